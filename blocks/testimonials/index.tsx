// Quotes from customers, each with its star rating.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { labelWith } from "../../runtime/foundation/ui/label-text.ts";
import { color, fontSize, space } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { blockList, card, grid, muted, roundBadge } from "../../runtime/foundation/ui/styles.ts";

const MAX_RATING = 5;

// Alike in shape to link-list's card on purpose: both a card as a column filling its cell, each spaced for its own content.
const quoteCard = css`
  ${card};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  margin: 0;
`;

const quoteMark = css`
  position: absolute;
  top: ${space.md};
  inset-inline-end: ${space.md};
  color: ${color("border")};
`;

const stars = css`
  display: flex;
  gap: 2px;
  color: ${color("star")};
`;

const filled = css`
  & svg {
    fill: currentColor;
  }
`;

const empty = css`
  color: ${color("border")};
`;

const quoteText = css`
  margin: 0;
  flex-grow: 1;
  font-size: ${fontSize.lg};
  line-height: 1.55;
  color: ${color("text")};
  & p {
    margin: 0;
  }
`;

const person = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding-top: ${space.md};
  border-top: 1px solid ${color("border")};
`;

const avatar = css`
  ${roundBadge(44)};
  font-weight: 700;
  font-size: ${fontSize.lg};
`;

const name = css`
  display: block;
  font-weight: 700;
`;

const location = css`
  ${muted};
  display: block;
  font-size: ${fontSize.sm};
`;

function Stars({ rating }: { rating: number }) {
  const { labels } = useSite().shell;
  const marks = useFallbackMarks();
  return (
    <div role="img" aria-label={labelWith(labels.rating, { rating, max: MAX_RATING })} {...marks.named(labels.rating)} css={stars}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} css={index < rating ? filled : empty}>
          <Icon name="star" size={20} />
        </span>
      ))}
    </div>
  );
}

export function TestimonialsBlock({ block }: { block: BlockOf<"testimonials"> }) {
  const marks = useFallbackMarks();
  return (
    <Section title={block.title} tone="tinted">
      <ul css={[blockList, grid(Math.min(block.items.length, 3))]}>
        {block.items.map((item) => (
          <li key={`${item.name}-${item.text}`}>
            <figure css={quoteCard}>
              <Icon name="quote" css={quoteMark} size={32} />
              <Stars rating={item.rating} />
              <blockquote css={quoteText}>
                <p {...marks(item.text)}>{item.text}</p>
              </blockquote>
              {/* Alike in shape to feature-list's badge beside its text on purpose: a badge beside two lines, but other content and styles. */}
              <figcaption css={person}>
                <span css={avatar} aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                <span>
                  <bdi css={name}>{item.name}</bdi>
                  {item.location && (
                    <span css={location} {...marks(item.location)}>
                      {item.location}
                    </span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
