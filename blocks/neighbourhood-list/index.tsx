// The neighbourhoods served in a city or emirate, as a wrap of chips with a map pin.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, radius, space, leading } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { blockList, roundBadge } from "../../runtime/foundation/ui/styles.ts";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const chips = css`
  ${blockList};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  ${breakpoint.md} {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.md};
  }
`;

const chip = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  padding-block: ${space.sm};
  padding-inline: ${space.sm} ${space.md};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font-weight: 600;
  line-height: ${leading.snug};
  ${breakpoint.md} {
    border-radius: ${radius.pill};
  }
`;

const pin = roundBadge(28);

export function NeighbourhoodListBlock({ block }: { block: BlockOf<"neighbourhood-list"> }) {
  return (
    <Section title={block.title} intro={block.intro} tone="tinted">
      <ul css={chips}>
        {block.items.map((name) => (
          <li key={name} css={chip}>
            <span css={pin}>
              <Icon name="map-pin" size={16} />
            </span>
            <MarkedText text={name} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
