import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useFallbackMarks } from "../site-context.tsx";
import { color, fontSize, space } from "../theme/tokens.ts";
import { container, muted } from "./styles.ts";

const sectionStyle = css`
  padding: ${space.xl} 0;
`;

const tinted = css`
  background: ${color("surface")};
`;

const headingStyle = css`
  font-size: ${fontSize.xxl};
  color: ${color("text")};
`;

/** A page section with its heading; every block that has a title renders inside one. */
export function Section({ title, intro, tone = "plain", children }: { title?: string; intro?: string; tone?: "plain" | "tinted"; children: ReactNode }) {
  const marks = useFallbackMarks();
  return (
    <section css={[sectionStyle, tone === "tinted" && tinted]}>
      <div css={container}>
        {title && (
          <h2 css={headingStyle} {...marks(title)}>
            {title}
          </h2>
        )}
        {intro && (
          <p
            {...marks(intro)}
            css={[
              muted,
              css`
                max-width: 70ch;
              `,
            ]}
          >
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
