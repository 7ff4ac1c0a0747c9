// Writes a copy of pages.json with many destination entries, for benchmarks: the shipped entries
// repeated with numbered names and slugs (runtime/testing/grown-site.ts, which the tests use too),
// translated as the shipped ones are or, with englishOnly, written in English only.
// The copy sits in its own folder beside a link to public/.
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../runtime/server/index.ts";
import { withDestinations } from "../../runtime/testing/index.ts";

export function generateSite(destinations: number, dir: string, options: { englishOnly?: boolean } = {}): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "pages.json");
  writeFileSync(path, JSON.stringify(withDestinations(destinations, options), null, 2));
  if (!existsSync(join(dir, "public"))) symlinkSync(join(projectRoot, "public"), join(dir, "public"));
  return path;
}
