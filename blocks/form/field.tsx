// One field of a form: its label, the control for its kind, and its message, tied together by ids
// so screen readers read the label and the message with the control.
import { css } from "@emotion/react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField as FormFieldSchema } from "../../schema/index.ts";
import type { Localized } from "../../runtime/foundation/index.ts";

type FormField = Localized<FormFieldSchema>;
import { color, fontSize, radius, space } from "../../runtime/foundation/theme/tokens.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { maxLengthOf } from "./max-length.ts";

const autoComplete: Partial<Record<FormField["kind"], string>> = { email: "email", tel: "tel" };

const wrapper = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const labelStyle = css`
  font-weight: 600;
  font-size: ${fontSize.sm};
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  font: inherit;
  color: ${color("text")};
  background: ${color("bg")};
  border: 1px solid ${color("border")};
  border-radius: ${radius.sm};
  &::placeholder {
    color: ${color("textMuted")};
    opacity: 1;
  }
  &:focus-visible {
    border-color: ${color("accent")};
  }
  &[aria-invalid="true"] {
    border-color: ${color("danger")};
  }
`;

const textarea = css`
  min-height: 140px;
  resize: vertical;
`;

const errorStyle = css`
  margin: 0;
  color: ${color("danger")};
  font-size: ${fontSize.sm};
`;

export function Field({ field, id, error, registration }: { field: FormField; id: string; error?: string; registration: UseFormRegisterReturn }) {
  const { labels } = useSite().shell;
  const marks = useFallbackMarks();
  const errorId = `${id}-error`;
  const common = {
    id,
    css: [control, field.kind === "textarea" && textarea],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": field.required ? true : undefined,
    ...registration,
  };
  return (
    <div css={wrapper}>
      <label htmlFor={id} css={labelStyle} {...marks(field.label)}>
        {field.label}
      </label>
      {field.kind === "textarea" ? (
        <textarea {...common} placeholder={field.placeholder} {...marks.named(field.placeholder)} rows={5} maxLength={maxLengthOf(field)} />
      ) : field.kind === "select" ? (
        <select {...common}>
          {/* The empty first choice, so that the select starts with nothing picked. */}
          <option value="" {...marks(field.placeholder ?? labels.choose)}>
            {field.placeholder ?? labels.choose}
          </option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value} {...marks(option.label)}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind}
          placeholder={field.placeholder}
          {...marks.named(field.placeholder)}
          autoComplete={autoComplete[field.kind]}
          maxLength={maxLengthOf(field)}
        />
      )}
      {error && (
        <p id={errorId} css={errorStyle} {...marks(error)}>
          {error}
        </p>
      )}
    </div>
  );
}
