// A heading and a list of links: related services, popular routes, destination cities.
// An item without href is plain text, so a city the company names but has no page for stays unlinked.
import { css } from "@emotion/react";
import type { ListLink as ListLinkSchema } from "../../schema/index.ts";
import type { BlockOf, Localized } from "../../runtime/foundation/index.ts";

type ListLink = Localized<ListLinkSchema>;
import { color, fontSize, space } from "../../runtime/foundation/theme/tokens.ts";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { SmartLink } from "../../runtime/foundation/ui/smart-link.tsx";
import { blockList, card, grid, muted, pill, pillList } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";

// Alike in shape to testimonials' card on purpose: both a card as a column filling its cell, each spaced for its own content (this one lifts on hover).
const linkCard = css`
  ${card};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  height: 100%;
  transition:
    border-color 0.15s ease,
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:has(a:hover) {
    border-color: ${color("accent")};
    transform: translateY(-2px);
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${color("focus")};
    outline-offset: 2px;
  }
`;

const cardTitle = css`
  font-size: ${fontSize.lg};
  margin: 0;
`;

// The whole card is clickable through the title link's ::after; the link keeps a short name.
const cardLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  color: ${color("text")};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  & > svg {
    color: ${color("accent")};
    transition: transform 0.15s ease;
  }
  &:hover > svg {
    transform: translateX(3px);
  }
  /* The arrow points the way the line reads, and moves that way on hover. */
  [dir="rtl"] & > svg {
    transform: scaleX(-1);
  }
  [dir="rtl"] &:hover > svg {
    transform: scaleX(-1) translateX(3px);
  }
`;

const description = css`
  ${muted};
  margin: 0;
  font-size: ${fontSize.base};
`;

const pillLink = css`
  ${pill};
  color: ${color("link")};
  border-color: ${color("link")};
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${color("link")};
    color: ${color("bg")};
  }
`;

const pillPlain = css`
  ${pill};
  font-weight: 500;
  color: ${color("textMuted")};
  background: ${color("surface")};
`;

function LinkCard({ item }: { item: ListLink }) {
  const marks = useFallbackMarks();
  return (
    <li css={linkCard}>
      <h3 css={cardTitle}>
        {item.href ? (
          <SmartLink href={item.href} css={cardLink}>
            <MarkedText text={item.label} />
            <Icon name="arrow-right" size={18} />
          </SmartLink>
        ) : (
          <MarkedText text={item.label} />
        )}
      </h3>
      {item.description && (
        <p css={description} {...marks(item.description)}>
          {item.description}
        </p>
      )}
    </li>
  );
}

function LinkPill({ item }: { item: ListLink }) {
  const marks = useFallbackMarks();
  return (
    <li>
      {item.href ? (
        <SmartLink href={item.href} css={pillLink} {...marks(item.label)}>
          {item.label}
        </SmartLink>
      ) : (
        <span css={pillPlain} {...marks(item.label)}>
          {item.label}
        </span>
      )}
    </li>
  );
}

// Four cards sit in one row (two on tablets) rather than three and an orphan.
function cardColumns(count: number): number {
  return count === 4 ? 4 : Math.min(count, 3);
}

export function LinkListBlock({ block }: { block: BlockOf<"link-list"> }) {
  const cards = (block.style ?? "cards") === "cards";
  return (
    <Section title={block.title} intro={block.intro}>
      {cards ? (
        <ul css={[blockList, grid(cardColumns(block.links.length))]}>
          {block.links.map((item) => (
            <LinkCard key={item.label} item={item} />
          ))}
        </ul>
      ) : (
        <ul css={pillList}>
          {block.links.map((item) => (
            <LinkPill key={item.label} item={item} />
          ))}
        </ul>
      )}
    </Section>
  );
}
