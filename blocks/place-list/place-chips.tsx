import { css } from "@emotion/react";
import { Link } from "react-router";
import type { CollectionItem } from "../../runtime/content/types.ts";
import { color, radius, space } from "../../runtime/theme/tokens.ts";
import { Icon } from "../../runtime/ui/icon.tsx";

const listStyle = css`
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const chipStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.pill};
  border: 1px solid ${color("border")};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font-weight: 600;
  text-decoration: none;
  transition: border-color 0.15s ease, background-color 0.15s ease;
  svg {
    color: ${color("accent")};
  }
  &:hover {
    border-color: ${color("accent")};
    background: ${color("surface")};
  }
`;

/** Compact pill links, one per place. */
export function PlaceChips({ places }: { places: readonly CollectionItem[] }) {
  return (
    <ul css={listStyle}>
      {places.map((place) => (
        <li key={place.slug}>
          <Link to={place.route} css={chipStyle}>
            <Icon name="map-pin" size={16} />
            {place.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
