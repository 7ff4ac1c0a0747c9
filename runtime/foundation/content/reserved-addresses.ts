// The check behind reserved-paths.ts: no page, alias or family of pages at an address the build or
// the servers keep for something else. Each is reported once, where it is written: a family whose
// address pattern is reserved is reported at its route, not at every entry.
import type { PagesFile } from "../../../schema/index.ts";
import { catchAllPrefix, entryRoute, familyNames, isCatchAll } from "./expand.ts";
import type { Finding } from "./diagnostic.ts";
import { reservedPathOf, type ReservedPath } from "./reserved-paths.ts";
import { describePlace } from "./where.ts";

const why = (reserved: ReservedPath) => `${reserved.relation}, which is kept for ${reserved.keptFor}`;

/**
 * The reserved path every page of a family pattern would be under (/assets/{slug}), judged by the
 * parts before the first placeholder; a pattern such as /a{slug} is left to the check of each entry.
 */
function reservedPattern(route: string): ReservedPath | undefined {
  const parts = route.split("/").slice(1);
  const first = parts.findIndex((part) => part.includes("{"));
  const fixed = first < 0 ? parts : parts.slice(0, first);
  return fixed.length > 0 ? reservedPathOf(`/${fixed.join("/")}/{slug}`) : undefined;
}

export function checkReservedAddresses(file: PagesFile, findings: Finding[]): void {
  file.pages.forEach((page, index) => {
    if (typeof page.route !== "string") return;
    const reserved = reservedPathOf(isCatchAll(page.route) ? catchAllPrefix(page.route) : page.route);
    if (!reserved) return;
    findings.push({ pointer: `/pages/${index}/route`, message: `The page ${page.route} ${why(reserved)}: give it another address.` });
  });
  for (const name of familyNames) {
    const family = file.families[name];
    if (typeof family.route !== "string") continue;
    const pattern = reservedPattern(family.route);
    if (pattern) {
      findings.push({
        pointer: `/families/${name}/route`,
        message: `Every page of the ${name} family would have an address that ${why(pattern)}: choose another route than ${family.route}.`,
      });
    }
    family.entries.forEach((entry, index) => {
      const pointer = `/families/${name}/entries/${index}`;
      const route = entryRoute(family.route, entry as unknown as Record<string, unknown>);
      // When the pattern itself is reserved, that was said once above, for every entry.
      const reserved = pattern ? undefined : reservedPathOf(route);
      if (reserved) {
        findings.push({
          pointer: `${pointer}/slug`,
          message: `The address ${route} of ${describePlace(pointer, file)} ${why(reserved)}: choose another slug.`,
        });
      }
      const aliases: unknown = (entry as { aliases?: unknown }).aliases;
      if (!Array.isArray(aliases)) return;
      aliases.forEach((alias, aliasIndex) => {
        const aliasReserved = typeof alias === "string" ? reservedPathOf(alias) : undefined;
        if (!aliasReserved) return;
        findings.push({
          pointer: `${pointer}/aliases/${aliasIndex}`,
          message: `The alias ${String(alias)} of ${describePlace(pointer, file)} ${why(aliasReserved)}: choose another one.`,
        });
      });
    });
  }
}
