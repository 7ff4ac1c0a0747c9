import type { BlockOf } from "../../runtime/foundation/index.ts";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { blockList, grid } from "../../runtime/foundation/ui/styles.ts";
import { CardTile } from "./card-tile.tsx";
import { columnsFor } from "../../runtime/foundation/ui/columns-for.ts";

/** Cards with an icon, a title, a description and optionally points and a link. */
export function CardGridBlock({ block }: { block: BlockOf<"card-grid"> }) {
  const { cards } = block;
  return (
    <Section title={block.title} intro={block.intro}>
      <ul css={[blockList, grid(columnsFor(cards.length))]}>
        {cards.map((card, index) => (
          <li key={`${index}-${card.title}`}>
            <CardTile {...card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
