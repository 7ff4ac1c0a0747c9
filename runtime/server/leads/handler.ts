// POST /api/leads: checks a submission the way the browser did, stores it, and only then says 201.
// Declared as Fastify routes, a plugin the servers register (`pages serve`, `npm run dev`):
//
//   405 a method other than POST (OPTIONS: the CORS preflight) · 415 not JSON · 429 too many from
//       this client, an IPv4 address or IPv6 /64 (Retry-After) · 413 body over 16 KB · 408 body still arriving at the deadline
//   400 malformed JSON, wrong shape, a page that shows no form (a not-found page included), an
//       unknown form, or fields the form's rules refuse ({ errors }), a form sent empty included
//   201 stored and fsync'ed, or a filled trap field (answered the same, not stored) · 500 not stored
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import { formSchema, HONEYPOT_FIELD } from "../../../blocks/forms.ts";
import { apiPrefix } from "../../foundation/content/index.ts";
import { leadSubmission, submissionErrors, type FieldErrorsAnswer } from "../../foundation/wire/index.ts";
import { bodyDeadline, BodyTooSlow } from "./body-deadline.ts";
import type { FormIndex } from "./find-form.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { Lead } from "./record.ts";
import { clientAddress } from "../client-address.ts";

export const LEADS_PATH = `${apiPrefix}/leads`;
export const MAX_BODY_BYTES = 16 * 1024;

export interface LeadHandlerOptions {
  /** The site's forms; a function when they change while the server runs (a version published from the admin). */
  forms: FormIndex | (() => FormIndex);
  store: { append(lead: Lead): Promise<void> };
  limiter: RateLimiter;
  /** Count by the proxy's X-Forwarded-For instead of the connection's address. */
  trustForwardedFor?: boolean;
  /** Origins (https://host) of the live site, allowed to post from another host (a function as forms may be). */
  allowedOrigins?: readonly string[] | (() => readonly string[]);
  /** Called with each stored lead, for the webhook. */
  onStored?: (lead: Lead) => void;
  log?: (message: string) => void;
  now?: () => Date;
  newId?: () => string;
  /** How long a body may take to arrive (BODY_DEADLINE_MS by default). */
  bodyDeadlineMs?: number;
}

/** A JSON answer, for the browser's code only: never cached, never sniffed. */
function answer(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ "cache-control": "no-store", "x-content-type-options": "nosniff", ...headers })
    .send(body);
}

function isJson(request: FastifyRequest): boolean {
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  return type === "application/json";
}

/** A body that is not UTF-8 JSON. */
class NotJson extends Error {
  readonly statusCode = 400;
}

