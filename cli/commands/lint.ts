// `pages lint [file] [--format stylish|json|sarif] [--max-warnings N]`: the content problems an
// editor must see before deploying. Exit 0 when clean or the warnings are within the limit, 1 on
// an error or too many warnings, 2 when the file cannot be linted (then validate's problems show).
import { InvalidArgumentError } from "commander";
import { formatReport, lintReport, type FormatName } from "../format/index.ts";
import { lintFile, lintToolRules } from "../lint/lint-file.ts";
import { countProblems, formatProblems } from "../../runtime/foundation/content/index.ts";
import { reportInternalError } from "../../runtime/server/report-internal-error.ts";

export interface LintCommandOptions {
  format: FormatName;
  /** -1 for no limit. */
  maxWarnings: number;
}

export function parseMaxWarnings(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("give a whole number of warnings, 0 or more.");
  return Number(value);
}

export async function lintCommand(file: string, options: LintCommandOptions): Promise<number> {
  let run: Awaited<ReturnType<typeof lintFile>>;
  try {
    run = await lintFile(file);
  } catch (error) {
    // A bug in a rule must not look like a clean file or like findings: it is "could not run".
    reportInternalError(error);
    return 2;
  }
  if (run.status !== "linted") {
    console.error(formatProblems(run.problems, "stylish", run.more));
    const one = run.problems.length === 1 && !run.more;
    const what = run.status === "unreadable" ? "it can be read" : `the ${countProblems(run.problems, run.more, "problem")} above ${one ? "is" : "are"} fixed`;
    console.error(`\n${file} cannot be linted until ${what}.`);
    return 2;
  }
  const { result } = run;
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  console.log(formatReport(lintReport(result, lintToolRules()), options.format, { color, maxWarnings: options.maxWarnings }));
  const tooManyWarnings = options.maxWarnings >= 0 && result.warningCount > options.maxWarnings;
  return result.errorCount > 0 || tooManyWarnings ? 1 : 0;
}
