// The ways to ship to a city, side by side, with a link to every service.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { color, fontSize, radius, space } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { SmartLink } from "../../runtime/foundation/ui/smart-link.tsx";
import { blockList, buttonStyles, card, grid, iconBadge, muted } from "../../runtime/foundation/ui/styles.ts";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const optionCard = css`
  ${card};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  height: 100%;
`;

const badge = css`
  ${iconBadge};
  background: ${color("accent")};
  color: ${color("accentText")};
  margin-bottom: ${space.xs};
`;

const title = css`
  font-size: ${fontSize.xl};
  margin: 0;
`;

const description = css`
  ${muted};
  margin: 0;
  flex-grow: 1;
`;

const transit = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  margin: ${space.sm} 0 0;
  padding-block: ${space.xs};
  padding-inline: ${space.sm} ${space.md};
  border-radius: ${radius.pill};
  background: ${color("surface")};
  border: 1px solid ${color("border")};
  color: ${color("text")};
  font-size: ${fontSize.sm};
  font-weight: 700;
  & svg {
    color: ${color("accent")};
  }
`;

const footer = css`
  margin-top: ${space.lg};
`;

export function ShippingOptionsBlock({ block }: { block: BlockOf<"shipping-options"> }) {
  const { labels } = useSite().shell;
  const marks = useFallbackMarks();
  return (
    <Section title={block.title} intro={block.intro}>
      <ul css={[blockList, grid(Math.min(block.options.length, 3))]}>
        {block.options.map((option) => (
          <li key={option.title} css={optionCard}>
            <span css={badge}>
              <Icon name={option.icon} size={26} />
            </span>
            <h3 css={title} {...marks(option.title)}>
              {option.title}
            </h3>
            <p css={description} {...marks(option.description)}>
              {option.description}
            </p>
            {option.transit && (
              <p css={transit}>
                <Icon name="clock" size={16} />
                <span className="visually-hidden" {...marks(labels.transitTime)}>{`${labels.transitTime} `}</span>
                <MarkedText text={option.transit} />
              </p>
            )}
          </li>
        ))}
      </ul>
      {block.link && (
        <div css={footer}>
          <SmartLink href={block.link.href} css={buttonStyles.outline} {...marks(block.link.label)}>
            {block.link.label}
          </SmartLink>
        </div>
      )}
    </Section>
  );
}
