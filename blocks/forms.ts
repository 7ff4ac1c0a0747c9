// The form block's rules that the lead endpoint applies exactly as the browser does: the checks
// built from a form's fields, the trap field robots fill in, and the characters no answer keeps.
// No React, and apart from blocks/meta.ts, so neither the server nor the app's first load carries
// what the other needs.
import type { BlockOf, ResolvedBlock } from "../runtime/foundation/index.ts";

export { HONEYPOT_FIELD } from "./form/honeypot.ts";
export { maxLengthOf } from "./form/max-length.ts";
export { formSchema } from "./form/schema.ts";
export { unsafeCharacters } from "./form/unsafe-characters.ts";

/** Whether a block is a form, whose sends the lead endpoint takes. */
export function isFormBlock(block: ResolvedBlock): block is BlockOf<"form"> {
  return block.type === "form";
}
