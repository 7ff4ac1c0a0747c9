import { css } from "@emotion/react";
import type { CollectionItem } from "../../runtime/foundation/index.ts";
import { color, fontSize, space, leading } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { blockList, card, grid, iconBadge, muted } from "../../runtime/foundation/ui/styles.ts";
import { columnsFor } from "../../runtime/foundation/ui/columns-for.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

// The whole card is the link's target (the link's area is stretched over it), while only the label
// is the link's name, so a screen reader hears "Karachi, link" rather than the whole description.
const cardStyle = css`
  ${card};
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  align-content: start;
  column-gap: ${space.md};
  height: 100%;
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover,
  &:focus-within {
    border-color: ${color("accent")};
    transform: translateY(-2px);
  }
`;

// Alike in shape to feature-list's badge and title on purpose: each block's look is its own (here smaller, quiet), so one can change alone.
const badgeStyle = css`
  ${iconBadge};
  width: 40px;
  height: 40px;
  background: ${color("surface")};
  color: ${color("accent")};
`;

const titleStyle = css`
  font-size: ${fontSize.lg};
  margin: 0;
  a {
    color: ${color("link")};
    text-decoration: none;
  }
  a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const descriptionStyle = css`
  ${muted};
  grid-column: 1 / -1;
  margin: ${space.sm} 0 0;
  line-height: ${leading.normal};
  font-size: ${fontSize.sm};
`;

/** One card per place: its name as a link and its description. */
export function PlaceCards({ places }: { places: readonly CollectionItem[] }) {
  const marks = useFallbackMarks();
  return (
    <ul css={[blockList, grid(columnsFor(places.length))]}>
      {places.map((place) => (
        <li key={place.slug} css={cardStyle}>
          <span css={badgeStyle}>
            <Icon name="map-pin" size={20} />
          </span>
          <h3 css={titleStyle}>
            <a href={place.route} {...marks(place.label)}>
              {place.label}
            </a>
          </h3>
          <p css={descriptionStyle} {...marks(place.description)}>
            {place.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
