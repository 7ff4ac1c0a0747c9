// Reads a request body up to a limit. A declared or actual size over the limit stops the reading:
// nothing more is kept, and once the answer is sent the connection is closed.
import type { IncomingMessage } from "node:http";

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "aborted" };

export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: "too-large" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
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
    request.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onAborted);
  });
}
