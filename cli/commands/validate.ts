// `pages validate [file]`: every problem in pages.json at once.
import { validateFile } from "../../runtime/server/index.ts";
import { countProblems, formatProblems, plural, type ProblemFormat, routeTable } from "../../runtime/foundation/content/index.ts";

export interface ValidateCommandOptions {
  format: ProblemFormat;
}

export async function validateCommand(file: string, options: ValidateCommandOptions): Promise<number> {
  const result = await validateFile(file);
  if (options.format === "json") {
    console.log(formatProblems(result.problems, "json"));
  } else if (result.status === "valid") {
    console.log(`${file} is valid: ${plural(routeTable(result.data).length, "route")}.`);
  } else {
    console.log(formatProblems(result.problems, "stylish", result.more));
    const count = countProblems(result.problems, result.more, result.status === "invalid" ? "problem" : "error");
    console.log(`\n${count.charAt(0).toUpperCase()}${count.slice(1)} in ${file}.`);
  }
  if (result.status === "valid") return 0;
  return result.status === "invalid" ? 1 : 2;
}
