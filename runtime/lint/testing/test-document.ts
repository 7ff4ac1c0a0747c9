// Small pages.json documents for rule tests: a valid base site (tests/fixtures/lint/base-pages.json)
// with the pages, family changes and settings a test case adds. The case's pages come first in the
// file, so the line numbers tests assert stay small and easy to check by eye. A case that declares
// languages (englishAndUrdu) has its texts read in each of them: texts given as { en, ur } are read in
// Urdu on the Urdu pages, the others in English on both.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FamilyName, Glossary, Language, LintSettings, PagesFile, Seo, Site, Text } from "../../../schema/index.ts";
import { validateText } from "../../foundation/content/index.ts";
import { nodeValidation, projectRoot } from "../../server/index.ts";
import { lintValidation, type LintOptions, type LintRun } from "../linter.ts";
import type { LintResult } from "../types.ts";

type Json = Record<string, unknown>;

export interface DocumentParts {
  /** Pages placed before the base site's 404 page. */
  pages?: Json[];
  /** Replaces the named properties of a family, for example its entries or blocks. */
  families?: Partial<Record<FamilyName, Json>>;
  site?: Partial<Site>;
  lint?: LintSettings;
  /** The site's languages (English only when left out), written last in the file so the pages' line numbers stay as they are without them. */
  languages?: Language[];
  /** The site's glossary, written after the languages. */
  glossary?: Glossary;
}

/** English, then Urdu under /ur/: the languages of the shipped site. */
export const englishAndUrdu: Language[] = [
  { code: "en", name: "English", locale: "en_AE" },
  { code: "ur", name: "اردو", locale: "ur_PK", dir: "rtl" },
];

function base(): PagesFile {
  return JSON.parse(readFileSync(join(projectRoot, "tests/fixtures/lint/base-pages.json"), "utf8")) as PagesFile;
}

/** A copy of one of the base site's family entries, with some fields changed. */
export function baseEntry<F extends FamilyName>(family: F, changes: Json = {}): Json {
  const [entry] = base().families[family].entries;
  return { ...(entry as unknown as Json), ...changes };
}

/** The JSON text of a test document: what a case writes, on top of the base site. */
export function documentText(parts: DocumentParts): string {
  const { pages, families, site, labels, navigation } = base();
  const merged = Object.fromEntries(Object.entries(families).map(([name, family]) => [name, { ...family, ...(parts.families?.[name as FamilyName] ?? {}) }]));
  const document: Json = { pages: [...(parts.pages ?? []), ...pages], families: merged, site: { ...site, ...parts.site }, labels, navigation };
  if (parts.lint) document.lint = parts.lint;
  if (parts.languages) document.languages = parts.languages;
  if (parts.glossary) document.glossary = parts.glossary;
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Validates a text against the project's public/ folder, then lints it, as `pages lint` does. */
export function lintText(text: string, name: string, options: LintOptions = {}): LintRun {
  return lintValidation(validateText(text, name, nodeValidation({ publicDir: join(projectRoot, "public") })), options);
}

/** Lints a test document; a document that is not valid is a mistake in the test, so it throws. */
export function lintDocument(parts: DocumentParts, options: LintOptions = {}): LintResult {
  const run = lintText(documentText(parts), "pages.json", options);
  if (run.status !== "linted") {
    throw new Error(
      `The test document is not valid:\n${run.problems.map((problem) => `${problem.place.line}:${problem.place.column} ${problem.message}`).join("\n")}`,
    );
  }
  return run.result;
}

function seoFor(route: string): Seo {
  return {
    title: `Test page ${route} | Test Cargo and Movers`.padEnd(30, "."),
    description: `The page ${route} of the test site, written only to check what pages lint reports about it.`,
    keywords: ["test"],
  };
}

/** A single page; its title and description are unique and of a good length unless given. */
export function page(route: string, blocks: Json[], seo: Partial<Seo> = {}): Json {
  return { route, blocks, seo: { ...seoFor(route), ...seo } };
}

/** A hero block: a heading and one line of text. */
export function hero(text: Text, extra: Json = {}): Json {
  return { type: "hero", title: "A heading", text, ...extra };
}

/** A rich-text block with one section of paragraphs. */
export function paragraphs(...texts: Text[]): Json {
  return { type: "rich-text", sections: [{ paragraphs: texts }] };
}
