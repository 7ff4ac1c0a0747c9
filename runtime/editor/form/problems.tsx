// A field's problems and help text, under its control, and the ids its control is described by.
import { inStaffWords, messageWithPlaces } from "../../foundation/content/index.ts";
import type { FieldProblem } from "./context.ts";
import { helpStyle, problemStyle } from "./styles.ts";

/** The ids of the help text and problems of a field, for aria-describedby. */
export function describedBy(id: string, help: boolean, problems: readonly FieldProblem[]): string | undefined {
  const ids = [...(problems.length > 0 ? [`${id}-problems`] : []), ...(help ? [`${id}-help`] : [])];
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * The editor's own words are English: under the box of a text in a right-to-left language (the
 * Urdu of a city's description) they still read left to right, in the editor's typeface.
 */
const editorWords = { lang: "en", dir: "ltr" } as const;

function Problems({ id, problems }: { id: string; problems: readonly FieldProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div id={`${id}-problems`} {...editorWords}>
      {problems.map((problem, index) => (
        <p key={index} css={problemStyle} data-severity={problem.severity}>
          {problem.source === "lint"
            ? messageWithPlaces({ related: [], ...inStaffWords(problem) }, (related) => related.message)
            : inStaffWords(problem).message}
        </p>
      ))}
    </div>
  );
}

/** What is said under a field, a list or a group: its problems, then its help text (the schema's description). */
export function ProblemsAndHelp({ id, problems, help }: { id: string; problems: readonly FieldProblem[]; help: string | undefined }) {
  return (
    <>
      <Problems id={id} problems={problems} />
      {help ? (
        <p id={`${id}-help`} css={helpStyle} {...editorWords}>
          {help}
        </p>
      ) : null}
    </>
  );
}
