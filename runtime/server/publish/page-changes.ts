// What a publish changes for visitors: the pages added, removed and changed between two built
// sites, read from their pages' HTML (which holds the page's texts, the menu and footer every page
// shares, and the scripts), so a change anywhere a visitor would see it counts; and the pages.json
// diff an owner reads beside it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTwoFilesPatch } from "diff";
import { builtFiles } from "../../foundation/content/index.ts";
import type { PageChanges } from "./versions.ts";

/** Each page's address in a built folder (/, /about/, /ur/contact/) with a hash of its HTML. */
export function pagesOf(site: string | null): Map<string, string> {
  const pages = new Map<string, string>();
  if (site === null) return pages;
  const walk = (folder: string, address: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // _data, _fonts and assets hold no page; a hidden folder is no address.
      if (entry.isDirectory() && !/^[._]|^assets$/.test(entry.name)) walk(join(folder, entry.name), `${address}${entry.name}/`);
      else if (entry.isFile() && entry.name === builtFiles.index) {
        pages.set(
          address,
          createHash("sha256")
            .update(readFileSync(join(folder, entry.name)))
            .digest("hex"),
        );
      }
    }
  };
  walk(site, "/");
  return pages;
}

/** The pages of `after` that `before` did not have, the ones it lost, and the ones whose HTML differs. */
export function pageChanges(before: Map<string, string>, after: Map<string, string>): PageChanges {
  const sorted = (list: string[]) => list.sort((a, b) => a.localeCompare(b));
  return {
    added: sorted([...after.keys()].filter((address) => !before.has(address))),
    removed: sorted([...before.keys()].filter((address) => !after.has(address))),
    changed: sorted([...after].filter(([address, hash]) => before.has(address) && before.get(address) !== hash).map(([address]) => address)),
  };
}

/** The unified diff of two texts of pages.json ("" when they are the same). */
export function pagesFileDiff(before: string, after: string, beforeName: string, afterName: string): string {
  if (before === after) return "";
  return createTwoFilesPatch(beforeName, afterName, before, after, undefined, undefined, { context: 3 });
}
