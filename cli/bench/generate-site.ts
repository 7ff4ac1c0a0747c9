// Writes a copy of pages.json with many destination entries, for benchmarks: the shipped entries
// repeated with numbered names and slugs. The copy sits in its own folder beside a link to public/.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { PagesFile } from "../../schema/index.ts";
import { projectRoot } from "../../runtime/server/index.ts";

export function generateSite(destinations: number, dir: string): string {
  const file = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile;
  const originals = file.families.destinations.entries;
  file.families.destinations.entries = Array.from({ length: destinations }, (_, index) => {
    const original = originals[index % originals.length]!;
    if (index < originals.length) return original;
    const round = Math.floor(index / originals.length);
    // Only the shipped entries are featured, as an editor would choose a few; aliases are the originals'.
    const { aliases: _aliases, featured: _featured, ...rest } = original;
    return { ...rest, slug: `${original.slug}-${round}`, city: `${original.city} ${round}` };
  });
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "pages.json");
  writeFileSync(path, JSON.stringify(file, null, 2));
  if (!existsSync(join(dir, "public"))) symlinkSync(join(projectRoot, "public"), join(dir, "public"));
  return path;
}
