// The output formats of pages validate and pages lint, by name: one family for both commands.
import { formatJson } from "./json.ts";
import type { Report } from "./report.ts";
import { formatSarif } from "./sarif.ts";
import { formatStylish, type StylishOptions } from "./stylish.ts";

export { lintReport, type Report, type ToolRule } from "./report.ts";
export type { StylishOptions } from "./stylish.ts";

export const formatNames = ["stylish", "json", "sarif"] as const;
export type FormatName = (typeof formatNames)[number];

export function formatReport(report: Report, format: FormatName, options: StylishOptions): string {
  if (format === "json") return formatJson(report);
  if (format === "sarif") return formatSarif(report);
  return formatStylish(report, options);
}
