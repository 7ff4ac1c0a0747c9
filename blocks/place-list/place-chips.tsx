import { css } from "@emotion/react";
import type { CollectionItem } from "../../runtime/foundation/index.ts";
import { color } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { pill, pillList } from "../../runtime/foundation/ui/styles.ts";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const chipStyle = css`
  ${pill};
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
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
    <ul css={pillList}>
      {places.map((place) => (
        <li key={place.slug}>
          <a href={place.route} css={chipStyle}>
            <Icon name="map-pin" size={16} />
            <MarkedText text={place.label} />
          </a>
        </li>
      ))}
    </ul>
  );
}
