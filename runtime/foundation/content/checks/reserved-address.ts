// reserved-address: no page, alias or family of pages at an address the build or the servers keep
// for something else (reserved-paths.ts). Each is reported once, where it is written: a family
// whose address pattern is reserved is reported at its route, not at every entry.
import { catchAllPrefix, entryRoute, familyNames, isCatchAll } from "../expand.ts";
import { reservedPathOf, type ReservedPath } from "../reserved-paths.ts";
import { describePlace } from "../where.ts";
import { defineCheck } from "./define-check.ts";

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

export const reservedAddress = defineCheck({
  name: "reserved-address",
  meta: {
    kind: "problem",
    description: "A page, an alias or a family's pages at an address the build or the servers keep for themselves (/assets/, /_data/, /api/, /admin/, ...).",
    defaultLevel: "error",
    messages: {
      page: "The page {{route}} {{why}}: give it another address.",
      family: "Every page of the {{family}} family would have an address that {{why}}: choose another route than {{route}}.",
      entry: "The address {{route}} of {{entry}} {{why}}: choose another slug.",
      alias: "The alias {{alias}} of {{entry}} {{why}}: choose another one.",
    },
    staffMessages: {
      entry: "The address {{route}} of {{entry}} {{why}}: choose another end of the page address.",
    },
  },
  create(context) {
    const { file } = context;
    file.pages.forEach((page, index) => {
      if (typeof page.route !== "string") return;
      const reserved = reservedPathOf(isCatchAll(page.route) ? catchAllPrefix(page.route) : page.route);
      if (!reserved) return;
      context.report({ messageId: "page", data: { route: page.route, why: why(reserved) }, pointer: `/pages/${index}/route` });
    });
    for (const name of familyNames) {
      const family = file.families[name];
      if (typeof family.route !== "string") continue;
      const pattern = reservedPattern(family.route);
      if (pattern) {
        context.report({ messageId: "family", data: { family: name, why: why(pattern), route: family.route }, pointer: `/families/${name}/route` });
      }
      family.entries.forEach((entry, index) => {
        const pointer = `/families/${name}/entries/${index}`;
        const route = entryRoute(family.route, entry as unknown as Record<string, unknown>);
        // When the pattern itself is reserved, that was said once above, for every entry.
        const reserved = pattern ? undefined : reservedPathOf(route);
        if (reserved) {
          context.report({ messageId: "entry", data: { route, entry: describePlace(pointer, file), why: why(reserved) }, pointer: `${pointer}/slug` });
        }
        const aliases: unknown = (entry as { aliases?: unknown }).aliases;
        if (!Array.isArray(aliases)) return;
        aliases.forEach((alias, aliasIndex) => {
          const aliasReserved = typeof alias === "string" ? reservedPathOf(alias) : undefined;
          if (!aliasReserved) return;
          context.report({
            messageId: "alias",
            data: { alias: String(alias), entry: describePlace(pointer, file), why: why(aliasReserved) },
            pointer: `${pointer}/aliases/${aliasIndex}`,
          });
        });
      });
    }
  },
});
