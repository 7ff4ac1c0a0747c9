// The FAQ search: a case-insensitive substring match on the question or the answer. Categories
// left with no question are dropped. Original positions are kept, so ids stay stable as the
// visitor types and an open answer stays open while it still matches.
import type { BlockOf } from "../../runtime/foundation/index.ts";

type Category = BlockOf<"faq">["categories"][number];
type Item = Category["items"][number];

export interface FilteredCategory {
  category: Category;
  index: number;
  items: { item: Item; index: number }[];
}

export function filterCategories(categories: readonly Category[], query: string): FilteredCategory[] {
  const needle = query.toLowerCase();
  const matches = (item: Item) => needle === "" || item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle);
  return categories
    .map((category, index) => ({
      category,
      index,
      items: category.items.map((item, itemIndex) => ({ item, index: itemIndex })).filter(({ item }) => matches(item)),
    }))
    .filter((entry) => entry.items.length > 0);
}
