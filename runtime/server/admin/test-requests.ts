// What the admin's tests send, shared by them: a form posted from the admin's own page, and the
// session cookie an answer sets.
import type { LightMyRequestResponse } from "fastify";

/** The headers of a form the browser posts from the admin's own page. */
export const sameOrigin = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

/** A form's fields as the browser encodes them. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Cheap scrypt parameters (AdminOptions.passwordHashing) for the tests that sign in many times: a
 * hash in a millisecond, where today's take about a second. admin.test.ts signs in once at the
 * default, to show the admin hashes at today's parameters unless told otherwise.
 */
export const cheapHashing = { ln: 4, r: 8, p: 1 };

/** The `name=value` of the cookie an answer sets, as the browser sends it back. */
export const cookieOf = (response: LightMyRequestResponse) => String(response.headers["set-cookie"] ?? "").split(";")[0]!;
