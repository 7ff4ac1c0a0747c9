// The Problems list: every problem of the document, validate's and the lint's, each a button that
// takes you to its field. A problem is placed by what holds it and its field's title ("Karachi,
// Name"), in the words of the outline and the forms: the commands keep the file's lines and columns.
// The panel folds, its count in view when closed; open, it takes at most a fifth of the screen's
// height (less on a phone) and scrolls on its own, so the form keeps two thirds of it.
import { css } from "@emotion/react";
import { memo, useDeferredValue, useState } from "react";
import { inStaffWords, messageWithPlaces } from "../foundation/content/index.ts";
import { color } from "../foundation/theme/tokens.ts";
import type { Checks, EditorProblem } from "./checks.ts";
import type { OutlineItem } from "./outline.ts";
import { placeInWords } from "./place-words.ts";

const panelStyle = css`
  border-top: 1px solid ${color("border")};
  padding: 0 12px 4px;
  max-height: 20vh;
  display: flex;
  flex-direction: column;
  /* On a phone the toolbar and the tabs take more of the height. */
  @media (max-width: 760px) {
    max-height: 15vh;
  }
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  h2 button {
    font: inherit;
    font-weight: 700;
    padding: 6px 0;
    border: 0;
    background: none;
    color: ${color("text")};
    cursor: pointer;
  }
  h2 button:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: 1px;
  }
  > div {
    min-height: 0;
    overflow: auto;
  }
`;

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
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

/**
 * Drawn again when the problems, the outline or what to do on a click change, not with each key:
 * the document it is given names the problems' places, which change only when the problems do.
 */
export const ProblemsPanel = memo(
  function ProblemsPanel({
    checks,
    onGo,
    document,
    outline,
    publishing,
  }: {
    checks: Checks;
    onGo: (problem: EditorProblem) => void;
    document: unknown;
    outline: readonly OutlineItem[];
    /** Whether the editor is the admin's, whose Publish page publishes over the checks' findings given a reason. */
    publishing: boolean;
  }) {
    const { problems, more, checking } = checks;
    // What stops a publish is what stops a build: the file's errors (listed first). What the checks
    // of the wording find (a contradiction) is for a person to judge.
    const blocking = problems.filter((problem) => problem.source === "validate").length;
    const stopping =
      blocking === problems.length ? (blocking === 1 ? "this is" : "these are") : blocking === 1 ? "the first one is" : `the first ${blocking} are`;
    const judged = publishing ? "the site can be published with them, saying why they may stay" : "for you to judge before publishing";
    const total = problems.length + more;
    const [open, setOpen] = useState(true);
    // The outline changes with each key typed in an entry (its item is new); the places named in the
    // list follow it once the key is drawn, in a render a next key interrupts, not within the key's.
    const listedOutline = useDeferredValue(outline);
    const listedDocument = useDeferredValue(document);
    return (
      <section aria-labelledby="problems-heading" css={panelStyle}>
        <h2 id="problems-heading">
          <button type="button" aria-expanded={open} aria-controls="problems-body" onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? "▾ " : "▸ "}</span>
            Problems ({total}){checking ? <span css={{ fontWeight: 400 }}> · checking…</span> : null}
          </button>
        </h2>
        <div id="problems-body" hidden={!open}>
          {total === 0 ? (
            <p css={{ margin: "4px 0" }}>{checking ? "Checking the whole site…" : "No problems: the site is ready to publish."}</p>
          ) : (
            <>
              <p css={{ margin: "4px 0" }}>
                {blocking > 0
                  ? `You can save at any time; the site cannot be published until ${stopping} fixed.${blocking < problems.length ? ` After them, the checks' findings: ${judged}.` : ""}`
                  : `You can save at any time. The checks' findings: ${judged}.`}
              </p>
              {problems.some((problem) => problem.earlier) && (
                <p css={{ margin: "4px 0" }}>The wording is checked again once the errors are fixed: until then, its problems are those it found before.</p>
              )}
              <ProblemList problems={problems} more={more} onGo={onGo} document={listedDocument} outline={listedOutline} />
            </>
          )}
        </div>
      </section>
    );
  },
  (before, after) => before.checks === after.checks && before.outline === after.outline && before.onGo === after.onGo,
);

/** The problems, each a button to its field, named by where it is in the outline's words. */
const ProblemList = memo(function ProblemList({
  problems,
  more,
  onGo,
  document,
  outline,
}: {
  problems: readonly EditorProblem[];
  more: number;
  onGo: (problem: EditorProblem) => void;
  document: unknown;
  outline: readonly OutlineItem[];
}) {
  return (
    <ul css={listStyle}>
      {problems.map((problem, index) => (
        <li key={index} className={problem.severity}>
          <button type="button" onClick={() => onGo(problem)}>
            <span className="kind">{problem.severity === "error" ? "Error" : "Warning"}</span> {placeInWords(problem.place.pointer, document, outline)}:{" "}
            {messageWithPlaces(inStaffWords(problem), (related) => `${related.message} (${placeInWords(related.place.pointer, document, outline)})`)}
          </button>
        </li>
      ))}
      {more > 0 && <li css={{ padding: "6px 8px" }}>…and at least {more} more, shown as the ones above are fixed.</li>}
    </ul>
  );
});
