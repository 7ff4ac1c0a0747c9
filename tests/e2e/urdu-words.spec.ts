// Every word an Urdu reader meets on the Urdu pages is Urdu: one page of each kind (every single
// page, the first entry of each family, the not-found pages) is read as the browser shows it, and
// no Latin word may be left but a name as pages.json writes it, an abbreviation its Urdu keeps
// (FCL, CNIC), a number, an email or web address, or a text marked as English (lang="en", shown
// so until its Urdu is written, and listed by pages lint). The names come from pages.json.
import { expect, test } from "./test.ts";
import { fieldsOfKind, isTranslation, wordsIn, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { gotoHydrated, sourceFile, urduSite } from "./helpers.ts";

/** One address of each kind of Urdu page: a catch-all route is asked for with an address nothing answers. */
const urduPages = [
  ...urduSite.pages.filter((page) => page.family === null).map((page) => page.route.replace(/\*$/, "no-such-page")),
  ...["services", "areas", "origins", "destinations"].map((family) => urduSite.pages.find((page) => page.family === family)!.route),
];

/** The names of pages.json ($defs/name: the company's, customers'...). */
const names = fieldsOfKind(sourceFile, "name").flatMap((field) => (typeof field.value === "string" ? [field.value] : []));

/**
 * What stays as written in Urdu, from pages.json: every name, the company's name shortened to its
 * first words (a title's "| Indus Cargo"), and the abbreviations in capitals a translator kept in
 * some text's Urdu (AED 50,000, (FCL)). Longest first, so a name is taken out before a part of it.
 */
function keptAsWritten(file: PagesFile): string[] {
  const kept = new Set<string>([file.site.name, ...names]);
  const companyWords = file.site.name.split(" ");
  for (let count = 2; count <= companyWords.length; count += 1) kept.add(companyWords.slice(0, count).join(" "));
  for (const field of fieldsOfKind(file, "text")) {
    const urdu = isTranslation(field.value) ? wordsIn(field.value, "ur") : null;
    for (const abbreviation of urdu?.match(/\b[A-Z]{2,}\b/g) ?? []) kept.add(abbreviation);
  }
  return [...kept].sort((a, b) => b.length - a.length);
}

const kept = keptAsWritten(sourceFile);
const addresses = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(com|example|pk|ae)\b/g;

/** A name's first letter, shown alone (a customer's initial beside their quote). */
const initials = new Set(names.map((name) => name.charAt(0)));

/** The Latin words a line has once names, abbreviations and addresses are taken out. */
function latinWordsIn(line: string): string[] {
  if (initials.has(line)) return [];
  let rest = line.replace(addresses, " ");
  for (const name of kept) rest = rest.split(name).join(" ");
  return rest.match(/\p{Script=Latin}+/gu) ?? [];
}

for (const path of urduPages) {
  test(`${path} shows no Latin word but names, abbreviations, addresses and texts marked as English`, async ({ page }) => {
    await gotoHydrated(page, path);
    // What a reader sees and hears: the text of every shown element (screen-reader-only text
    // included), the names screen readers give controls and pictures, and the tab's title; not
    // what is inside an element marked as English or as not to translate.
    const shown = await page.evaluate(() => {
      const inUrdu = (element: Element) => element.closest("[lang]")?.getAttribute("lang") === "ur" && !element.closest('[translate="no"]');
      const lines: string[] = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
        if (inUrdu(parent) && parent.checkVisibility({ visibilityProperty: true })) lines.push(node.textContent.trim());
      }
      for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
        if (!inUrdu(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
        for (const name of ["aria-label", "alt", "title", "placeholder"]) {
          const value = element.getAttribute(name);
          if (value) lines.push(value);
        }
      }
      return lines;
    });
    expect(shown.join(" ")).toMatch(/[\u0600-\u06ff]/);
    const latin = shown.flatMap((line) => latinWordsIn(line).map((word) => `${word} (in "${line.slice(0, 80)}")`));
    expect(latin, `words in English on ${path} that are neither names nor marked as English`).toEqual([]);
  });
}
