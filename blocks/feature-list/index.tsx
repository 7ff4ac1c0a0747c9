import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { color, fontSize, radius, space, leading } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { blockList, grid, iconBadge, muted } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

const itemStyle = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
  height: 100%;
`;

// Alike in shape to place-list's badge and title on purpose: each block's look is its own (here larger, filled), so one can change alone.
const badgeStyle = css`
  ${iconBadge};
  width: 44px;
  height: 44px;
  background: ${color("accent")};
  color: ${color("accentText")};
`;

const titleStyle = css`
  font-size: ${fontSize.lg};
  line-height: ${leading.snug};
  margin: 0;
  color: ${color("text")};
`;

const descriptionStyle = css`
  ${muted};
  margin: ${space.xs} 0 0;
  line-height: ${leading.normal};
`;

/** Points with icons: benefits, reasons to choose the company, core values, highlights. */
export function FeatureListBlock({ block }: { block: BlockOf<"feature-list"> }) {
  const marks = useFallbackMarks();
  return (
    <Section title={block.title} intro={block.intro} tone="tinted">
      <ul css={[blockList, grid(block.columns ?? 3)]}>
        {block.items.map((item, index) => (
          <li key={`${index}-${item.title}`} css={itemStyle}>
            {/* Alike in shape to a testimonial's initial beside its name on purpose: a badge beside two lines, but other content and styles. */}
            {item.icon && (
              <span css={badgeStyle}>
                <Icon name={item.icon} size={22} />
              </span>
            )}
            <div>
              <h3 css={titleStyle} {...marks(item.title)}>
                {item.title}
              </h3>
              {item.description && (
                <p css={descriptionStyle} {...marks(item.description)}>
                  {item.description}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
