import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useSite } from "../../runtime/foundation/site-context.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { blockList, grid } from "../../runtime/foundation/ui/styles.ts";
import { CardTile } from "../card-grid/card-tile.tsx";
import { columnsFor } from "../../runtime/foundation/ui/columns-for.ts";
import { pickEntries } from "../place-list/pick-entries.ts";

/** Tiles for the services family, so a service added to pages.json shows up here by itself. */
export function ServiceGridBlock({ block }: { block: BlockOf<"service-grid"> }) {
  const { data } = useSite();
  const services = pickEntries(data.collections.services ?? [], block.only);
  return (
    <Section title={block.title} intro={block.intro}>
      <ul css={[blockList, grid(columnsFor(services.length))]}>
        {services.map((service) => (
          <li key={service.slug}>
            <CardTile
              title={service.label}
              description={service.description ?? ""}
              icon={service.icon}
              iconColor={service.iconColor}
              features={block.showFeatures ? service.features : undefined}
              link={{ label: block.linkLabel, href: service.route }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
