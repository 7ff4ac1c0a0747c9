// The checks a JSON Schema cannot make: addresses used twice or kept for the build and the servers,
// placeholders naming fields that do not exist, links to pages that do not exist, pictures missing
// from public/, a lead store that would be published.
import type { PagesFile } from "../../../schema/index.ts";
import { collectionsOf, entryRoute, familyNames, isCatchAll, routeTable } from "./expand.ts";
import { listedEntries, type ListedEntries } from "./entry-lists.ts";
import { fillText } from "./placeholders.ts";
import { closest } from "./closest.ts";
import { languageOfPath, languagesOf } from "./languages.ts";
import { localizeFile } from "./localize.ts";
import type { Finding } from "./diagnostic.ts";
import type { ProjectFiles } from "./project-files.ts";
import { checks } from "./checks/index.ts";
import type { Check } from "./checks/define-check.ts";
import { fillMessage, type Messages } from "./rule.ts";
import { slugify } from "./slugify.ts";
import { loadSchemas } from "./schema-validator.ts";
import { walkStrings } from "./walk.ts";
import { describePlace, entryName, familyNoun, valueAt } from "./where.ts";

type SchemaNode = Record<string, unknown>;

function checkDuplicates(file: PagesFile, findings: Finding[]): void {
  for (const name of familyNames) {
    const seenSlugs = new Map<string, number>();
    const seenNames = new Map<string, number>();
    const entries: readonly { slug: string }[] = file.families[name].entries;
    entries.forEach((entry, index) => {
      const label = entryName(entry, index);
      const pointer = `/families/${name}/entries/${index}`;
      const slugBefore = seenSlugs.get(entry.slug);
      if (slugBefore !== undefined) {
        findings.push({
          pointer: `${pointer}/slug`,
          message: `The slug "${entry.slug}" of the ${familyNoun(name)} ${label} is already used by ${entryName(entries[slugBefore], slugBefore)} (entry ${slugBefore + 1}); each ${familyNoun(name)} needs its own slug.`,
        });
      } else seenSlugs.set(entry.slug, index);
      const nameBefore = seenNames.get(label.toLowerCase());
      if (nameBefore !== undefined) {
        findings.push({ pointer, message: `There are two ${name} called ${label} (entries ${nameBefore + 1} and ${index + 1}); remove one or rename it.` });
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
    findings.push({
      pointer:
        route.aliasOf !== null
          ? `${route.source}/aliases`
          : route.family === "page" || route.family === "fallback"
            ? `${route.source}/route`
            : `${route.source}/slug`,
      message: `The address ${route.path} of ${describePlace(route.source, file)} is under ${language.prefix}/, where the site's pages in ${language.name} are: choose another address.`,
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
    if (findings.some((finding) => finding.pointer === pointer)) continue;
    findings.push({
      pointer,
      message: `${alias ? "The alias" : "The address"} ${route.path} of ${describePlace(route.source, file)} is already used by ${describePlace(owner, file)}; two pages cannot share one address.`,
    });
  }
  if (!file.pages.some((page) => page.route === "*")) {
    findings.push({ pointer: "/pages", message: 'There is no page for addresses that do not exist: add a page with "route": "*" (the 404 page).' });
  }
}

/**
 * The addresses entries with a malformed slug ("Abu Dhabi") get once the slug is written as the
 * schema message suggests (abu-dhabi): links to them are not broken, the slug is.
 */
function pendingRoutes(file: PagesFile): Set<string> {
  const pending = new Set<string>();
  const slugPattern = new RegExp(String(((loadSchemas().defs.$defs as Record<string, SchemaNode>).slug as SchemaNode).pattern));
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

function checkLinks(file: PagesFile, findings: Finding[]): void {
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
    const path = href.split("#")[0] as string;
    if (routes.has(path) || pending.has(path) || reported.has(pointer)) return;
    reported.add(pointer);
    const guess = closest(path, suggestions);
    findings.push({
      pointer,
      message: `The link to ${path} in ${describePlace(pointer, file)} goes to a page that does not exist.${guess ? ` Did you mean ${guess}?` : ""}`,
    });
  };
  const visit = (text: string, pointer: string, key: string | number) => {
    if (key === "href" || key === "canonical") checkHref(text, pointer);
  };
  walkStrings(file.navigation, "/navigation", visit);
  file.pages.forEach((page, index) => walkStrings(page, `/pages/${index}`, visit));
  for (const name of familyNames) {
    const { entries, ...template } = file.families[name];
    entries.forEach((entry, index) => walkStrings(entry, `/families/${name}/entries/${index}`, visit));
    // A template link such as /pakistan-cargo-to-{slug} is checked as each entry fills it in.
    walkStrings(template, `/families/${name}`, (text, pointer, key) => {
      if (key !== "href") return;
      if (!text.includes("{")) return checkHref(text, pointer);
      for (const entry of entries) checkHref(fillText(text, entry as unknown as Record<string, unknown>), pointer);
    });
  }
  const collections = collectionsOf(localizeFile(file, languagesOf(file)[0]!));
  const checkOnly = ({ only, family, onlyProperty }: ListedEntries, pointer: string) => {
    if (!only) return;
    const slugs = collections[family]?.map((item) => item.slug) ?? [];
    only.forEach((slug, index) => {
      if (typeof slug !== "string" || slugs.includes(slug)) return;
      const guess = closest(slug, slugs);
      findings.push({
        pointer: `${pointer}/${onlyProperty}/${index}`,
        message: `"${slug}" in ${describePlace(pointer, file)} is not a slug of the ${family} family.${guess ? ` Did you mean "${guess}"?` : ""}`,
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
}

/** A check that failed on a file the schema accepted: a bug in pages, not a problem in the file. */
export class CheckCrash extends Error {
  constructor(check: string, cause: unknown) {
    super(`the check of ${check} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "CheckCrash";
  }
}

/**
 * Runs every check. The checks read the file as the schema describes it; when the schema found
 * problems, one that trips over a shape the schema already reported never hides the others. When
 * the schema found nothing, a check that throws is a bug, and saying "valid" would hide it.
 */
export function structureFindings(file: PagesFile, project: ProjectFiles, schemaFoundProblems: boolean): Finding[] {
  const findings: Finding[] = [];
  /** A check made as a rule, run with its context: what it reports becomes a finding of its code. */
  const asRule = (check: Check<string, Messages>) => () =>
    check.create({
      file,
      project,
      report({ messageId, data, pointer, outsideFile }) {
        const message = fillMessage(check.meta.messages[messageId] ?? messageId, data);
        findings.push({ code: check.name, messageId, data, message, pointer, ...(outsideFile ? { outsideFile } : {}) });
      },
    });
  // Each check's name in a crash, and the code of what it finds.
  const run: [string, string, () => void][] = [
    ["placeholders", "placeholders", asRule(checks.placeholders)],
    ["addresses used twice", "duplicate-address", () => checkDuplicates(file, findings)],
    ["reserved addresses", "reserved-address", asRule(checks["reserved-address"])],
    ["links", "broken-link", () => checkLinks(file, findings)],
    ["pictures", "missing-picture", asRule(checks["missing-picture"])],
    ["the lead store", "published-lead-store", asRule(checks["published-lead-store"])],
  ];
  for (const [name, code, check] of run) {
    const before = findings.length;
    try {
      check();
    } catch (error) {
      if (!schemaFoundProblems) throw new CheckCrash(name, error);
    }
    for (let index = before; index < findings.length; index++) findings[index] = { code, ...findings[index]! };
  }
  return findings;
}
