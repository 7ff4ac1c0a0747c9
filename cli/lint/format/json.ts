// Findings for machines: an array of { rule, severity, message, file, line, column, pointer, route }
// plus routes, every page the finding shows on. Acknowledged findings are left out.
import type { LintResult } from "../types.ts";

export function formatJson(result: LintResult): string {
  const findings = result.findings.map(({ code, severity, message, place: { file, line, column, pointer }, routes }) => ({
    rule: code,
    severity,
    message,
    file,
    line,
    column,
    pointer,
    route: routes[0] ?? "",
    routes,
  }));
  return JSON.stringify(findings, null, 2);
}
