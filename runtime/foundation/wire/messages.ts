// The messages that cross the wire between a browser and pages' servers, declared once as zod
// schemas: the server parses a request body with its schema (never by hand, never by a cast), and
// the browser can take the same declaration's type. No Node and no React here, so both sides can
// import it. Each refusal's sentence is part of the declaration: it is what a 400 answer says.
import { z } from "zod";

/** What the lead endpoint answers (with 400) for a submission it cannot read, by what is wrong. */
export const submissionErrors = {
  notJson: 'The body is not valid JSON: send { "form", "page", "fields" } encoded as UTF-8 JSON.',
  notObject: 'The body must be a JSON object: { "form", "page", "fields" }.',
  form: '"form" must be the id of a form on the site.',
  page: '"page" must be the route of the page of this site the form was sent from, such as /contact.',
  fields: '"fields" must be an object of the form\'s answers by field name.',
} as const;

/**
 * A form's submission, POSTed as JSON to the lead endpoint (blocks/form/http-delivery.ts sends it).
 * The fields are checked afterwards against the form's own rules (blocks/form/schema.ts); a
 * `__proto__` among them is dropped here, as a name no form has.
 */
export const leadSubmission = z.object(
  {
    form: z.string({ error: submissionErrors.form }).min(1, { error: submissionErrors.form }),
    page: z.string({ error: submissionErrors.page }),
    fields: z.record(z.string(), z.unknown(), { error: submissionErrors.fields }),
  },
  { error: submissionErrors.notObject },
);
export type LeadSubmission = z.infer<typeof leadSubmission>;

/** The 400 answer to a submission whose fields the form's rules refuse: one message per field, the form's own. */
export const fieldErrorsAnswer = z.object({ errors: z.record(z.string(), z.string()) });
export type FieldErrorsAnswer = z.infer<typeof fieldErrorsAnswer>;

/** What the visual editor's server answers (with 400) for a request it cannot read. */
export const editorRequestErrors = {
  notJson: "The request is not JSON.",
  session: "Signing in needs the code from the address the editor printed.",
  save: "A save needs the document and the hash of the file it was loaded from.",
} as const;

/** POST /api/session: the one-time code from the address `pages edit` printed, for a session cookie. */
export const sessionRequest = z.object({ code: z.string({ error: editorRequestErrors.session }) }, { error: editorRequestErrors.session });
export type SessionRequest = z.infer<typeof sessionRequest>;

/** PUT /api/document: the document as edited, and the hash of the file it was loaded from. */
export const saveRequest = z.object(
  {
    document: z.record(z.string(), z.unknown(), { error: editorRequestErrors.save }),
    baseHash: z.string({ error: editorRequestErrors.save }),
  },
  { error: editorRequestErrors.save },
);
export type SaveRequest = z.infer<typeof saveRequest>;

/**
 * What PUT /api/document answers: 200 with the file as written and its new hash, 409 when the file
 * changed on disk since it was loaded (with that file's hash), or another refusal's words.
 */
export type SaveAnswer = { hash: string; text: string } | { error: string; hash?: string };
