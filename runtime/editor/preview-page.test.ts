import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changesBetween, setAtPointer } from "./document-edits.ts";
import { PreviewPages } from "./preview-page.ts";

const shipped = JSON.parse(readFileSync("pages.json", "utf8")) as { pages: { route: string }[]; languages: { code: string }[] };
const about = shipped.pages.findIndex((page) => page.route === "/about");
const other = shipped.languages[1]!.code;

/** The preview's pages, sent `document` as the editor sends it: the changes since the last one. */
function sent(pages: PreviewPages, before: unknown, document: unknown): unknown {
  pages.receive({ kind: "changes", changes: changesBetween(before, document) });
  return document;
}

describe("the preview's page, made in its worker", () => {
  it("is the page at the address, in the language asked, with where each block comes from", () => {
    const pages = new PreviewPages();
    sent(pages, undefined, shipped);
    const page = pages.page("/about/", "en")!;
    expect(page.data.status).toBe(200);
    expect(page.sources[0]).toBe(`/pages/${about}/blocks/0`);
    expect(page.shell.language.code).toBe("en");
    const translated = pages.page(`/${other}/about/`, other)!;
    expect(translated.shell.language.code).toBe(other);
    expect(translated.languages.map((language) => language.code)).toEqual(shipped.languages.map((language) => language.code));
  });

  it("follows the changes sent, and says when there is no page at an address", () => {
    const pages = new PreviewPages();
    const changed = setAtPointer(shipped, `/pages/${about}/blocks/0/title`, { en: "Who we are, since the start" });
    sent(pages, sent(pages, undefined, shipped), changed);
    expect(JSON.stringify(pages.page("/about/", "en")!.data.page.blocks[0])).toContain("Who we are, since the start");
    expect(pages.page("/no-such-page-here/", "en")!.data.status).toBe(404);
  });

  it("keeps the last page it could make while the document cannot be expanded", () => {
    const pages = new PreviewPages();
    const first = sent(pages, undefined, shipped);
    const before = pages.page("/about/", "en")!;
    sent(pages, first, setAtPointer(shipped, "/families", "not families"));
    expect(pages.page("/about/", "en")).toEqual(before);
  });
});
