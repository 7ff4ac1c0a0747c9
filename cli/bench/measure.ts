// What every benchmark under cli/bench/ measures with: medians and percentiles, a command timed
// end to end the way a person runs it (process start included), and a figure held against its
// budget from cli/bench/budgets.ts, printed as "ok" or "OVER".
import { spawnSync } from "node:child_process";

/** The bytes in a kilobyte, as every report prints sizes and as the byte budgets are written. */
export const KB = 1024;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A limit a figure must stay within: at most (`<=`) or at least (`>=`) `value`. */
export interface Budget {
  op: "<=" | ">=";
  value: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("the median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The smallest value that p percent of the values are at or below (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error(`the ${p}th percentile of no values`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function within(budget: Budget, value: number): boolean {
  return budget.op === ">=" ? value >= budget.value : value <= budget.value;
}

/** "ok" or "OVER" for a figure with a budget, nothing for one without. */
export function verdict(ok: boolean | null): string {
  return ok === null ? "" : ok ? "ok" : "OVER";
}

/** The budget as a report prints it, in the figure's own format: "<= 300 ms". */
export function budgetText(budget: Budget, format: (value: number) => string = String): string {
  return `${budget.op} ${format(budget.value)}`;
}

export interface TimeCommandOptions {
  cwd: string;
  runs: number;
  /** The exit codes that mean the command did its work (lint answers 1 when it finds problems). */
  okCodes?: readonly number[];
}

/**
 * The median wall-clock time of `node args...` over `runs` runs, after one run that is not counted
 * (it fills the caches a person's second run would find). A run ending with another exit code
 * throws: the figure would be the time of a failure, not of the work.
 */
export function timeCommand(args: readonly string[], { cwd, runs, okCodes = [0] }: TimeCommandOptions): number {
  const samples: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 1 << 30 });
    const ms = performance.now() - start;
    if (result.error) throw new Error(`${args.join(" ")} could not run: ${result.error.message}`);
    if (result.status === null || !okCodes.includes(result.status)) {
      const said = `${result.stderr}${result.stdout}`.trim().split("\n").slice(-3).join(" | ");
      throw new Error(`${args.join(" ")} exited ${result.status ?? result.signal}${said ? `: ${said}` : ""}`);
    }
    if (run > 0) samples.push(ms);
  }
  return median(samples);
}
