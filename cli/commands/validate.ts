// `pages validate [file] [--format stylish|json|sarif]`: every problem in pages.json at once.
import { validateFile } from "../../runtime/server/validate-file.ts";
import { countProblems, plural, routeTable, schemaCatalogue, type Diagnostic } from "../../runtime/foundation/content/index.ts";
import { formatReport, type FormatName, type ToolRule } from "../format/index.ts";

export interface ValidateCommandOptions {
  format: FormatName;
}

/** The codes found, as SARIF's rules: a catalogue entry's title and hint, or the code alone. */
function rulesOf(problems: readonly Diagnostic[]): ToolRule[] {
  const catalogue: Readonly<Record<string, { title: string; hint: string }>> = schemaCatalogue;
  return [...new Set(problems.map((problem) => problem.code))].map((id) => {
    const entry = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
    return { id, description: entry ? `${entry.title}. ${entry.hint}` : id, defaultLevel: "error" };
  });
}

export async function validateCommand(file: string, options: ValidateCommandOptions): Promise<number> {
  const result = await validateFile(file);
  const report = { tool: "pages validate", file, diagnostics: result.problems, more: result.more, rules: rulesOf(result.problems) };
  if (options.format !== "stylish") {
    console.log(formatReport(report, options.format, { color: false, maxWarnings: -1 }));
  } else if (result.status === "valid") {
    console.log(`${file} is valid: ${plural(routeTable(result.data).length, "route")}.`);
  } else {
    console.log(formatReport(report, "stylish", { color: false, maxWarnings: -1 }));
    const count = countProblems(result.problems, result.more, result.status === "invalid" ? "problem" : "error");
    console.log(`\n${count.charAt(0).toUpperCase()}${count.slice(1)} in ${file}.`);
  }
  if (result.status === "valid") return 0;
  return result.status === "invalid" ? 1 : 2;
}
