// What the editor shows instead of its forms when pages.json cannot be read as data (broken JSON,
// bytes that are not UTF-8): in words, what happened and who can correct it; under a fold closed by
// default, each problem at its line and column as `pages validate` prints it, for that person; and a
// way to try again once the file is corrected.
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
      <h1>The site cannot be opened in the editor yet</h1>
      <p>
        The site's file was changed outside the editor and has a mistake in it, so the editor cannot show it. Nothing was changed. Ask the person who looks
        after the site to correct it, then press Reload.
      </p>
      <details>
        <summary>Where the file breaks, for the person who corrects it</summary>
        <p>The numbers are the line and the column of {file} in a text editor; the site's validate command lists the same problems.</p>
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
      </details>
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
