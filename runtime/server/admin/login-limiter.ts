// How often a login may be tried: per name typed (an account, or a name that is none: the answer is
// the same) and per address, each with a delay that grows with the failures in a row, so guessing a
// password takes years while a person who mistypes twice waits not at all. Kept in memory: a restart
// forgets it, which costs an attacker a restart they cannot cause.

export interface LimiterOptions {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait, doubled with each failure after it. */
  firstWaitMs: number;
  /** The longest wait. */
  longestWaitMs: number;
}

/** A name: a few mistakes are free, then 1 s, 2 s, 4 s ... up to 15 minutes. */
export const perName: LimiterOptions = { freeFailures: 3, firstWaitMs: 1000, longestWaitMs: 15 * 60 * 1000 };
/** An address, which may be an office of many people: more before the first wait. */
export const perAddress: LimiterOptions = { freeFailures: 20, firstWaitMs: 1000, longestWaitMs: 15 * 60 * 1000 };

interface Record {
  failures: number;
  /** No try before this (ms since the epoch). */
  until: number;
}

export class LoginLimiter {
  readonly #records = new Map<string, Record>();
  readonly #options: LimiterOptions;
  readonly #now: () => number;

  constructor(options: LimiterOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  /** How long the key must wait before it may try again (0: now). */
  waitFor(key: string): number {
    const record = this.#records.get(key);
    return record ? Math.max(0, record.until - this.#now()) : 0;
  }

  failed(key: string): void {
    const record = this.#records.get(key) ?? { failures: 0, until: 0 };
    record.failures += 1;
    const over = record.failures - this.#options.freeFailures;
    if (over > 0) record.until = this.#now() + Math.min(this.#options.firstWaitMs * 2 ** (over - 1), this.#options.longestWaitMs);
    this.#records.set(key, record);
    // A bound on memory however many names are tried: the oldest go first.
    if (this.#records.size > 100_000) this.#records.delete(this.#records.keys().next().value!);
  }

  succeeded(key: string): void {
    this.#records.delete(key);
  }
}
