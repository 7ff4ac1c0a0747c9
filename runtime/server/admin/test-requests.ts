// What the admin's tests send, shared by them: a form posted from the admin's own page, and the
// session cookie an answer sets.
import type { LightMyRequestResponse } from "fastify";

/** The headers of a form the browser posts from the admin's own page. */
export const sameOrigin = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

/** A form's fields as the browser encodes them. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The `name=value` of the cookie an answer sets, as the browser sends it back. */
export const cookieOf = (response: LightMyRequestResponse) => String(response.headers["set-cookie"] ?? "").split(";")[0]!;
