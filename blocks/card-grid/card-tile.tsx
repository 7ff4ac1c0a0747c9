import { css } from "@emotion/react";
import type { Card } from "../../schema/index.ts";
import type { Localized } from "../../runtime/foundation/index.ts";
import { color, fontSize, iconColors, space, leading } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { SmartLink } from "../../runtime/foundation/ui/smart-link.tsx";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";
import { card, iconBadge, muted, visuallyHidden, readingDirection } from "../../runtime/foundation/ui/styles.ts";

/** A card's content; the icon is optional because service entries may leave it out. */
export type CardTileProps = Omit<Localized<Card>, "icon"> & { icon?: Localized<Card>["icon"] };

const tileStyle = css`
  ${card};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;
  &:focus-within,
  &:hover {
    transform: translateY(-2px);
  }
`;

// A faint edge keeps a navy badge visible on the dark theme's navy cards.
const badgeEdge = css`
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.14);
`;

const titleStyle = css`
  font-size: ${fontSize.xl};
  line-height: ${leading.snug};
  margin: ${space.sm} 0 0;
  color: ${color("text")};
`;

const descriptionStyle = css`
  ${muted};
  margin: 0;
  line-height: ${leading.normal};
`;

const featureListStyle = css`
  list-style: none;
  margin: ${space.xs} 0 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
    line-height: ${leading.normal};
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
    color: ${color("accent")};
  }
`;

const linkStyle = css`
  margin-top: auto;
  padding-top: ${space.sm};
  align-self: flex-start;
  color: ${color("link")};
  font-weight: 600;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  &:hover {
    text-decoration: underline;
  }
`;

/** One tile of a card grid or service grid: icon badge, title, description, points and a link. */
export function CardTile({ title, description, icon, iconColor = "navy", features, link }: CardTileProps) {
  const badge = iconColors[iconColor];
  const marks = useFallbackMarks();
  return (
    <article css={tileStyle}>
      {icon && (
        <span
          css={[
            iconBadge,
            badgeEdge,
            css`
              background: ${badge.bg};
              color: ${badge.fg};
            `,
          ]}
        >
          <Icon name={icon} size={24} />
        </span>
      )}
      <h3 css={titleStyle} {...marks(title)}>
        {title}
      </h3>
      <p css={descriptionStyle} {...marks(description)}>
        {description}
      </p>
      {features && features.length > 0 && (
        <ul css={featureListStyle}>
          {features.map((feature) => (
            <li key={feature}>
              <Icon name="circle-check" size={18} />
              <span {...marks(feature)}>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {link && (
        <SmartLink href={link.href} css={linkStyle}>
          <MarkedText text={link.label} />
          {/* Every card's link may read Learn More; the hidden title tells them apart. */}
          <span css={visuallyHidden}>
            : <MarkedText text={title} />
          </span>
          <span aria-hidden="true" css={readingDirection}>
            →
          </span>
        </SmartLink>
      )}
    </article>
  );
}
