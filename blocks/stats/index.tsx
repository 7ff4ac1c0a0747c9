// Statistic cards: a big figure, what it counts, and an optional icon.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, fontSize, radius, space, leading } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { blockList, card, iconBadge } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

// Two figures a row even on phones (a single column of big numbers reads as a long list).
function statGrid(count: number) {
  return css`
    ${blockList};
    display: grid;
    gap: ${space.md};
    grid-template-columns: repeat(${Math.min(count, 2)}, minmax(0, 1fr));
    ${breakpoint.lg} {
      gap: ${space.lg};
      grid-template-columns: repeat(${Math.min(count, 4)}, minmax(0, 1fr));
    }
  `;
}

const statCard = css`
  ${card};
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${space.sm};
  padding: ${space.lg} ${space.sm};
  border-top: 4px solid ${color("accent")};
`;

const badge = css`
  ${iconBadge};
  border-radius: ${radius.pill};
  background: ${color("surface")};
  color: ${color("accent")};
`;

const figure = css`
  margin: 0;
  /* Sized so the longest figure (100,000+) fits a half-width phone card and a quarter-width desktop one. */
  font-size: clamp(1.6rem, 0.9rem + 2.2vw, 2.6rem);
  font-weight: 800;
  line-height: ${leading.tight};
  letter-spacing: -0.02em;
  color: ${color("text")};
  font-variant-numeric: tabular-nums;
`;

const label = css`
  margin: 0;
  color: ${color("textMuted")};
  font-weight: 600;
  font-size: ${fontSize.sm};
  ${breakpoint.md} {
    font-size: ${fontSize.base};
  }
`;

export function StatsBlock({ block }: { block: BlockOf<"stats"> }) {
  const marks = useFallbackMarks();
  return (
    <Section title={block.title} tone="tinted">
      <ul css={statGrid(block.items.length)}>
        {block.items.map((item) => (
          <li key={item.label} css={statCard}>
            {item.icon && (
              <span css={badge}>
                <Icon name={item.icon} size={24} />
              </span>
            )}
            <p css={figure} {...marks(item.value)}>
              {item.value}
            </p>
            <p css={label} {...marks(item.label)}>
              {item.label}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
