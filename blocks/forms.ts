// The form block's rules that the lead endpoint applies exactly as the browser does: the checks
// built from a form's fields, the trap field robots fill in, and the characters no answer keeps.
// No React, and apart from blocks/meta.ts, so neither the server nor the app's first load carries
// what the other needs.
export { HONEYPOT_FIELD } from "./form/honeypot.ts";
export { formSchema } from "./form/schema.ts";
export { unsafeCharacters } from "./form/unsafe-characters.ts";
