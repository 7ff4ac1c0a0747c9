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

/**
 * What GET /api/document answers with 200: a line of JSON with what the editor needs beside the file
 * (its name, its hash, public/'s files, ...), then the file's text as it is on disk. The text crosses
 * as it is, not as a JSON string: at 10,000 cities (18 MB) writing it into JSON on the server and
 * reading it back in the browser took longer than all the rest of opening the editor. A file that is
 * not text has no text after the line; the line says why (`problems`).
 */
export const documentAnswer = {
  type: "text/plain; charset=utf-8",
  /** The line, then the text's UTF-8 bytes as they are on disk (copied, not encoded again: 18 MB took the server 0.3 s to encode). */
  write(head: Readonly<Record<string, unknown>>, text: Uint8Array | null): Uint8Array {
    const line = new TextEncoder().encode(`${JSON.stringify(head)}\n`);
    const body = new Uint8Array(line.length + (text?.length ?? 0));
    body.set(line);
    if (text) body.set(text, line.length);
    return body;
  },
  /** The line and the text after it; null for a body that is not such an answer. */
  read(body: string): { head: Record<string, unknown>; text: string } | null {
    const end = body.indexOf("\n");
    if (end < 0) return null;
    try {
      const head: unknown = JSON.parse(body.slice(0, end));
      return typeof head === "object" && head !== null && !Array.isArray(head) ? { head: head as Record<string, unknown>, text: body.slice(end + 1) } : null;
    } catch {
      return null;
    }
  },
};

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

/** The largest picture the editor takes: a phone's photo is 2 to 6 MB. */
export const MAX_PICTURE_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The header POST /api/pictures reads the picture's own file name from, percent-encoded (encodeURIComponent). */
export const PICTURE_NAME_HEADER = "x-picture-name";

/**
 * What POST /api/pictures answers when it does not take a picture, by why: said to the person who
 * chose the file, with what to do instead.
 */
export const pictureUploadRefusals = {
  tooLarge: "This picture is larger than 10 MB. Share a smaller copy from your phone or photo app (most offer one), then try again.",
  empty: "No picture arrived. Choose the photo again.",
  svg: "This is a drawing (an SVG file), not a photo. Drawings can carry code that would run on the site, so only photos are taken here: a JPEG, PNG or WebP file.",
  heic: "This photo is in the iPhone's own format (HEIC), which browsers cannot show. Share it as a JPEG (or set the camera to Most Compatible), then try again.",
  other: "This file is not a photo the site can show. Choose a JPEG, PNG or WebP picture.",
  damaged: "This picture could not be read: the file may be damaged or cut short. Save it again from your photo app and try once more.",
  tooManyPixels: "This picture is too large to work with (more than 100 million pixels). Share a smaller copy, then try again.",
  notStored: "The picture could not be saved into the site's pictures folder. Ask the person who set up the editor to check that folder.",
  incomplete: "The picture did not arrive whole. Try again.",
} as const;

/** What POST /api/pictures answers: 201 with the picture's site path (/images/warehouse.jpg), or a refusal's words. */
export type PictureUploadAnswer = { path: string } | { error: string };
