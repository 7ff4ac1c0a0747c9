// The README's "Add a city" JSON, added to a copy of pages.json and built: the new page, its entry in the
// Pakistan Cities dropdown and its sitemap line must all follow from that one entry, in every language
// the entry is written in.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyEdits, modify } from "jsonc-parser";
import { projectRoot, publicDir, runCli } from "./helpers.ts";
import { englishOf, wordsIn } from "../../runtime/foundation/content/localize.ts";
import type { Text } from "../../schema/index.ts";

interface CityEntry {
  slug: string;
  city: Text;
  areas: Text[];
}

/** The first ```json block after the "## Add a city" heading of README.md. */
function readmeCity(): CityEntry {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Add a city"));
  expect(section.startsWith("## Add a city"), 'README.md has an "Add a city" section').toBe(true);
  const block = /```json\n([\s\S]*?)\n```/.exec(section);
  expect(block, 'a ```json block in "Add a city"').not.toBeNull();
  return JSON.parse(block![1]!) as CityEntry;
}

const dir = mkdtempSync(join(tmpdir(), "pages-readme-city-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('README "Add a city"', () => {
  it("builds a page, a dropdown entry and a sitemap line for the city", () => {
    const city = readmeCity();
    const file = join(dir, "pages.json");
    const out = join(dir, "site");
    symlinkSync(publicDir, join(dir, "public"));
    const text = readFileSync(join(projectRoot, "pages.json"), "utf8");
    const data = JSON.parse(text) as { site: { url: string }; families: { destinations: { route: string; entries: { slug: string }[] } } };
    expect(
      data.families.destinations.entries.map((entry) => entry.slug),
      "the README's city is not in pages.json yet",
    ).not.toContain(city.slug);
    const edits = modify(text, ["families", "destinations", "entries", -1], city, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } });
    writeFileSync(file, applyEdits(text, edits));

    const result = runCli("build", file, "--out-dir", out);
    // (stderr may hold the bundler's chunk-size notice; only the exit code says whether it built)
    expect(result.code, result.stderr).toBe(0);

    const route = data.families.destinations.route.replace("{slug}", city.slug);
    const editions = [
      { prefix: "", words: (text: Text) => englishOf(text), menuLabel: "Pakistan Cities" },
      { prefix: "/ur", words: (text: Text) => wordsIn(text, "ur") ?? englishOf(text), menuLabel: "پاکستان کے شہر" },
    ];
    expect(wordsIn(city.city, "ur"), "the README's city has its Urdu name").toBeTruthy();
    for (const edition of editions) {
      const address = `${edition.prefix}${route}`;
      const page = [join(out, address, "index.html"), join(out, `${address}.html`)].find((path) => existsSync(path));
      expect(page, `the page ${address} was built`).toBeDefined();
      const html = readFileSync(page!, "utf8");
      expect(html).toContain(edition.words(city.city));
      expect(html).toContain(edition.words(city.areas[0]!));

      const shell = JSON.parse(readFileSync(join(out, "_data", edition.prefix, "shell.json"), "utf8")) as {
        secondary: { menus: { label: string; items?: { label: string; href: string }[] }[] };
      };
      const menu = shell.secondary.menus.find((item) => item.label === edition.menuLabel);
      expect(menu, `the ${edition.menuLabel} dropdown`).toBeDefined();
      expect(JSON.stringify(menu)).toContain(edition.words(city.city));
      expect(JSON.stringify(menu)).toContain(address);

      const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
      // At its one address, with the trailing slash, as every page of the sitemap.
      expect(sitemap).toContain(`<loc>${data.site.url}${address}/</loc>`);
    }
  }, 180_000);
});
