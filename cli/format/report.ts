// What the formats print: the diagnostics of one run of `pages validate` or `pages lint` on a file.
import type { Diagnostic, MoreProblems } from "../../runtime/foundation/content/index.ts";
import type { AcknowledgedFinding, LintResult, StaleAcknowledgement } from "../../runtime/lint/index.ts";

/** The rules (or validate's codes) a SARIF log describes. */
export interface ToolRule {
  id: string;
  description: string;
  defaultLevel: "error" | "warning";
  kind?: string;
  /** Where the rule is explained, from the project's folder. */
  help?: string;
}

export interface Report {
  /** The command that found them: "pages validate", "pages lint". */
  tool: string;
  file: string;
  diagnostics: readonly Diagnostic[];
  /** Problems beyond those listed (validate stops listing at 100). */
  more?: MoreProblems;
  /** The lint's settings applied: acknowledged findings, entries that no longer match, how many pages. */
  lint?: Pick<LintResult, "pageCount" | "errorCount" | "warningCount"> & {
    acknowledged: readonly AcknowledgedFinding[];
    stale: readonly StaleAcknowledgement[];
  };
  /** What the SARIF log names as the tool's rules; the codes found when left out. */
  rules?: readonly ToolRule[];
}

/** A lint result as a report. */
export function lintReport(result: LintResult, rules: readonly ToolRule[]): Report {
  const { findings, file, ...lint } = result;
  return { tool: "pages lint", file, diagnostics: findings, lint, rules };
}
