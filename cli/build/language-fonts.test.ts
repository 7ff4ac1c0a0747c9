// The build cuts each language's typeface down to the letters its pages use: the Naskh of an
// Arabic edition as the Nastaliq of the Urdu one. Until a language can be declared with any code,
// the Arabic edition is the shipped Urdu one given the code ar and Arabic words.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import subsetFont from "subset-font";
import { afterAll, describe, expect, it } from "vitest";
import type { ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { expandEditions } from "../../runtime/foundation/content/index.ts";
import { cacheDir, fontFile } from "../../runtime/server/index.ts";
import { shippedFile } from "../../runtime/testing/grown-site.ts";
import { fileWriter } from "./file-writer.ts";
import { lettersOf, writeLanguageFonts } from "./language-fonts.ts";

const [english, urdu] = expandEditions(shippedFile());
const arabicWords = "مرحبا بكم، نشحن أمتعتكم من الإمارات إلى باكستان";

/** An edition in a language of this code, whose pages show only these words. */
function editionIn(code: string, words: string): ExpandedSite {
  const language = { ...urdu!.language, code, prefix: `/${code}` };
  return { ...urdu!, language, file: { words } } as unknown as ExpandedSite;
}

const dist = mkdtempSync(join(tmpdir(), "pages-fonts-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function build(editions: ExpandedSite[], folder: string) {
  const writer = fileWriter();
  const urls = await writeLanguageFonts(editions, join(dist, folder), writer);
  await writer.finish();
  return { urls, file: (url: string) => readFileSync(join(dist, folder, url)) };
}

describe("the build's cut fonts", () => {
  it("cuts the Naskh for an Arabic edition to its letters: a woff2 named after its bytes, a fraction of the whole", async () => {
    const { urls, file } = await build([english!, editionIn("ar", arabicWords)], "arabic");
    expect(Object.keys(urls)).toEqual(["noto-naskh-arabic"]);
    const url = urls["noto-naskh-arabic"]!;
    expect(url).toMatch(/^\/assets\/noto-naskh-arabic-[\w-]{8}\.woff2$/);
    const cut = file(url);
    expect(cut.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(cut.length).toBeLessThan(readFileSync(fontFile("noto-naskh-arabic")).length / 2);

    // The letters are in it: the same font cut for fewer of them is smaller.
    const fewer = await build([editionIn("ar", "مر")], "fewer");
    expect(fewer.file(fewer.urls["noto-naskh-arabic"]!).length).toBeLessThan(cut.length);
  });

  it("packs what subset-font packs, and the same font again for letters the font does not have", async () => {
    const { urls, file } = await build([editionIn("ar", arabicWords)], "packed");
    const url = urls["noto-naskh-arabic"]!;
    const font = readFileSync(fontFile("noto-naskh-arabic"));
    expect(file(url).equals(await subsetFont(font, lettersOf(editionIn("ar", arabicWords)), { targetFormat: "woff2" }))).toBe(true);

    // An English word and a new city in Latin letters: nothing the Naskh draws, so the same font,
    // taken from the build's cache, not packed and kept a second time.
    const keptCopies = () => readdirSync(join(cacheDir, "fonts")).filter((name) => readFileSync(join(cacheDir, "fonts", name)).equals(file(url))).length;
    const copiesBefore = keptCopies();
    const withEnglish = await build([editionIn("ar", `${arabicWords} Quetta, Gilgit-Baltistan (GB) ½ €`)], "with-english");
    expect(withEnglish.urls["noto-naskh-arabic"]).toBe(url);
    expect(keptCopies()).toBe(copiesBefore);
    // Which cut each font and letters gave is kept by name, so the same letters again cut nothing.
    const namedCuts = readdirSync(join(cacheDir, "fonts"))
      .filter((name) => name.endsWith(".cut"))
      .map((name) => readFileSync(join(cacheDir, "fonts", name), "utf8"));
    expect(namedCuts.filter((name) => readFileSync(join(cacheDir, "fonts", name)).equals(file(url))).length).toBeGreaterThanOrEqual(2);
    // A letter it draws makes another.
    const withLetter = await build([editionIn("ar", `${arabicWords} ژ`)], "with-letter");
    expect(withLetter.urls["noto-naskh-arabic"]).not.toBe(url);
  });

  it("gives each language its script's typeface: Urdu's Nastaliq and Arabic's Naskh side by side, English none", async () => {
    const { urls } = await build([english!, urdu!, editionIn("ar", arabicWords)], "both");
    expect(Object.keys(urls).sort()).toEqual(["noto-naskh-arabic", "noto-nastaliq-urdu"]);
    expect(lettersOf(editionIn("ar", arabicWords))).toContain("ب");
  });
});
