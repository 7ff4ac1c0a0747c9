// The one step that sends a form. A form's delivery strategy (its `delivery` in pages.json)
// decides how: the spec's `simulate`, `http` to a lead endpoint, or a `whatsapp` chat. Adding a
// strategy is adding it to the schema's delivery union and an entry to `deliveries`.
import type { FormBlock as FormBlockSchema, FormDelivery, Site as SiteSchema } from "../../schema/index.ts";
import type { Localized } from "../../runtime/foundation/index.ts";

type FormBlock = Localized<FormBlockSchema>;
type Site = Localized<SiteSchema>;
import { whatsappHref } from "../../runtime/foundation/actions.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";
import { postSubmission } from "./http-delivery.ts";
import type { FormSubmission, SubmitResult } from "./submission.ts";
import type { FormValues } from "./values.ts";
import { whatsappMessage } from "./whatsapp-message.ts";

export interface SubmitContext {
  site: Site;
  /** The route of the page the form was sent from. */
  page: string;
  /** What was typed into the hidden trap field; people leave it empty. */
  honeypot?: string;
}

export type SubmitFormFn = (block: FormBlock, values: FormValues, context: SubmitContext) => Promise<SubmitResult>;

type DeliveryOf<K extends DeliveryKind> = Extract<FormDelivery, { kind: K }>;

type Delivery<K extends DeliveryKind> = (
  submission: FormSubmission,
  block: FormBlock,
  context: SubmitContext,
  delivery: DeliveryOf<K>,
) => Promise<SubmitResult>;

export type DeliveryKind = FormDelivery["kind"];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const deliveries: { [K in DeliveryKind]: Delivery<K> } = {
  /** The spec's behaviour: wait, log what was entered, succeed. Nothing is sent. */
  simulate: async (submission, _block, { site }) => {
    await wait(site.behaviour.simulatedSubmitDelayMs);
    console.log("[form] submitted", submission);
    return { ok: true };
  },
  /** POST { form, page, fields } as JSON; the trap field goes along so the endpoint can drop robots. */
  http: (submission, block, context, delivery) =>
    postSubmission(delivery, { ...submission, fields: { ...submission.fields, [HONEYPOT_FIELD]: context.honeypot ?? "" } }, block),
  /** Opens the company chat with the answers written out; a blocked pop-up is a failure, so nothing typed is lost. */
  whatsapp: (submission, block, { site }) => {
    // Not "noopener": with it the browser returns null even when the tab opened, hiding a blocked pop-up.
    const chat = window.open(whatsappHref(site.whatsapp, whatsappMessage(block, submission.fields)), "_blank");
    if (!chat) return Promise.resolve({ ok: false });
    chat.opener = null;
    return Promise.resolve({ ok: true });
  },
};

/** The delivery strategy of a form: what pages.json declares, or the spec's simulate. */
export function deliveryOf(block: FormBlock): FormDelivery {
  return block.delivery ?? { kind: "simulate" };
}

/** Sends a form by its delivery strategy. May throw; the form treats that as a failure. */
export const submitForm: SubmitFormFn = (block, values, context) =>
  deliver(deliveryOf(block), { form: block.id, page: context.page, fields: values }, block, context);

function deliver<K extends DeliveryKind>(
  delivery: DeliveryOf<K> & { kind: K },
  submission: FormSubmission,
  block: FormBlock,
  context: SubmitContext,
): Promise<SubmitResult> {
  return deliveries[delivery.kind](submission, block, context, delivery);
}
