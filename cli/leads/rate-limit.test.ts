import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows the limit per address in any sliding minute and says when the next one is allowed", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, now: () => now });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("b").allowed).toBe(true);
    now = 59_000;
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 60_001;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("does not let a burst at the turn of a minute double the limit", () => {
    let now = 59_900;
    const limiter = createRateLimiter({ limit: 2, now: () => now });
    limiter.take("a");
    limiter.take("a");
    now = 60_100;
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("forgets quiet addresses", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, now: () => now });
    limiter.take("a");
    now = 61_000;
    limiter.take("b");
    now = 122_000;
    expect(limiter.take("a").allowed).toBe(true);
  });
});
