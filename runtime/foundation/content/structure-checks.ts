// The checks a JSON Schema cannot make, run in turn: addresses used twice (here), and the checks
// made as rules (checks/): addresses kept for the build and the servers, placeholders, links to
// pages that do not exist, pictures missing from public/, a lead store that would be published.
import type { PagesFile } from "../../../schema/index.ts";
import { familyNames, routeTable } from "./expand.ts";
import { languageOfPath, languagesOf } from "./languages.ts";
import type { Finding } from "./diagnostic.ts";
import type { ProjectFiles } from "./project-files.ts";
import { checks } from "./checks/index.ts";
import type { Check } from "./checks/define-check.ts";
import { fillMessage, type Messages } from "./rule.ts";
import { describePlace, entryName, familyNoun, valueAt } from "./where.ts";

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
    ["links", "broken-link", asRule(checks["broken-link"])],
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
