import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useSite } from "../../runtime/foundation/site-context.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { PlaceCards } from "./place-cards.tsx";
import { PlaceChips } from "./place-chips.tsx";
import { pickEntries } from "./pick-entries.ts";

/** Links to the pages of a family, so a city or area added to pages.json shows up here by itself. */
export function PlaceListBlock({ block }: { block: BlockOf<"place-list"> }) {
  const { data } = useSite();
  const places = pickEntries(data.collections[block.family] ?? [], block.only);
  return (
    <Section title={block.title} intro={block.intro}>
      {block.style === "chips" ? <PlaceChips places={places} /> : <PlaceCards places={places} />}
    </Section>
  );
}
