// How problems are printed: one line each with file:line:column, then the JSON pointer.
import type { Problem } from "./content/problem.ts";

export type ProblemFormat = "stylish" | "json";

export function formatProblems(problems: readonly Problem[], format: ProblemFormat): string {
  if (format === "json") {
    return JSON.stringify(problems.map(({ message, file, line, column, pointer }) => ({ message, file, line, column, pointer })), null, 2);
  }
  return problems
    .map((problem) => {
      const place = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
      return problem.pointer ? `${place}  ${problem.message}\n    at ${problem.pointer}` : `${place}  ${problem.message}`;
    })
    .join("\n");
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
