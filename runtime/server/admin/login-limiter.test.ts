import { describe, expect, it } from "vitest";
import { LoginLimiter, perName } from "./login-limiter.ts";

describe("the login limiter", () => {
  it("lets a few mistakes through, then doubles the wait with each failure, up to its longest", () => {
    let now = 0;
    const limiter = new LoginLimiter(perName, () => now);
    const waits: number[] = [];
    for (let failure = 1; failure <= 15; failure++) {
      limiter.failed("ayesha");
      waits.push(limiter.waitFor("ayesha"));
    }
    expect(waits.slice(0, 6)).toEqual([0, 0, 0, 1000, 2000, 4000]);
    expect(waits.at(-1)).toBe(15 * 60 * 1000);
    now += 15 * 60 * 1000;
    expect(limiter.waitFor("ayesha")).toBe(0);
    // Another name is not held by this one's failures; a success forgets them.
    expect(limiter.waitFor("bilal")).toBe(0);
    limiter.succeeded("ayesha");
    limiter.failed("ayesha");
    expect(limiter.waitFor("ayesha")).toBe(0);
  });
});
