// What a benchmark found, budget by budget, and how it ends: every benchmark's last line is the
// same summary and its exit code says the same thing, so a script or a person can act on it.
//
//   0  every budget and check met
//   1  at least one missed, and everything was measured
//   2  something could not be measured (then the verdict is incomplete, whatever else was met)
//   130 interrupted (Ctrl+C)
import { budgetText, within, type Budget } from "./measure.ts";

export class BenchTally {
  readonly met: string[] = [];
  readonly missed: string[] = [];
  readonly unmeasured: string[] = [];

  /** Holds value against budget and records the outcome; true when it is within. */
  judge(what: string, value: number, budget: Budget, format: (value: number) => string = String): boolean {
    const ok = within(budget, value);
    (ok ? this.met : this.missed).push(`${what}: ${format(value)} (budget ${budgetText(budget, format)})`);
    return ok;
  }

  /** Records a budget that is a yes or no (every confirmed lead is stored); returns ok. */
  check(what: string, ok: boolean): boolean {
    (ok ? this.met : this.missed).push(what);
    return ok;
  }

  couldNotMeasure(what: string, error?: unknown): void {
    const reason = error === undefined ? "" : `: ${error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error)}`;
    this.unmeasured.push(`${what}${reason}`);
  }

  exitCode(interrupted = false): 0 | 1 | 2 | 130 {
    if (interrupted) return 130;
    // Nothing recorded at all means the benchmark measured nothing, which is not a pass.
    if (this.unmeasured.length > 0 || this.met.length + this.missed.length === 0) return 2;
    return this.missed.length > 0 ? 1 : 0;
  }

  /** The closing lines: what was missed, what could not be measured, then one line for all of it. */
  summary(name: string, interrupted = false): string[] {
    const lines: string[] = [];
    const list = (heading: string, items: string[]) => {
      if (items.length === 0) return;
      lines.push(`${heading} (${items.length}):`);
      for (const item of items) lines.push(`  - ${item.split("\n").join("\n    ")}`);
    };
    list("Missed", this.missed);
    list("Could not measure", this.unmeasured);
    const total = this.met.length + this.missed.length;
    const missed = this.missed.length > 0 ? `, ${this.missed.length} missed` : "";
    const parts = [total === 0 ? "nothing measured" : `${this.met.length} of ${total} budget${total === 1 ? "" : "s"} met${missed}`];
    if (this.unmeasured.length > 0) parts.push(`${this.unmeasured.length} could not be measured`);
    if (interrupted) parts.push("interrupted");
    lines.push(`${name}: ${parts.join(", ")} (exit ${this.exitCode(interrupted)})`);
    return lines;
  }
}
