// A form from pages.json: fields, rules and messages come from the block. Idle -> submitting
// (button disabled, its label the block's submittingLabel) -> idle; success shows the block's
// success notice and empties the form, failure shows its failure notice and keeps every value.
import { css } from "@emotion/react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { useForm } from "react-hook-form";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useNotices } from "../../runtime/foundation/notices/index.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { breakpoint, fontSize, space } from "../../runtime/foundation/theme/tokens.ts";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { buttonStyles, card, muted } from "../../runtime/foundation/ui/styles.ts";
import { formProtocol } from "../../runtime/foundation/loading/form-protocol.ts";
import { useSubmitForm } from "./delivery-context.tsx";
import { Field } from "./field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { lazyResolver } from "./lazy-resolver.ts";
import { emptyFormField, emptyValues, startingValues, type FormValues } from "./values.ts";
import type { SubmitResult } from "./submission.ts";

const fieldGrid = css`
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;
  ${breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Which fields take a whole row: long answers, and a short field that would otherwise sit alone. */
function wholeRows(fields: BlockOf<"form">["fields"]): boolean[] {
  const whole = fields.map((field) => field.kind === "textarea");
  let run = 0;
  fields.forEach((field, index) => {
    run = whole[index] ? 0 : run + 1;
    const runEnds = index === fields.length - 1 || whole[index + 1];
    if (!whole[index] && runEnds && run % 2 === 1) whole[index] = true;
  });
  return whole;
}

const fullRow = css`
  ${breakpoint.md} {
    grid-column: 1 / -1;
  }
`;

const footer = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  margin-top: ${space.lg};
  p {
    margin: 0;
    font-size: ${fontSize.sm};
  }
`;

/** Marks the form ready and sends a submit that was held while it had no code (form-protocol.ts). */
function useReady(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(formProtocol.ready, "");
    if (element.hasAttribute(formProtocol.waiting)) {
      element.removeAttribute(formProtocol.waiting);
      element.requestSubmit();
    }
  }, [form]);
}

const disabled = css`
  &:disabled {
    opacity: 0.7;
    cursor: progress;
    transform: none;
  }
`;

export function FormBlock({ block }: { block: BlockOf<"form"> }) {
  const { shell, data } = useSite();
  const marks = useFallbackMarks();
  const { notify } = useNotices();
  const submit = useSubmitForm();
  const baseId = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useMemo(() => lazyResolver(block), [block]);
  const empty = useMemo(() => emptyValues(block.fields), [block.fields]);
  const [starting] = useState(() => startingValues(block.fields, baseId));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: validation.resolver, defaultValues: starting, mode: "onTouched" });
  useReady(formRef);
  // The message of a form sent empty sits under one field: check that field again whenever
  // another changes, so the message goes as soon as anything is filled in.
  const emptyCarrier = emptyFormField(block.fields);

  const onValid = async (values: FormValues) => {
    let result: SubmitResult;
    try {
      result = await submit(block, values, { site: shell.site, page: data.page.route, honeypot: honeypot.current?.value ?? "" });
    } catch {
      result = { ok: false };
    }
    if (result.ok) {
      notify({ tone: "success", title: block.success.title, text: block.success.text });
      reset(empty);
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      if (message) setError(name, { type: "server", message });
    }
    notify({ tone: "error", title: block.failure.title, text: block.failure.text });
  };

  // React ignores what a handler returns: the send's outcome is shown by onValid, which catches.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(onValid)(event);

  const whole = wholeRows(block.fields);
  return (
    <Section title={block.title} intro={block.intro}>
      <form
        ref={formRef}
        // Marks a form whose sends are held until it is ready (runtime/foundation/loading/form-protocol.ts).
        {...{ [formProtocol.form]: "" }}
        css={[card, { marginTop: space.lg }]}
        aria-label={block.title}
        {...marks.named(block.title)}
        aria-busy={isSubmitting || undefined}
        noValidate
        onFocus={validation.warm}
        onSubmit={onSubmit}
      >
        <div css={fieldGrid}>
          {block.fields.map((field, index) => (
            <div key={field.name} css={whole[index] && fullRow}>
              <Field
                field={field}
                id={`${baseId}-${field.name}`}
                error={errors[field.name]?.message}
                registration={register(field.name, emptyCarrier && field.name !== emptyCarrier ? { deps: [emptyCarrier] } : undefined)}
              />
            </div>
          ))}
        </div>
        <HoneypotField id={`${baseId}-trap`} inputRef={honeypot} />
        <div css={footer}>
          <button
            type="submit"
            css={[buttonStyles.primary, disabled]}
            disabled={isSubmitting}
            {...marks(isSubmitting ? block.submittingLabel : block.submitLabel)}
          >
            {isSubmitting ? block.submittingLabel : block.submitLabel}
          </button>
          {block.helperText && (
            <p css={muted} {...marks(block.helperText)}>
              {block.helperText}
            </p>
          )}
        </div>
      </form>
    </Section>
  );
}
