// The trap field (see honeypot.ts): out of sight and out of the tab order, with autofill off, and
// labelled so that a screen-reader user who does reach it knows to leave it alone.
import type { Ref } from "react";
import { visuallyHidden } from "../../runtime/ui/styles.ts";
import { HONEYPOT_FIELD, HONEYPOT_LABEL } from "./honeypot.ts";

export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div css={visuallyHidden}>
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input id={id} ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
