import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { color, fontSize, space } from "../../runtime/foundation/theme/tokens.ts";
import { container, readingDirection } from "../../runtime/foundation/ui/styles.ts";
import { breadcrumbSteps } from "./steps.ts";

const bar = css`
  border-bottom: 1px solid ${color("border")};
  background: ${color("surface")};
`;

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: ${space.sm} 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${fontSize.sm};
`;

const itemStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  color: ${color("textMuted")};
  a {
    color: ${color("link")};
    text-decoration: none;
    display: inline-block;
    padding: ${space.xs} 0;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const currentStyle = css`
  color: ${color("text")};
  font-weight: 600;
`;

/** The trail from Home to the current page (described to search engines by meta.ts, in the page's head). */
export function BreadcrumbBlock({ block }: { block: BlockOf<"breadcrumb"> }) {
  const { shell } = useSite();
  const marks = useFallbackMarks();
  const steps = breadcrumbSteps(block, shell);
  const lastIndex = steps.length - 1;
  return (
    <nav aria-label={shell.labels.breadcrumb} {...marks.named(shell.labels.breadcrumb)} css={bar}>
      <div css={container}>
        <ol css={listStyle}>
          {steps.map((step, index) => (
            <li key={`${index}-${step.label}`} css={itemStyle}>
              {index > 0 && (
                <span aria-hidden="true" css={readingDirection}>
                  /
                </span>
              )}
              {index === lastIndex || !step.href ? (
                <span css={index === lastIndex && currentStyle} aria-current={index === lastIndex ? "page" : undefined} {...marks(step.label)}>
                  {step.label}
                </span>
              ) : (
                <a href={step.href} {...marks(step.label)}>
                  {step.label}
                </a>
              )}
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
