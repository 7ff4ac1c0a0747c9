// A deadline for a request body. A form's few hundred bytes take a browser far less than the
// deadline, and it stops waiting for the answer after 10 s, so a sender still trickling a byte at
// a time by then is only holding the connection (and a place in the server's memory) open. As a
// Fastify preParsing hook: the body is read through a stream that fails with a 408 error at the
// deadline, so the route's error handler answers and the request goes no further. (Fastify's
// handlerTimeout is not this: it runs until the answer, over the store's write too, and answers 503.)
import { PassThrough } from "node:stream";
import type { preParsingAsyncHookHandler } from "fastify";

export const BODY_DEADLINE_MS = 10_000;

/** The error a body still arriving at the deadline ends with. */
export class BodyTooSlow extends Error {
  readonly statusCode = 408;
  constructor() {
    super("The body was still arriving at the deadline.");
  }
}

export function bodyDeadline(deadlineMs = BODY_DEADLINE_MS): preParsingAsyncHookHandler {
  return (request, reply, payload) => {
    const timed = new PassThrough();
    // Fastify counts the bytes received through the stream it reads (for its body limit).
    let received = 0;
    payload.on("data", (chunk: Buffer) => (received += chunk.length));
    Object.defineProperty(timed, "receivedEncodedLength", { get: () => received });
    // Once the body is refused for another reason (too large), nobody listens: the error is the deadline's own.
    timed.on("error", () => {});
    const deadline = setTimeout(() => timed.destroy(new BodyTooSlow()), deadlineMs);
    const stop = () => clearTimeout(deadline);
    payload.once("end", stop).once("close", stop);
    reply.raw.once("close", stop);
    payload.pipe(timed);
    return Promise.resolve(timed);
  };
}
