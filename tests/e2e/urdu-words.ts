// What an Urdu reader meets on a page, in words: no Latin word may be left but a name as pages.json
// writes it, an abbreviation its Urdu keeps (FCL, CNIC), a number, an email or web address, or a text
// marked as English (lang="en", shown so until its Urdu is written, and listed by pages lint). The
// names come from pages.json. urdu.spec.ts reads each kind of Urdu page with it.
import type { Page } from "@playwright/test";
import { fieldsOfKind, isTranslation, wordsIn, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { sourceFile } from "./helpers.ts";

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
export function latinWordsIn(line: string): string[] {
  if (initials.has(line)) return [];
  let rest = line.replace(addresses, " ");
  for (const name of kept) rest = rest.split(name).join(" ");
  return rest.match(/\p{Script=Latin}+/gu) ?? [];
}

/**
 * What a reader sees and hears on the page as it is shown: the text of every shown element
 * (screen-reader-only text included), the names screen readers give controls and pictures, and the
 * tab's title; not what is inside an element marked as English or as not to translate.
 */
export function urduLinesShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}
