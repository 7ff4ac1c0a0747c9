// Reads a request body up to a limit and a deadline. A declared or actual size over the limit stops
// the reading: nothing more is kept, and once the answer is sent the connection is closed. A body
// still arriving at the deadline is given up on too: a form's few hundred bytes take a browser far
// less, and it stops waiting for the answer after 10 s, so a sender that trickles a byte at a time
// is only holding the connection (and a place in the server's memory) open.
import type { IncomingMessage } from "node:http";

export const BODY_DEADLINE_MS = 10_000;

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "too-slow" | "aborted" };

export function readBody(request: IncomingMessage, limit: number, deadlineMs = BODY_DEADLINE_MS): Promise<BodyResult> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: "too-large" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      clearTimeout(deadline);
      request.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish({ ok: false, reason: "too-large" });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, reason: "aborted" });
    const onAborted = () => finish({ ok: false, reason: "aborted" });
    const deadline = setTimeout(() => finish({ ok: false, reason: "too-slow" }), deadlineMs);
    request.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onAborted);
  });
}
