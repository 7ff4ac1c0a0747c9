// broken-link: a link (a field the schema declares an address) to a page of this site that does not exist, and a list
// block's "only" naming an entry its family does not have. A template's link with a placeholder
// is checked as each entry fills it in; the address an entry with a malformed slug will have once
// the slug is corrected counts as existing (the slug is the mistake, not the link).
import type { PagesFile } from "../../../../schema/index.ts";
import { closest } from "../closest.ts";
import { listedEntries, type ListedEntries } from "../entry-lists.ts";
import { collectionsOf, entryRoute, familyNames, isCatchAll, routeTable } from "../expand.ts";
import { languagesOf } from "../languages.ts";
import { localizeFile } from "../localize.ts";
import { fillText } from "../placeholders.ts";
import { fieldsOfKind } from "../fields.ts";
import { sharedDefinition } from "../schema-nodes.ts";
import { slugify } from "../slugify.ts";
import { describePlace } from "../where.ts";
import { defineCheck } from "./define-check.ts";

/**
 * The addresses entries with a malformed slug ("Abu Dhabi") get once the slug is written as the
 * schema message suggests (abu-dhabi): links to them are not broken, the slug is.
 */
function pendingRoutes(file: PagesFile): Set<string> {
  const pending = new Set<string>();
  const slugPattern = new RegExp(String(sharedDefinition("slug").schema.pattern));
  for (const name of familyNames) {
    const family = file.families[name];
    for (const entry of family.entries as readonly { slug: unknown }[]) {
      if (typeof entry.slug !== "string" || slugPattern.test(entry.slug)) continue;
      pending.add(entryRoute(family.route, { ...entry, slug: slugify(entry.slug) }));
    }
  }
  return pending;
}

const wellFormedRoute = /^\/[a-z0-9/-]*$/;

export const brokenLink = defineCheck({
  name: "broken-link",
  meta: {
    kind: "problem",
    description: "A link to a page of this site that does not exist, or a list that names an entry its family does not have.",
    defaultLevel: "error",
    messages: {
      missingPage: "The link to {{path}} in {{where}} goes to a page that does not exist.{{guess}}",
      unknownSlug: '"{{slug}}" in {{where}} is not a slug of the {{family}} family.{{guess}}',
    },
    staffMessages: {
      unknownSlug: '"{{slug}}" in {{where}} ends the page address of none of the {{family}}.{{guess}}',
    },
  },
  create(context) {
    const { file } = context;

    // Links are written as the first language has its addresses; each other language moves them under its prefix.
    const [first] = languagesOf(file);
    const routes = new Set(
      routeTable(file)
        .filter((route) => route.language === first!.code && !isCatchAll(route.path))
        .map((route) => route.path),
    );
    const pending = pendingRoutes(file);
    // Only suggest addresses a link may be written as.
    const suggestions = [...routes].filter((route) => wellFormedRoute.test(route));
    const reported = new Set<string>();
    const checkHref = (href: string, pointer: string) => {
      if (!href.startsWith("/")) return;
      // /about/ and /about are one page: the site writes its links as /about/ (pageAddress).
      const written = href.split("#")[0] as string;
      const path = written.length > 1 ? written.replace(/\/+$/, "") : written;
      if (routes.has(path) || pending.has(path) || reported.has(pointer)) return;
      reported.add(pointer);
      const guess = closest(path, suggestions);
      context.report({ messageId: "missingPage", data: { path, where: describePlace(pointer, file), guess: guess ? ` Did you mean ${guess}?` : "" }, pointer });
    };
    // Every link of the site, whatever its property is called: the fields the schema declares addresses.
    const links = fieldsOfKind(file, "link").flatMap(({ value, pointer }) => (typeof value === "string" ? [{ text: value, pointer }] : []));
    const under = (prefix: string) => links.filter((link) => link.pointer.startsWith(`${prefix}/`));
    for (const link of [...under("/navigation"), ...under("/pages")]) checkHref(link.text, link.pointer);
    for (const name of familyNames) {
      const base = `/families/${name}`;
      const entries: readonly object[] = file.families[name].entries;
      for (const link of under(`${base}/entries`)) checkHref(link.text, link.pointer);
      // A template link such as /pakistan-cargo-to-{slug} is checked as each entry fills it in.
      for (const { text, pointer } of under(base)) {
        if (pointer.startsWith(`${base}/entries/`)) continue;
        if (!text.includes("{")) checkHref(text, pointer);
        else for (const entry of entries) checkHref(fillText(text, entry as Readonly<Record<string, unknown>>), pointer);
      }
    }
    const collections = collectionsOf(localizeFile(file, languagesOf(file)[0]!));
    const checkOnly = ({ only, family, onlyProperty }: ListedEntries, pointer: string) => {
      if (!only) return;
      const slugs = collections[family]?.map((item) => item.slug) ?? [];
      only.forEach((slug, index) => {
        if (typeof slug !== "string" || slugs.includes(slug)) return;
        const guess = closest(slug, slugs);
        context.report({
          messageId: "unknownSlug",
          data: { slug, where: describePlace(pointer, file), family, guess: guess ? ` Did you mean "${guess}"?` : "" },
          pointer: `${pointer}/${onlyProperty}/${index}`,
        });
      });
    };
    const blockLists: [unknown[], string][] = [
      ...file.pages.map((page, index): [unknown[], string] => [page.blocks, `/pages/${index}/blocks`]),
      ...familyNames.map((name): [unknown[], string] => [file.families[name].blocks, `/families/${name}/blocks`]),
    ];
    for (const [blocks, base] of blockLists) {
      blocks.forEach((block, index) => {
        const listed = listedEntries(block as Record<string, unknown>);
        if (listed) checkOnly(listed, `${base}/${index}`);
      });
    }
  },
});
