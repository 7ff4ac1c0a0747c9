// Findings for machines: an array of { rule, severity, message, file, line, column, pointer, route }
// plus routes, every page the finding shows on. Acknowledged findings are left out.
import type { LintResult } from "../types.ts";

export function formatJson(result: LintResult): string {
  const findings = result.findings.map(({ rule, severity, message, file, line, column, pointer, route, routes }) => ({
    rule,
    severity,
    message,
    file,
    line,
    column,
    pointer,
    route,
    routes,
  }));
  return JSON.stringify(findings, null, 2);
}
