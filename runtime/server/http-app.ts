// The Fastify instance every server of pages starts from (`pages serve`, `pages edit`, the lead
// endpoint inside `npm run dev`): routes are declared on it, never found by comparing strings.
// What is set here holds for all of them: requests read as browsers read addresses
// (request-path.ts); a client that takes too long over its request is cut; every method Node reads
// can be routed (so a route can answer 405 to any of them); and a failure is answered in two words,
// its details printed where the server runs, never sent.
import { METHODS } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pathOf, routedUrl } from "./request-path.ts";

/**
 * How long a client may take to send a whole request, headers and body. Browsers send a form in
 * well under a second and give up on the answer after 10 s, so a request still arriving after
 * that is a connection held open on purpose (or a dead one).
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Fastify routes the common methods; these are the others Node reads (CONNECT never reaches a route). */
const otherMethods = METHODS.filter((method) => method !== "CONNECT");

const words: Record<number, string> = { 400: "Bad request", 404: "Not found", 405: "Method not allowed", 413: "Too large", 415: "Unsupported type" };

export interface HttpAppOptions {
  /** See REQUEST_TIMEOUT_MS; tests shorten it, the editor lengthens it. */
  requestTimeoutMs?: number;
  /**
   * Runs first on every request, routed or not, before the check of its address: the headers every
   * answer carries (the site's _headers, the editor's policy) and any refusal of the request as a whole.
   */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** The text answer of a refusal or failure: the status and a few words for it, nothing else. */
export function plainAnswer(reply: FastifyReply, status: number, text = words[status] ?? (status >= 500 ? "Internal error" : "Refused")): FastifyReply {
  return reply.code(status).type("text/plain; charset=utf-8").send(text);
}

/**
 * A route never takes a JSON schema: requests are read with the zod schemas of the wire module
 * (runtime/foundation/wire/messages.ts) and answers are written by the routes. So Fastify gets
 * compilers that refuse one, named when the route is added, instead of loading its Ajv and
 * fast-json-stringify compilers at every start (51 ms of a start of `pages serve` in a profile).
 */
const refuseJsonSchema = (): never => {
  throw new Error("the servers of pages read requests with the zod schemas of runtime/foundation/wire/messages.ts, not a route's JSON schema");
};
const noJsonSchemas = { buildValidator: () => refuseJsonSchema, buildSerializer: () => refuseJsonSchema };

export async function createHttpApp({ requestTimeoutMs = REQUEST_TIMEOUT_MS, onRequest }: HttpAppOptions = {}): Promise<FastifyInstance> {
  // Loaded when a server starts: the commands that start none (pages validate) do not wait for it.
  const { default: Fastify } = await import("fastify");
  const app = Fastify({
    logger: false,
    requestTimeout: requestTimeoutMs,
    // Node's own keep-alive time, as the servers had before Fastify (whose default is 72 s).
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: requestTimeoutMs,
      // Node checks the two limits only this often (every 30 s by default).
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
    },
    // While closing, a request already under way on a kept-alive connection is answered as usual,
    // headers and all, instead of Fastify's bare 503 (closeServer gives such requests a moment).
    return503OnClosing: false,
    // A route answers the methods it names: HEAD is named where it is meant (the files), not added to every GET.
    exposeHeadRoutes: false,
    rewriteUrl: (request) => routedUrl(request.url ?? "/"),
    schemaController: { compilersFactory: noJsonSchemas },
  });
  for (const method of otherMethods) if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  // No body is read where no route says how: an unknown address is answered without waiting for one.
  app.removeAllContentTypeParsers();
  app.addHook("onRequest", async (request, reply) => {
    await onRequest?.(request, reply);
    if (reply.sent) return reply;
    if (pathOf(request.originalUrl) === null) return plainAnswer(reply, 400);
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return plainAnswer(reply, status);
    console.error("Could not answer", request.originalUrl, error);
    return plainAnswer(reply, 500);
  });
  return app;
}
