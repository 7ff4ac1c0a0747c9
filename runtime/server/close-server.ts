// Stops a server the way a deploy or Ctrl+C expects: no new connections, idle ones closed at once,
// requests under way given a moment to finish (a lead being stored gets its answer), and then every
// connection still open is cut, so a client that keeps one open (a body sent a byte at a time, a
// stalled download) cannot keep the process alive.
import type { FastifyInstance } from "fastify";

export const CLOSE_GRACE_MS = 2_000;

export async function closeServer(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    // Fastify stops listening (Node closes the idle connections then) and waits for the others.
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
