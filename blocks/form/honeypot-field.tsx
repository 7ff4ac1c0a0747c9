// The trap field (see honeypot.ts): out of sight and out of the tab order, with autofill off, and
// labelled so that a screen-reader user who does reach it knows to leave it alone.
import type { Ref } from "react";
import { visuallyHidden } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { HONEYPOT_FIELD } from "./honeypot.ts";

export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  const { labels } = useSite().shell;
  const marks = useFallbackMarks();
  return (
    <div css={visuallyHidden}>
      <label htmlFor={id} {...marks(labels.leaveEmpty)}>
        {labels.leaveEmpty}
      </label>
      <input id={id} ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
