// What the editor shows instead of its forms when pages.json cannot be read as data (broken JSON,
// bytes that are not UTF-8): each problem at its line and column, as `pages validate` prints it,
// what to do, and a way to try again once the file is corrected.
import { css } from "@emotion/react";
import type { Diagnostic, MoreProblems } from "../foundation/content/index.ts";
import { GlobalStyles } from "../foundation/ui/global-styles.tsx";
import { color } from "../foundation/theme/tokens.ts";
import { smallButton } from "./form/styles.ts";

const pageStyle = css`
  max-width: 60rem;
  margin: 0 auto;
  padding: 24px 16px;
  li {
    margin: 8px 0;
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${color("danger")};
  }
`;

interface UnreadableFileProps {
  file: string;
  problems: readonly Diagnostic[];
  more?: MoreProblems;
  onReload: () => void;
}

export function UnreadableFile({ file, problems, more, onReload }: UnreadableFileProps) {
  return (
    <main css={pageStyle}>
      <GlobalStyles />
      <h1>{file} cannot be opened in the editor yet</h1>
      <p>
        The editor shows the file in forms once it can be read as data, and here it cannot. Nothing was changed. Correct what is listed below in a text editor
        (the numbers are the line and the column), save it, then press Reload. `npx pages validate` lists the same problems.
      </p>
      <ul role="alert">
        {problems.map((problem, index) => (
          <li key={index}>
            <strong>
              {file}:{problem.place.line}:{problem.place.column}
            </strong>{" "}
            {problem.message}
          </li>
        ))}
      </ul>
      {more && (
        <p>
          …and {more.atLeast ? "at least " : ""}
          {more.count} more.
        </p>
      )}
      <button type="button" css={smallButton} onClick={onReload}>
        Reload
      </button>
    </main>
  );
}
