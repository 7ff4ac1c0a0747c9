// Submissions per client address in a sliding minute. The window slides so that a burst at the
// end of one minute and the start of the next cannot double the limit.

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateDecision;
}

export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now }: { limit: number; windowMs?: number; now?: () => number }): RateLimiter {
  const recent = new Map<string, number[]>();
  let nextSweep = now() + windowMs;

  // Forget addresses that have been quiet for a whole window, so memory stays bounded.
  function sweep(time: number): void {
    if (time < nextSweep) return;
    nextSweep = time + windowMs;
    for (const [key, times] of recent) if (times[times.length - 1]! <= time - windowMs) recent.delete(key);
  }

  return {
    take(key) {
      const time = now();
      sweep(time);
      const times = (recent.get(key) ?? []).filter((at) => at > time - windowMs);
      if (times.length >= limit) {
        recent.set(key, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - time) / 1000)) };
      }
      times.push(time);
      recent.set(key, times);
      return { allowed: true };
    },
  };
}
