import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { ShellData } from "../../foundation/site-data.ts";
import { breakpoint } from "../../foundation/theme/tokens.ts";
import { laidOutNearView } from "../../foundation/ui/styles.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { headerHeight, secondaryHeight } from "./nav-styles.ts";
import { SecondaryNav } from "./secondary-nav.tsx";

const main = css`
  padding-top: ${headerHeight}px;
  min-height: 70vh;
  /* Every block after the first. */
  & > * + * {
    ${laidOutNearView};
  }
  ${breakpoint.lg} {
    padding-top: ${headerHeight + secondaryHeight}px;
  }
`;

export function Layout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <Header shell={shell} />
      <SecondaryNav shell={shell} />
      <main id="main" tabIndex={-1} css={main}>
        {children}
      </main>
      <Footer shell={shell} />
    </>
  );
}
