// The Problems list: every problem of the document, validate's and the lint's, in the words the
// commands print (with the lint rule's name), each a button that takes you to its field.
import { css } from "@emotion/react";
import { messageInWords } from "../foundation/content/index.ts";
import { color } from "../foundation/theme/tokens.ts";
import type { Checks, EditorProblem } from "./checks.ts";

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 30vh;
  overflow: auto;
  button {
    font: inherit;
    text-align: start;
    width: 100%;
    padding: 6px 8px;
    border: 0;
    border-bottom: 1px solid ${color("border")};
    background: none;
    color: ${color("text")};
    cursor: pointer;
  }
  button:hover {
    background: ${color("surface")};
  }
  button:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: -3px;
  }
  .kind {
    font-weight: 700;
  }
  .error .kind {
    color: ${color("danger")};
  }
`;

export function ProblemsPanel({ checks, onGo, file }: { checks: Checks; onGo: (problem: EditorProblem) => void; file: string }) {
  const { problems, more, checking } = checks;
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const total = problems.length + more;
  return (
    <section aria-labelledby="problems-heading" css={{ borderTop: `1px solid ${color("border")}`, padding: "4px 12px" }}>
      <h2 id="problems-heading" css={{ fontSize: "1rem", margin: "4px 0" }}>
        Problems ({total}){checking ? <span css={{ fontWeight: 400 }}> · checking…</span> : null}
      </h2>
      {total === 0 ? (
        <p css={{ margin: "4px 0" }}>{checking ? "Checking the whole site…" : "No problems: `pages validate` and `pages lint` will pass."}</p>
      ) : (
        <>
          {errors > 0 && <p css={{ margin: "4px 0" }}>You can save at any time; `pages build` refuses {file} while it has errors.</p>}
          {problems.some((problem) => problem.earlier) && (
            <p css={{ margin: "4px 0" }}>The wording is checked again once the errors are fixed: until then, its problems are those it found before.</p>
          )}
          <ul css={listStyle}>
            {problems.map((problem, index) => (
              <li key={index} className={problem.severity}>
                <button type="button" onClick={() => onGo(problem)}>
                  <span className="kind">{problem.source === "lint" ? `${problem.severity} (${problem.code})` : "error"}</span> {file}:{problem.place.line}:
                  {problem.place.column} {messageInWords(problem)}
                </button>
              </li>
            ))}
            {more > 0 && <li css={{ padding: "6px 8px" }}>…and at least {more} more, shown as the ones above are fixed.</li>}
          </ul>
        </>
      )}
    </section>
  );
}
