// A pages.json with many destinations, for timing pages lint on a big site: the shipped file with
// its 16 destinations repeated until there are `count` of them, each with its own slug and city
// ("Lahore Bc", /pakistan-cargo-to-lahore-bc): names of letters, as real places have.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../project-root.ts";

/** 1 -> "b", 25 -> "z", 26 -> "ba": a number written in letters. */
function letters(number: number): string {
  let text = "";
  for (let rest = number; rest > 0; rest = Math.floor(rest / 26)) text = String.fromCharCode(97 + (rest % 26)) + text;
  return text;
}

export function largePagesText(count: number): string {
  const file = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8"));
  const originals = file.families.destinations.entries as Record<string, unknown>[];
  file.families.destinations.entries = Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length] as Record<string, unknown>;
    if (index < originals.length) return original;
    const suffix = letters(Math.floor(index / originals.length));
    const { aliases: _aliases, ...entry } = original;
    return { ...entry, slug: `${original.slug}-${suffix}`, city: `${original.city} ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}` };
  });
  return `${JSON.stringify(file, null, 2)}\n`;
}
