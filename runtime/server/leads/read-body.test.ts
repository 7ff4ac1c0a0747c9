import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readBody, type BodyResult } from "./read-body.ts";

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

/** What readBody makes of a request whose body never finishes arriving. */
async function readTrickle(deadlineMs: number): Promise<BodyResult> {
  let result!: Promise<BodyResult>;
  const received = new Promise<void>((resolve) => {
    server = createServer((request) => {
      result = readBody(request, 16 * 1024, deadlineMs);
      resolve();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const socket = connect((server!.address() as AddressInfo).port, "127.0.0.1");
  socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{");
  const drip = setInterval(() => socket.write(" "), 20);
  try {
    await received;
    return await result;
  } finally {
    clearInterval(drip);
    socket.destroy();
  }
}

describe("readBody", () => {
  it("gives up on a body still arriving at the deadline", { timeout: 5_000 }, async () => {
    expect(await readTrickle(200)).toEqual({ ok: false, reason: "too-slow" });
  });
});
