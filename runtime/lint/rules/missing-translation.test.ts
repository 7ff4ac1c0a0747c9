// The base site of the rule tests is in English only, so a bilingual document has every base text
// to translate: these tests look at the findings in the blocks of the page each case adds alone.
import { describe, expect, it } from "vitest";
import { rules } from "./index.ts";
import { englishAndUrdu, lintDocument, page } from "../testing/test-document.ts";
import type { DocumentParts } from "../testing/test-document.ts";

const only = { rules: Object.fromEntries(Object.keys(rules).map((id) => [id, id === "missing-translation" ? "warn" : "off"])) };

function findingsOnThePage(parts: DocumentParts) {
  return lintDocument(parts, only)
    .findings.filter((finding) => finding.place.pointer.startsWith("/pages/0/blocks/"))
    .map(({ place: { line, column, pointer }, messageId, data }) => ({ line, column, messageId, data, pointer }));
}

const hero = (title: unknown, text: unknown) => ({ type: "hero", title, text });

describe("missing-translation", () => {
  it("reports nothing for texts with their Urdu, nor for a text of a placeholder or of the company's name alone", () => {
    const blocks = [
      hero({ en: "Cargo home", ur: "سامان گھر تک" }, { en: "Door to door.", ur: "ڈور ٹو ڈور۔" }),
      {
        type: "call-to-action",
        title: "Test Cargo and Movers",
        text: { en: "Call us.", ur: "کال کریں۔" },
        buttons: [{ label: { en: "Call", ur: "کال" }, kind: "call" }],
      },
    ];
    expect(findingsOnThePage({ languages: englishAndUrdu, site: { name: "Test Cargo and Movers" }, pages: [page("/", blocks)] })).toEqual([]);
  });

  it("reports nothing on a site in English only", () => {
    expect(lintDocument({ pages: [page("/", [hero("Cargo home", "Door to door.")])] }, only).findings).toEqual([]);
  });

  it("reports a province's name in English only, at its place among the labels", () => {
    const found = lintDocument({ languages: englishAndUrdu }, only).findings.filter((finding) => finding.place.pointer.startsWith("/labels/provinces/"));
    expect(found.map((finding) => [finding.place.pointer, finding.data.text])).toEqual([
      ["/labels/provinces/Punjab", "Punjab"],
      ["/labels/provinces/Sindh", "Sindh"],
      ["/labels/provinces/Khyber Pakhtunkhwa", "Khyber Pakhtunkhwa"],
      ["/labels/provinces/Balochistan", "Balochistan"],
      ["/labels/provinces/Islamabad Capital Territory", "Islamabad Capital Territory"],
      ["/labels/provinces/Azad Jammu and Kashmir", "Azad Jammu and Kashmir"],
      ["/labels/provinces/Gilgit-Baltistan", "Gilgit-Baltistan"],
    ]);
  });

  it("reports a text in English only, and a translation without Urdu at its English", () => {
    const found = findingsOnThePage({ languages: englishAndUrdu, pages: [page("/", [hero("Cargo home", { en: "Door to door." })])] });
    expect(found).toEqual([
      { line: 8, column: 21, messageId: "plain", data: { language: "Urdu", text: "Cargo home", code: "ur" }, pointer: "/pages/0/blocks/0/title" },
      { line: 10, column: 20, messageId: "partial", data: { language: "Urdu", text: "Door to door.", code: "ur" }, pointer: "/pages/0/blocks/0/text/en" },
    ]);
  });
});