/** One message per refused field, the form's own message as pages.json declares it. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrorsAnswer {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "fields");
    errors[name] ??= issue.message;
  }
  return { errors };
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

export function leadRoutes(options: LeadHandlerOptions): FastifyPluginCallback {
  const { store, limiter, trustForwardedFor = false, onStored, log = console.log } = options;
  const formsNow = typeof options.forms === "function" ? options.forms : () => options.forms as FormIndex;
  const origins = options.allowedOrigins ?? [];
  const allowedOrigins = typeof origins === "function" ? origins : () => origins;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const schemas = new WeakMap<object, ReturnType<typeof formSchema>>();

  return (app, _options, done) => {
    // The live site's pages may read the answers from another host; no other site's may. The hook is
    // async with nothing to wait for: Fastify calls a hook that is not async with a `done` to call.
    // oxlint-disable-next-line typescript/require-await
    app.addHook("onRequest", async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && allowedOrigins().includes(origin)) reply.headers({ "access-control-allow-origin": origin, vary: "origin" });
    });
    // Only a submission's body is read; the other methods' bodies never are.
    app.addContentTypeParser("*", (_request, _payload, parsed) => parsed(null, undefined));
    void app.register((submissions, _submissionOptions, registered) => {
      // Only JSON is read, as UTF-8 and no more than 16 KB (Fastify refuses a larger body, declared or streamed).
      submissions.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES }, (_request, body: Buffer, parsed) => {
        try {
          parsed(null, JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)));
        } catch {
          parsed(new NotJson(), undefined);
        }
      });
      submissions.setErrorHandler((error, request, reply) => {
        if (error instanceof BodyTooSlow) {
          // Told why, in case a real (very slow) browser is still listening; the connection is then closed.
          reply.raw.once("finish", () => request.raw.destroy());
          return answer(reply, 408, { error: "The submission took too long to arrive: please send it again." }, { connection: "close" });
        }
        if (error instanceof NotJson) return answer(reply, 400, { error: submissionErrors.notJson });
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          // Nothing more is kept. A sender that declared the size gets the answer before sending the
          // body, and the connection is closed; one that streams it (chunked) is let finish, up to a
          // bound, so it can read the answer.
          if (request.headers["content-length"] === undefined) {
            reply.removeHeader("connection");
            discardRest(request.raw);
          }
          return answer(reply, 413, { error: `The submission is larger than ${MAX_BODY_BYTES / 1024} KB.` });
        }
        throw error;
      });

      submissions.route({
        method: "POST",
        url: LEADS_PATH,
        // Refused before the body is read: another type (what a plain form of another site sends),
        // then a client over its limit (so refused types never count against it).
        onRequest: async (request, reply) => {
          if (!isJson(request)) return answer(reply, 415, { error: "Send the submission as application/json." });
          const decision = limiter.take(clientAddress(request, trustForwardedFor));
          if (!decision.allowed) {
            return answer(
              reply,
              429,
              { error: "Too many submissions from this address: try again shortly." },
              { "retry-after": String(decision.retryAfterSeconds) },
            );
          }
        },
        preParsing: bodyDeadline(options.bodyDeadlineMs),
        handler: async (request, reply) => {
          const submission = leadSubmission.safeParse(request.body);
          if (!submission.success) return answer(reply, 400, { error: submission.error.issues[0]!.message });
          const { form, page, fields } = submission.data;
          const forms = formsNow();
          if (!forms.isFormPage(page)) return answer(reply, 400, { error: submissionErrors.page });
          const block = forms.find(form, page);
          if (!block) return answer(reply, 400, { error: "There is no form with this id on the site." });
          const trap = fields[HONEYPOT_FIELD];
          if (trap !== undefined && trap !== "") {
            // Answered exactly like a stored lead, so a robot learns nothing; nothing is kept.
            log(`Lead endpoint: a submission of form ${block.id} filled the trap field and was dropped.`);
            return answer(reply, 201, { ok: true, id: newId() });
          }
          let schema = schemas.get(block);
          if (!schema) schemas.set(block, (schema = formSchema(block)));
          const checked = schema.safeParse(fields);
          if (!checked.success) return answer(reply, 400, fieldErrors(checked.error.issues));
          const lead: Lead = { id: newId(), receivedAt: now().toISOString(), form: block.id, page, fields: checked.data };
          try {
            await store.append(lead);
          } catch (error) {
            log(`Lead endpoint: could not store a lead of form ${block.id}: ${(error as Error).message}`);
            return answer(reply, 500, { error: "The submission could not be stored: please try again." });
          }
          answer(reply, 201, { ok: true, id: lead.id });
          onStored?.(lead);
          return reply;
        },
      });
      registered();
    });
    app.options(LEADS_PATH, (_request, reply) =>
      reply
        .code(204)
        .headers({ "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type", "access-control-max-age": "600" })
        .send(),
    );
    // The leads are never listed, changed or deleted over the web.
    app.route({
      method: app.supportedMethods.filter((method) => method !== "POST" && method !== "OPTIONS"),
      url: LEADS_PATH,
      handler: (_request, reply) => answer(reply, 405, { error: "Send leads with POST." }, { allow: "POST, OPTIONS" }),
    });
    done();
  };
}
