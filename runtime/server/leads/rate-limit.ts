// Submissions per client in a sliding minute. The window slides so that a burst at the end of one
// minute and the start of the next cannot double the limit. A client is an IPv4 address or an
// IPv6 /64 (client-key.ts). The table of clients is bounded, so a flood from millions of addresses
// costs a fixed amount of memory: it is kept in two generations of half of `maxClients` each, and
// when the newer one is full the older is dropped, with every client not heard from since it
// began (a dropped client only starts its count afresh). Dropping the oldest entries one by one
// from a single Map would be simpler, but V8 makes finding a Map's first entry slow after many
// deletions at its front (minutes for a few million addresses).
import { clientKey } from "./client-key.ts";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(address: string): RateDecision;
  /** How many clients are counted now. */
  readonly size: number;
}

export const MAX_CLIENTS = 100_000;

export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxClients = MAX_CLIENTS,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}): RateLimiter {
  const generation = Math.max(1, Math.floor(maxClients / 2));
  // Each client is in one of the two; a client heard from again moves to the newer.
  let newer = new Map<string, number[]>();
  let older = new Map<string, number[]>();
  let nextSweep = now() + windowMs;

  // Forget clients that have been quiet for a whole window.
  function sweep(time: number): void {
    if (time < nextSweep) return;
    nextSweep = time + windowMs;
    for (const table of [newer, older]) for (const [key, times] of table) if (times[times.length - 1]! <= time - windowMs) table.delete(key);
  }

  function remember(key: string, times: number[]): void {
    older.delete(key);
    newer.set(key, times);
    if (newer.size >= generation) {
      older = newer;
      newer = new Map();
    }
  }

  return {
    take(address) {
      const key = clientKey(address);
      const time = now();
      sweep(time);
      const times = (newer.get(key) ?? older.get(key) ?? []).filter((at) => at > time - windowMs);
      if (times.length >= limit) {
        remember(key, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - time) / 1000)) };
      }
      times.push(time);
      remember(key, times);
      return { allowed: true };
    },
    get size() {
      return newer.size + older.size;
    },
  };
}
