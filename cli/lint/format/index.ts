// The output formats of pages lint, by name.
import type { LintResult } from "../../../runtime/lint/index.ts";
import { formatJson } from "./json.ts";
import { formatSarif } from "./sarif.ts";
import { formatStylish, type StylishOptions } from "./stylish.ts";

export const formatNames = ["stylish", "json", "sarif"] as const;
export type FormatName = (typeof formatNames)[number];

export function formatResult(result: LintResult, format: FormatName, options: StylishOptions): string {
  if (format === "json") return formatJson(result);
  if (format === "sarif") return formatSarif(result);
  return formatStylish(result, options);
}
