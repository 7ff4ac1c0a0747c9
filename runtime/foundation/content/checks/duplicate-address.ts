// duplicate-address: two pages at one address (a slug, an alias or a page's route used twice), two
// entries of a family with one name, an address under another language's prefix, and no page for
// addresses that do not exist. Each other language has the same addresses under its prefix:
// checking the first language's is enough, once none of them is under another language's prefix.
import { familyNames, routeTable } from "../expand.ts";
import { languageOfPath, languagesOf } from "../languages.ts";
import { describePlace, entryName, familyNoun, valueAt } from "../where.ts";
import { defineCheck } from "./define-check.ts";

export const duplicateAddress = defineCheck({
  name: "duplicate-address",
  meta: {
    kind: "problem",
    description:
      "Two pages at one address, two entries of a family with one name or slug, an address under another language's prefix, or no page for unknown addresses.",
    defaultLevel: "error",
    messages: {
      slugTaken: 'The slug "{{slug}}" of the {{noun}} {{entry}} is already used by {{other}} (entry {{number}}); each {{noun}} needs its own slug.',
      nameTaken: "There are two {{family}} called {{entry}} (entries {{first}} and {{second}}); remove one or rename it.",
      underLanguage: "The address {{path}} of {{where}} is under {{prefix}}/, where the site's pages in {{language}} are: choose another address.",
      addressTaken: "{{what}} {{path}} of {{where}} is already used by {{owner}}; two pages cannot share one address.",
      noNotFoundPage: 'There is no page for addresses that do not exist: add a page with "route": "*" (the 404 page).',
    },
    staffMessages: {
      noNotFoundPage: "There is no page for addresses that do not exist (the page that says a page was not found): the site needs one.",
      slugTaken:
        'The end of the page address "{{slug}}" of the {{noun}} {{entry}} is already used by {{other}} (entry {{number}}); each {{noun}} needs its own.',
    },
  },
  create(context) {
    const { file } = context;
    /** Where a slug used twice was reported: its address clash is the same mistake. */
    const reported = new Set<string>();
    for (const name of familyNames) {
      const seenSlugs = new Map<string, number>();
      const seenNames = new Map<string, number>();
      const entries: readonly { slug: string }[] = file.families[name].entries;
      entries.forEach((entry, index) => {
        const label = entryName(entry, index);
        const pointer = `/families/${name}/entries/${index}`;
        const slugBefore = seenSlugs.get(entry.slug);
        if (slugBefore !== undefined) {
          context.report({
            messageId: "slugTaken",
            data: { slug: entry.slug, noun: familyNoun(name), entry: label, other: entryName(entries[slugBefore], slugBefore), number: slugBefore + 1 },
            pointer: `${pointer}/slug`,
          });
          reported.add(`${pointer}/slug`);
        } else seenSlugs.set(entry.slug, index);
        const nameBefore = seenNames.get(label.toLowerCase());
        if (nameBefore !== undefined) {
          context.report({ messageId: "nameTaken", data: { family: name, entry: label, first: nameBefore + 1, second: index + 1 }, pointer });
        } else seenNames.set(label.toLowerCase(), index);
      });
    }
    const owners = new Map<string, string>();
    // Each other language has the same addresses under its prefix: checking the first language's is enough,
    // once no address of it is under another language's prefix.
    const [first, ...others] = languagesOf(file);
    const own = routeTable(file).filter((route) => route.language === first!.code);
    for (const route of own) {
      const language = others.find((other) => languageOfPath(route.path, [first!, other]).language === other);
      if (!language) continue;
      context.report({
        messageId: "underLanguage",
        data: { path: route.path, where: describePlace(route.source, file), prefix: language.prefix, language: language.name },
        pointer:
          route.aliasOf !== null
            ? `${route.source}/aliases`
            : route.family === "page" || route.family === "fallback"
              ? `${route.source}/route`
              : `${route.source}/slug`,
      });
    }
    for (const route of own) {
      const owner = owners.get(route.path);
      if (owner === undefined) {
        owners.set(route.path, route.source);
        continue;
      }
      const alias = route.aliasOf !== null;
      const pointer = alias
        ? `${route.source}/aliases/${(valueAt(file, `${route.source}/aliases`) as string[]).indexOf(route.path)}`
        : route.family === "page" || route.family === "fallback"
          ? `${route.source}/route`
          : `${route.source}/slug`;
      // A slug used twice was reported just above; its address clash is the same mistake.
      if (reported.has(pointer)) continue;
      context.report({
        messageId: "addressTaken",
        data: { what: alias ? "The alias" : "The address", path: route.path, where: describePlace(route.source, file), owner: describePlace(owner, file) },
        pointer,
      });
    }
    if (!file.pages.some((page) => page.route === "*")) {
      context.report({ messageId: "noNotFoundPage", data: {}, pointer: "/pages" });
    }
  },
});
