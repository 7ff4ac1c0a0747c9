// The one step that sends a form. A form's delivery strategy decides how; today the only one is
// the spec's `simulate`. Adding a strategy (http, whatsapp) is adding an entry to `deliveries`
// and, once the schema declares it per form, reading it in `deliveryOf`.
import type { FormBlock, Site } from "../../schema/pages.gen.ts";
import type { FormValues } from "./schema.ts";

/** What a submission carries: which form, from which page, and the fields. */
export interface FormSubmission {
  form: string;
  page: string;
  fields: FormValues;
}

export interface SubmitContext {
  site: Site;
  /** The route of the page the form was sent from. */
  page: string;
}

/**
 * A failure keeps what the visitor typed; `fieldErrors` (by field name) lets a strategy that is
 * told which fields were refused show the messages under them.
 */
export type SubmitResult = { ok: true } | { ok: false; fieldErrors?: Partial<FormValues> };

export type SubmitFormFn = (block: FormBlock, values: FormValues, context: SubmitContext) => Promise<SubmitResult>;

type Delivery = (submission: FormSubmission, block: FormBlock, context: SubmitContext) => Promise<SubmitResult>;

export type DeliveryKind = "simulate";

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const deliveries: Record<DeliveryKind, Delivery> = {
  /** The spec's behaviour: wait, log what was entered, succeed. Nothing is sent. */
  simulate: async (submission, _block, { site }) => {
    await wait(site.behaviour.simulatedSubmitDelayMs);
    console.log("[form] submitted", submission);
    return { ok: true };
  },
};

/** The delivery strategy of a form. pages.json does not declare one yet, so every form simulates. */
export function deliveryOf(_block: FormBlock): DeliveryKind {
  return "simulate";
}

/** Sends a form by its delivery strategy. May throw; the form treats that as a failure. */
export const submitForm: SubmitFormFn = (block, values, context) =>
  deliveries[deliveryOf(block)]({ form: block.id, page: context.page, fields: values }, block, context);
