// POST /api/leads: checks a submission the way the browser did, stores it, and only then says 201.
//
//   415 not JSON · 429 too many from this client, an IPv4 address or IPv6 /64 (Retry-After) · 413 body over 16 KB
//   400 malformed JSON, wrong shape, a page that shows no form (a not-found page included), an
//       unknown form, or fields the form's rules refuse ({ errors }), a form sent empty included
//   201 stored and fsync'ed, or a filled trap field (answered the same, not stored) · 500 not stored
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { formSchema, HONEYPOT_FIELD } from "../../../blocks/forms.ts";
import { apiPrefix } from "../../foundation/content/index.ts";
import type { RequestHandler } from "../static-server.ts";
import type { FormIndex } from "./find-form.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { readBody } from "./read-body.ts";
import type { Lead } from "./record.ts";

export const LEADS_PATH = `${apiPrefix}/leads`;
export const MAX_BODY_BYTES = 16 * 1024;
const PAGE_ERROR = '"page" must be the route of the page of this site the form was sent from, such as /contact.';

export interface LeadHandlerOptions {
  forms: FormIndex;
  store: { append(lead: Lead): Promise<void> };
  limiter: RateLimiter;
  /** Count by the proxy's X-Forwarded-For instead of the connection's address. */
  trustForwardedFor?: boolean;
  /** Origins (https://host) of the live site, allowed to post from another host. */
  allowedOrigins?: readonly string[];
  /** Called with each stored lead, for the webhook. */
  onStored?: (lead: Lead) => void;
  log?: (message: string) => void;
  now?: () => Date;
  newId?: () => string;
  /** How long a body may take to arrive (readBody's deadline by default). */
  bodyDeadlineMs?: number;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-length": String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

function clientAddress(request: IncomingMessage, trustForwardedFor: boolean): string {
  if (trustForwardedFor) {
    // The proxy appends the address it saw: the last entry is the one it vouches for.
    const forwarded = String(request.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded[forwarded.length - 1];
    if (last) return last;
  }
  return request.socket.remoteAddress ?? "unknown";
}

function isJson(request: IncomingMessage): boolean {
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  return type === "application/json";
}

type Parsed = { ok: true; form: string; page: string; fields: Record<string, unknown> } | { ok: false; error: string };

function parseSubmission(body: Buffer): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return { ok: false, error: 'The body is not valid JSON: send { "form", "page", "fields" } encoded as UTF-8 JSON.' };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return { ok: false, error: 'The body must be a JSON object: { "form", "page", "fields" }.' };
  const { form, page, fields } = value as Record<string, unknown>;
  if (typeof form !== "string" || form === "") return { ok: false, error: '"form" must be the id of a form on the site.' };
  if (typeof page !== "string") return { ok: false, error: PAGE_ERROR };
  if (fields === null || typeof fields !== "object" || Array.isArray(fields))
    return { ok: false, error: '"fields" must be an object of the form\'s answers by field name.' };
  return { ok: true, form, page, fields: fields as Record<string, unknown> };
}

/** One message per refused field, the form's own message as pages.json declares it. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "fields");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The most a streaming sender may send after its answer, before the connection is cut. */
const MAX_DISCARD_BYTES = 1024 * 1024;

function discardRest(request: IncomingMessage): void {
  if (request.complete) return;
  let discarded = 0;
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARD_BYTES) request.socket.destroy();
  });
  request.resume();
}

export function createLeadHandler(options: LeadHandlerOptions): RequestHandler {
  const { forms, store, limiter, trustForwardedFor = false, allowedOrigins = [], onStored, log = console.log } = options;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const schemas = new WeakMap<object, ReturnType<typeof formSchema>>();

  return async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path !== LEADS_PATH) return false;

    const origin = request.headers.origin;
    const cors: Record<string, string> = origin && allowedOrigins.includes(origin) ? { "access-control-allow-origin": origin, vary: "origin" } : {};
    if (request.method === "OPTIONS") {
      response
        .writeHead(204, { ...cors, "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type", "access-control-max-age": "600" })
        .end();
      return true;
    }
    if (request.method !== "POST") {
      send(response, 405, { error: "Send leads with POST." }, { allow: "POST, OPTIONS", ...cors });
      return true;
    }
    if (!isJson(request)) {
      send(response, 415, { error: "Send the submission as application/json." }, cors);
      return true;
    }
    const decision = limiter.take(clientAddress(request, trustForwardedFor));
    if (!decision.allowed) {
      send(
        response,
        429,
        { error: "Too many submissions from this address: try again shortly." },
        { ...cors, "retry-after": String(decision.retryAfterSeconds) },
      );
      return true;
    }
    const read = await readBody(request, MAX_BODY_BYTES, options.bodyDeadlineMs);
    if (!read.ok) {
      if (read.reason === "too-large") {
        // Nothing more is kept. A sender that declared the size gets the answer before sending the
        // body; one that streams it (chunked) is let finish, up to a bound, so it can read the answer.
        const streaming = request.headers["content-length"] === undefined;
        send(response, 413, { error: `The submission is larger than ${MAX_BODY_BYTES / 1024} KB.` }, streaming ? cors : { ...cors, connection: "close" });
        if (streaming) discardRest(request);
      } else if (read.reason === "too-slow") {
        // Told why, in case a real (very slow) browser is still listening; the connection is then closed.
        send(response, 408, { error: "The submission took too long to arrive: please send it again." }, { ...cors, connection: "close" });
        response.once("finish", () => request.destroy());
      } else request.destroy();
      return true;
    }
    const submission = parseSubmission(read.body);
    if (!submission.ok) {
      send(response, 400, { error: submission.error }, cors);
      return true;
    }
    if (!forms.isFormPage(submission.page)) {
      send(response, 400, { error: PAGE_ERROR }, cors);
      return true;
    }
    const block = forms.find(submission.form, submission.page);
    if (!block) {
      send(response, 400, { error: "There is no form with this id on the site." }, cors);
      return true;
    }
    const trap = submission.fields[HONEYPOT_FIELD];
    if (trap !== undefined && trap !== "") {
      // Answered exactly like a stored lead, so a robot learns nothing; nothing is kept.
      log(`Lead endpoint: a submission of form ${block.id} filled the trap field and was dropped.`);
      send(response, 201, { ok: true, id: newId() }, cors);
      return true;
    }
    let schema = schemas.get(block);
    if (!schema) schemas.set(block, (schema = formSchema(block)));
    const checked = schema.safeParse(submission.fields);
    if (!checked.success) {
      send(response, 400, { errors: fieldErrors(checked.error.issues) }, cors);
      return true;
    }
    const lead: Lead = { id: newId(), receivedAt: now().toISOString(), form: block.id, page: submission.page, fields: checked.data };
    try {
      await store.append(lead);
    } catch (error) {
      log(`Lead endpoint: could not store a lead of form ${block.id}: ${(error as Error).message}`);
      send(response, 500, { error: "The submission could not be stored: please try again." }, cors);
      return true;
    }
    send(response, 201, { ok: true, id: lead.id }, cors);
    onStored?.(lead);
    return true;
  };
}
