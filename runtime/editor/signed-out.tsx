// What the editor shows instead of its forms when this browser may not use it: the address was used
// already (in another browser, or found later in the history), it is from an earlier start, or the
// editor was restarted since this page was opened. The server's sentence says which, and what to do.
// In the admin (/admin/edit/), it is the admin's session that ended: the page links to its login.
import { css } from "@emotion/react";
import { GlobalStyles } from "../foundation/ui/global-styles.tsx";

const pageStyle = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: 24px 16px;
`;

export function SignedOut({ message, signIn }: { message: string; signIn?: string }) {
  if (signIn)
    return (
      <main css={pageStyle}>
        <GlobalStyles />
        <h1>Signed out</h1>
        <p role="alert">{message}</p>
        <p>
          <a href={signIn}>Sign in</a>, then open the editor again.
        </p>
      </main>
    );
  return (
    <main css={pageStyle}>
      <GlobalStyles />
      <h1>This address cannot open the editor</h1>
      <p role="alert">{message}</p>
      <p>
        Each address the editor prints opens it once, in one browser, so that nobody who finds the address later (in the browser&apos;s history, or on a
        screenshot) can change the site. Nothing was changed.
      </p>
    </main>
  );
}
