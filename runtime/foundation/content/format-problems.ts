// How problems are printed: one line each with file:line:column, then the JSON pointer. The CLI,
// the dev server's overlay and the servers' logs all print them so.
import { messageInWords, placeName, type Diagnostic, type MoreProblems } from "./diagnostic.ts";

/** The way people read problems in the file (the CLI's stylish format; JSON and SARIF are the CLI's, cli/format/). */
export type ProblemFormat = "stylish";

/** The problems, one each; a last line says how many more there are. */
export function formatProblems(problems: readonly Diagnostic[], format: ProblemFormat, more?: MoreProblems): string {
  const lines = problems.map((problem) => {
    const message = messageInWords(problem);
    return problem.place.pointer ? `${placeName(problem.place)}  ${message}\n    at ${problem.place.pointer}` : `${placeName(problem.place)}  ${message}`;
  });
  if (more) lines.push(`...and ${more.atLeast ? "at least " : ""}${more.count} more, not listed: fix these first, then check again.`);
  return lines.join("\n");
}

/** "6 problems", or "at least 1000 errors" when counting stopped. */
export function countProblems(problems: readonly Diagnostic[], more: MoreProblems | undefined, noun: string): string {
  const counted = plural(problems.length + (more?.count ?? 0), noun);
  return more?.atLeast ? `at least ${counted}` : counted;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * A failure of pages itself (a check or a command that threw), told apart from a problem in the
 * file so nobody edits a good file to get past it. The stack is for whoever fixes it: PAGES_DEBUG=1.
 */
export function internalErrorMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `pages stopped on an internal error (${reason}). This is a bug in pages, not a problem in your file: please report it, with the command you ran. PAGES_DEBUG=1 shows the details.`;
}
