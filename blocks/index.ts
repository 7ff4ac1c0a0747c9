// Block type -> component. Typed from the generated Block union: a block type in the schema with
// no component here does not compile, and rendering a block is a lookup.
import type { ComponentType } from "react";
import { BreadcrumbBlock } from "./breadcrumb/index.tsx";
import { CallToActionBlock } from "./call-to-action/index.tsx";
import { CardGridBlock } from "./card-grid/index.tsx";
import { ContactCardBlock } from "./contact-card/index.tsx";
import { FeatureListBlock } from "./feature-list/index.tsx";
import { HeroBlock } from "./hero/index.tsx";
import { LinkListBlock } from "./link-list/index.tsx";
import { NeighbourhoodListBlock } from "./neighbourhood-list/index.tsx";
import { PlaceListBlock } from "./place-list/index.tsx";
import { RichTextBlock } from "./rich-text/index.tsx";
import { ServiceGridBlock } from "./service-grid/index.tsx";
import { ShippingOptionsBlock } from "./shipping-options/index.tsx";
import { TestimonialsBlock } from "./testimonials/index.tsx";
import type { BlockOf, BlockType } from "../runtime/foundation/index.ts";
import { lazyBlock, whenNearView } from "../runtime/foundation/index.ts";
import { hydratedNearView } from "./meta.ts";

export type BlockRegistry = { [K in BlockType]: ComponentType<{ block: BlockOf<K> }> };

/** A block loaded when a page has it; hydrated once the visitor comes near it when its meta says so. */
function lazy<K extends BlockType>(type: K, load: () => Promise<ComponentType<{ block: BlockOf<K> }>>) {
  return lazyBlock(load, hydratedNearView.has(type) ? () => whenNearView(type) : undefined);
}

// Blocks that only one or two pages have are chunks of their own, loaded only there: splitting the
// blocks most pages share would cost those pages more (many small files compress worse) than it
// saves the others. The form brings react-hook-form (and its checks when first focused); the image
// grid fetches its animation at the first move; the place index (the full list of cities) brings
// its search.
const FaqBlock = lazy("faq", () => import("./faq/index.tsx").then((module) => module.FaqBlock));
const LiveChatBlock = lazy("live-chat", () => import("./live-chat/index.tsx").then((module) => module.LiveChatBlock));
const MapBlock = lazy("map", () => import("./map/index.tsx").then((module) => module.MapBlock));
const StatsBlock = lazy("stats", () => import("./stats/index.tsx").then((module) => module.StatsBlock));
const FormBlock = lazy("form", () => import("./form/index.tsx").then((module) => module.FormBlock));
const ImageGridBlock = lazy("image-grid", () => import("./image-grid/index.tsx").then((module) => module.ImageGridBlock));
const PlaceIndexBlock = lazy("place-index", () => import("./place-index/index.tsx").then((module) => module.PlaceIndexBlock));

export const registry = {
  breadcrumb: BreadcrumbBlock,
  "call-to-action": CallToActionBlock,
  "card-grid": CardGridBlock,
  "contact-card": ContactCardBlock,
  faq: FaqBlock,
  "feature-list": FeatureListBlock,
  form: FormBlock,
  hero: HeroBlock,
  "image-grid": ImageGridBlock,
  "link-list": LinkListBlock,
  "live-chat": LiveChatBlock,
  map: MapBlock,
  "neighbourhood-list": NeighbourhoodListBlock,
  "place-index": PlaceIndexBlock,
  "place-list": PlaceListBlock,
  "rich-text": RichTextBlock,
  "service-grid": ServiceGridBlock,
  "shipping-options": ShippingOptionsBlock,
  stats: StatsBlock,
  testimonials: TestimonialsBlock,
} satisfies BlockRegistry;

/** Loads the code of the given block types ahead of rendering them. */
export async function preloadBlocks(types: Iterable<BlockType>): Promise<void> {
  const loads = [...new Set(types)].flatMap((type) => {
    const component: unknown = registry[type];
    const load = typeof component === "function" || typeof component === "object" ? (component as { preload?: () => Promise<void> }).preload?.() : undefined;
    return load ? [load] : [];
  });
  await Promise.all(loads);
}
