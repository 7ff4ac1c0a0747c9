import { describe, expect, it } from "vitest";
import { createRateLimiter, MAX_CLIENTS } from "./rate-limit.ts";

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

  it("counts every address of an IPv6 /64 as one client, and an IPv4-mapped address as the IPv4 one", () => {
    const limiter = createRateLimiter({ limit: 2, now: () => 0 });
    expect(limiter.take("2001:db8:1:2::1").allowed).toBe(true);
    expect(limiter.take("2001:db8:1:2:aaaa::9").allowed).toBe(true);
    expect(limiter.take("2001:0db8:0001:0002:ffff:ffff:ffff:ffff").allowed).toBe(false);
    expect(limiter.take("2001:db8:1:3::1").allowed).toBe(true);
    expect(limiter.take("::ffff:198.51.100.7").allowed).toBe(true);
    expect(limiter.take("198.51.100.7").allowed).toBe(true);
    expect(limiter.take("::ffff:c633:6407").allowed).toBe(false);
    expect(limiter.size).toBe(3);
  });

  it("counts at most maxClients, dropping those heard from least recently", () => {
    const limiter = createRateLimiter({ limit: 1, maxClients: 1000, now: () => 0 });
    limiter.take("10.0.0.1");
    for (let n = 0; n < 3000; n++) {
      limiter.take(`2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`);
      // A client heard from again stays.
      if (n % 100 === 0) limiter.take("10.0.0.2");
    }
    expect(limiter.size).toBeLessThanOrEqual(1000);
    expect(limiter.size).toBeGreaterThanOrEqual(500);
    // The first client was dropped, so it starts afresh; the last ones are still counted.
    expect(limiter.take("10.0.0.1").allowed).toBe(true);
    expect(limiter.take("10.0.0.2").allowed).toBe(false);
    for (let n = 2600; n < 3000; n++) expect(limiter.take(`2001:db8:0:${n.toString(16)}::2`).allowed).toBe(false);
  });

  it("holds 100,000 clients by default", () => {
    const limiter = createRateLimiter({ limit: 10, now: () => 0 });
    for (let n = 0; n < 120_000; n++) limiter.take(`10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`);
    expect(limiter.size).toBeLessThanOrEqual(MAX_CLIENTS);
    expect(limiter.size).toBeGreaterThanOrEqual(MAX_CLIENTS / 2);
    expect(MAX_CLIENTS).toBe(100_000);
  });
});
