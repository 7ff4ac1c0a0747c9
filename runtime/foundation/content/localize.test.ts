import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/index.ts";
import { expandEditions, expandSite, routeTable } from "./expand.ts";
import { inLanguage, languageOfPath, languagesOf } from "./languages.ts";
import { englishOf, isTranslation, localizeFile, sourcePointer, wordsIn } from "./localize.ts";

type Json = Record<string, unknown>;
const shipped = () => JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile;
/** The shipped file as it would be in English only. */
function englishOnly(): PagesFile {
  const { languages: _languages, ...file } = shipped();
  return file;
}

/** The shipped file in English and Urdu, with Lahore's city, the destinations' hero title and /about's hero in both. */
function bilingual(): PagesFile {
  const file = shipped();
  file.languages = [
    { code: "en", name: "English", locale: "en_AE" },
    { code: "ur", name: "اردو", locale: "ur_PK", dir: "rtl" },
  ];
  const lahore = file.families.destinations.entries.find((entry) => entry.slug === "lahore")!;
  lahore.city = { en: "Lahore", ur: "لاہور" };
  const hero = file.families.destinations.blocks[0] as unknown as Json;
  hero.title = { en: "Cargo from the UAE to {city}", ur: "متحدہ عرب امارات سے {city} تک کارگو" };
  const about = file.pages.find((page) => page.route === "/about")!;
  (about.blocks[0] as unknown as Json).title = { en: "About us" };
  return file;
}

describe("languages", () => {
  it("a file without languages is English at the site's own addresses", () => {
    expect(languagesOf(englishOnly())).toEqual([{ code: "en", name: "English", locale: "en_AE", dir: "ltr", prefix: "" }]);
  });

  it("every language but the first has its pages under its code", () => {
    const [en, ur] = languagesOf(bilingual());
    expect(ur).toEqual({ code: "ur", name: "اردو", locale: "ur_PK", dir: "rtl", prefix: "/ur" });
    expect(["/", "/contact", "*", "/services/*"].map((path) => inLanguage(path, ur!))).toEqual(["/ur/", "/ur/contact", "/ur/*", "/ur/services/*"]);
    expect(inLanguage("/contact", en!)).toBe("/contact");
    const languages = [en!, ur!];
    expect(languageOfPath("/ur/contact", languages)).toEqual({ language: ur, path: "/contact" });
    expect(languageOfPath("/ur", languages)).toEqual({ language: ur, path: "/" });
    expect(languageOfPath("/ur/", languages)).toEqual({ language: ur, path: "/" });
    expect(languageOfPath("/urdu-news", languages)).toEqual({ language: en, path: "/urdu-news" });
  });
});

describe("a text in several languages", () => {
  it("is told apart from other objects, and read in each language", () => {
    const text = { en: "Call Now", ur: "ابھی کال کریں", translatedFrom: { ur: "0a1b2c3d" } };
    expect(isTranslation(text)).toBe(true);
    expect(isTranslation({ label: "Call", href: "/contact" })).toBe(false);
    expect(isTranslation({ en: "Call", href: "/contact" })).toBe(false);
    // Any language's code: a language is declared in pages.json, not in the code.
    expect(isTranslation({ en: "Call", fr: "Appeler", "pa-Arab": "کال" })).toBe(true);
    expect([wordsIn(text, "ur"), wordsIn({ en: "Call" }, "ur"), wordsIn("Call", "ur"), wordsIn("Call", "en")]).toEqual(["ابھی کال کریں", null, null, "Call"]);
    expect([englishOf(text), englishOf("Call")]).toEqual(["Call Now", "Call"]);
  });
});

describe("the file in one language", () => {
  const file = bilingual();
  const [en, ur] = languagesOf(file);

  it("takes each text's words in the language, the English where it has none, and leaves the rest as it is", () => {
    const urdu = localizeFile(file, ur!);
    expect(urdu.families.destinations.entries.find((entry) => entry.slug === "lahore")!.city).toBe("لاہور");
    expect(urdu.pages.find((page) => page.route === "/ur/about")!.blocks[0]).toMatchObject({ type: "hero", title: "About us" });
    expect(urdu.site.phone).toBe(file.site.phone);
    expect(localizeFile(file, en!).families.destinations.entries.find((entry) => entry.slug === "lahore")!.city).toBe("Lahore");
  });

  it("moves every address on the site under the language's prefix, and nothing else", () => {
    const urdu = localizeFile(file, ur!);
    expect(urdu.pages.map((page) => page.route)).toEqual(file.pages.map((page) => inLanguage(page.route, ur!)));
    expect(urdu.families.destinations.route).toBe("/ur/pakistan-cargo-to-{slug}");
    expect(urdu.navigation.header.links.map((link) => link.href)).toEqual(["/ur/", "/ur/services/", "/ur/about/", "/ur/contact/", "/ur/faq/"]);
    expect(urdu.families.destinations.entries[0]!.aliases).toEqual(["/ur/karachi-cargo"]);
    expect(urdu.site.socialImage.src).toBe(file.site.socialImage.src);
    expect(urdu.site.url).toBe(file.site.url);
  });

  it("fills a template's placeholders with the entry's words in the same language", () => {
    const lahore = expandSite(file, ur).pages.find((page) => page.route === "/ur/pakistan-cargo-to-lahore")!;
    expect(lahore.blocks[0]).toMatchObject({ title: "متحدہ عرب امارات سے لاہور تک کارگو" });
    expect(lahore.canonical).toBe("https://www.induscargo.example/ur/pakistan-cargo-to-lahore/");
    const english = expandSite(file).pages.find((page) => page.route === "/pakistan-cargo-to-lahore")!;
    expect(english.blocks[0]).toMatchObject({ title: "Cargo from the UAE to Lahore" });
  });

  it("has every page of the site in each language, and the route table lists them all", () => {
    const [english, urdu] = expandEditions(file);
    expect(urdu!.pages).toHaveLength(english!.pages.length);
    const routes = routeTable(file);
    expect(routes).toHaveLength(2 * routeTable(englishOnly()).length);
    expect(routes.find((route) => route.path === "/ur/karachi-cargo")).toEqual({
      path: "/ur/karachi-cargo",
      family: "destinations",
      canonical: "https://www.induscargo.example/ur/pakistan-cargo-to-karachi/",
      aliasOf: "/ur/pakistan-cargo-to-karachi",
      language: "ur",
      source: "/families/destinations/entries/0",
    });
    expect(routes.filter((route) => route.family === "fallback").map((route) => route.path)).toEqual(["*", "/services/*", "/ur/*", "/ur/services/*"]);
  });

  it("names where a text's words are written in pages.json", () => {
    expect(sourcePointer(file, "/families/destinations/blocks/0/title", "ur")).toBe("/families/destinations/blocks/0/title/ur");
    const about = file.pages.findIndex((page) => page.route === "/about");
    expect(sourcePointer(file, `/pages/${about}/blocks/0/title`, "ur")).toBe(`/pages/${about}/blocks/0/title/en`);
    expect(sourcePointer(file, "/site/phone", "ur")).toBe("/site/phone");
  });
});
