// Diagnostics for people. Validate's: one each, file:line:column and the message, then the JSON
// pointer, as every command prints problems in the file (formatProblems). The lint's, ESLint's
// stylish: grouped by the page they show on, one line each with file:line:column, severity,
// message and rule, then a summary. Related places are named in the message with their position.
import { styleText } from "node:util";
import { formatProblems, messageInWords } from "../../runtime/foundation/content/index.ts";
import { routeLabel, type LintFinding } from "../../runtime/lint/index.ts";
import type { Report } from "./report.ts";

export interface StylishOptions {
  color: boolean;
  /** --max-warnings, or -1 for no limit. */
  maxWarnings: number;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export function formatStylish(report: Report, options: StylishOptions): string {
  if (!report.lint) return formatProblems(report.diagnostics, "stylish", report.more);
  const result = { ...report.lint, file: report.file, findings: report.diagnostics };
  const paint = (format: Parameters<typeof styleText>[0], text: string) => (options.color ? styleText(format, text) : text);
  const place = (finding: { place: { file: string; line: number; column: number } }) => `${finding.place.file}:${finding.place.line}:${finding.place.column}`;
  const lines: string[] = [];
  const placeWidth = Math.max(0, ...result.findings.map((finding) => place(finding).length));
  const groups = new Map<string, LintFinding[]>();
  for (const finding of result.findings) {
    const label = routeLabel(finding.routes, result.pageCount);
    groups.set(label, [...(groups.get(label) ?? []), finding]);
  }
  for (const [label, findings] of groups) {
    lines.push(paint("underline", label));
    for (const finding of findings) {
      const severity = finding.severity === "error" ? paint("red", "error  ") : paint("yellow", "warning");
      lines.push(`  ${paint("dim", place(finding).padEnd(placeWidth))}  ${severity}  ${messageInWords(finding)}  ${paint("dim", finding.code)}`);
    }
    lines.push("");
  }

  const problems = result.errorCount + result.warningCount;
  if (problems === 0) {
    lines.push(paint("green", `✔ No problems in ${result.file} (${plural(result.pageCount, "page")}).`));
  } else {
    const summary = `✖ ${plural(problems, "problem")} (${plural(result.errorCount, "error")}, ${plural(result.warningCount, "warning")})`;
    lines.push(paint(["bold", result.errorCount > 0 ? "red" : "yellow"], summary));
  }
  if (options.maxWarnings >= 0 && result.warningCount > options.maxWarnings) {
    lines.push(paint("red", `Too many warnings: ${result.warningCount}, and --max-warnings allows ${options.maxWarnings}.`));
  }
  if (result.acknowledged.length > 0) {
    lines.push("", `${plural(result.acknowledged.length, "acknowledged finding")}, not counted (lint.acknowledged):`);
    for (const finding of result.acknowledged) {
      lines.push(`  ${paint("dim", place(finding))}  ${finding.code} on ${routeLabel(finding.routes, result.pageCount)}: ${finding.reason}`);
    }
  }
  if (result.stale.length > 0) {
    lines.push(
      "",
      `${plural(result.stale.length, "acknowledgement")} in lint.acknowledged no longer match${result.stale.length === 1 ? "es" : ""} a finding; remove ${result.stale.length === 1 ? "it" : "them"}:`,
    );
    for (const entry of result.stale) lines.push(`  ${paint("dim", place({ place: { file: result.file, ...entry } }))}  ${entry.rule} at ${entry.pointer}`);
  }
  return lines.join("\n");
}
