// Findings for machines: an array of { rule, severity, message, file, line, column, pointer, route }
// plus routes, every page the finding shows on. Acknowledged findings are left out.
import { messageInWords } from "../../../runtime/foundation/content/index.ts";
import type { LintResult } from "../../../runtime/lint/index.ts";

export function formatJson(result: LintResult): string {
  const findings = result.findings.map(({ code, severity, place: { file, line, column, pointer }, routes, ...finding }) => ({
    rule: code,
    severity,
    message: messageInWords(finding),
    file,
    line,
    column,
    pointer,
    route: routes[0] ?? "",
    routes,
  }));
  return JSON.stringify(findings, null, 2);
}
