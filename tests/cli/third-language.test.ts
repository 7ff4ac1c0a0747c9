// A third language declared in pages.json, and nothing else changed: the build writes every page
// under its code with its lang and dir, links all the languages to each other (hreflang, the
// sitemap, og:locale, the switcher), shows each text it has no words for in English, and the lint
// lists what is left to translate. No code or schema knows the language.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PagesFile, Translation } from "../../schema/index.ts";
import { projectRoot, publicDir, runCli, runCliHere } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "pages-third-language-"));
const file = join(dir, "pages.json");
const out = join(dir, "site");
const arabicTagline = "شحن بعناية من الإمارات إلى كل أنحاء باكستان.";
let site: PagesFile;

beforeAll(() => {
  site = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile;
  site.languages!.push({ code: "ar", name: "العربية", locale: "ar_AE", dir: "rtl" });
  (site.site.tagline as Translation).ar = arabicTagline;
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
  symlinkSync(publicDir, join(dir, "public"));
  const result = runCli("build", file, "--out-dir", out);
  expect(result.code, result.stderr).toBe(0);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (address: string) => readFileSync(join(out, address, "index.html"), "utf8");

describe("a third language, declared and nothing else", () => {
  it("has every page under its code, as many as the English, each with its language and direction", () => {
    const count = (folder: string) => readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith("index.html")).length;
    const english = count(out) - count(join(out, "ur")) - count(join(out, "ar"));
    expect(count(join(out, "ar"))).toBe(english);
    for (const address of ["ar", "ar/contact", "ar/pakistan-cargo-to-lahore"]) {
      expect(existsSync(join(out, address, "index.html")), address).toBe(true);
      expect(page(address)).toContain('<html lang="ar" dir="rtl">');
    }
  });

  it("links the three languages both ways, with x-default, in the head and the sitemap", () => {
    const url = site.site.url;
    for (const address of ["", "ur", "ar"]) {
      const html = address ? page(address) : readFileSync(join(out, "index.html"), "utf8");
      for (const [hreflang, href] of [
        ["en", `${url}/`],
        ["ur", `${url}/ur/`],
        ["ar", `${url}/ar/`],
        ["x-default", `${url}/`],
      ])
        expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    }
    const arabic = page("ar");
    expect(arabic).toContain('<meta property="og:locale" content="ar_AE">');
    expect(arabic).toContain('<meta property="og:locale:alternate" content="en_AE">');
    expect(arabic).toContain('<meta property="og:locale:alternate" content="ur_PK">');
    const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>${url}/ar/contact/</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${url}/ar/contact/"/>`);
  });

  it("switches to each other language from every page, named in itself", () => {
    const arabic = page("ar/contact");
    expect(arabic).toMatch(/<a [^>]*href="\/contact\/"[^>]*hrefLang="en"|<a [^>]*href="\/contact\/"[^>]*hreflang="en"/i);
    expect(arabic).toMatch(/href="\/ur\/contact\/"[^>]*>[^<]*(<span[^>]*>)?اردو/);
    const urdu = page("ur/contact");
    expect(urdu).toMatch(/href="\/ar\/contact\/"[^>]*>[^<]*(<span[^>]*>)?العربية/);
  });

  it("shows its own words where it has them, and the English, marked as English, where it has none yet", () => {
    const arabic = page("ar");
    expect(arabic).toContain(arabicTagline);
    // The home page's heading has no Arabic: it shows in English, marked so.
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(arabic);
    expect(heading?.[0]).toContain('lang="en"');
  });

  it("is in the lint's list of what is left to translate", async () => {
    const lint = await runCliHere("lint", file, "--format", "json");
    const missing = (JSON.parse(lint.stdout) as { code: string; message: string }[]).filter((finding) => finding.code === "missing-translation");
    expect(missing.some((finding) => finding.message.startsWith("No Arabic for"))).toBe(true);
    expect(missing.some((finding) => finding.message.includes(arabicTagline) || finding.message.includes("Careful cargo"))).toBe(false);
  });
});
