// Stops a server the way a deploy or Ctrl+C expects: no new connections, idle ones closed at once,
// requests under way given a moment to finish (a lead being stored gets its answer), and then every
// connection still open is cut, so a client that keeps one open (a body sent a byte at a time, a
// stalled download) cannot keep the process alive.
import type { Server } from "node:http";

export const CLOSE_GRACE_MS = 2_000;

export function closeServer(server: Server, graceMs = CLOSE_GRACE_MS): Promise<void> {
  return new Promise((done) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(cut);
      done();
    });
    server.closeIdleConnections();
  });
}
