// A block tried on a page: the text of pages.json with the block added at the end of a page that has
// few blocks of its own, its formatting kept. The tests put each block's example there
// (blocks/<type>/example.json) to check it is a valid block, as editors insert it.
import { applyEdits, modify } from "jsonc-parser";

/** The page the examples are tried on. */
export const trialRoute = "/privacy";

/** The text of pages.json with `block` added at the end of the trial page's blocks. */
export function withBlock(text: string, block: unknown): string {
  const data = JSON.parse(text) as { pages: { route: string }[] };
  const index = data.pages.findIndex((page) => page.route === trialRoute);
  if (index < 0) throw new Error(`pages.json has no page ${trialRoute} to try a block on`);
  return applyEdits(text, modify(text, ["pages", index, "blocks", -1], block, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } }));
}
