// `pages new`: run on a temporary copy of pages.json (with public/ linked beside it, as the validator
// looks for pictures there), never on the real file.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newCommand } from "../../cli/commands/new.ts";
import { addEntry, fingerprint } from "../../runtime/foundation/content/index.ts";
import { slugify } from "../../runtime/foundation/content/index.ts";
import { projectRoot, publicDir, runCli, runCliHere } from "./helpers.ts";

const original = readFileSync(join(projectRoot, "pages.json"), "utf8");
const mardanAreas = "Sheikh Maltoon Town, Bagh-e-Iram, Par Hoti, Toru, Shamsi Road, College Chowk";

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-new-"));
  file = join(dir, "pages.json");
  writeFileSync(file, original);
  symlinkSync(publicDir, join(dir, "public"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The text the new file adds to the old one: old = before + after, new = before + added + after. */
function insertion(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  expect(start + end, "the old text is all still there, in order").toBe(before.length);
  return after.slice(start, after.length - end);
}

function entries(text: string, family: string): Record<string, unknown>[] {
  return (JSON.parse(text) as { families: Record<string, { entries: Record<string, unknown>[] }> }).families[family]!.entries;
}

describe("pages new destination", () => {
  it("writes the Urdu beside the English in the same entry: the name and the neighbourhoods, and a description to write", () => {
    const areasUr = "شیخ ملتون ٹاؤن، باغِ ارم، پار ہوتی، طورو، شمسی روڈ، کالج چوک";
    const result = runCli("new", "destination", "Mardan", "--file", file, "--areas", mardanAreas, "--in", "ur=مردان", "--areas-in", `ur=${areasUr}`);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("No Urdu given");
    const entry = entries(readFileSync(file, "utf8"), "destinations").at(-1)!;
    expect(entry.city).toEqual({ en: "Mardan", ur: "مردان", translatedFrom: { ur: fingerprint("Mardan") } });
    expect((entry.areas as { ur: string }[]).map((area) => area.ur)).toEqual(areasUr.split("، "));
    expect(entry.description).toBe("TODO: describe shipping to Mardan in one or two sentences.");
  });

  it("takes the words of every language the file declares, a third one too, and refuses a language it does not", async () => {
    const withArabic = JSON.parse(original) as { languages: object[] };
    withArabic.languages.push({ code: "ar", name: "العربية", locale: "ar_AE", dir: "rtl" });
    writeFileSync(file, `${JSON.stringify(withArabic, null, 2)}\n`);
    const refused = await runCliHere("new", "destination", "Mardan", "--file", file, "--areas", mardanAreas, "--in", "fr=Mardan");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the site has no language "fr". Its other languages are: ur (Urdu), ar (Arabic).');

    const result = await runCliHere("new", "destination", "Mardan", "--file", file, "--areas", mardanAreas, "--in", "ar=مردان");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("No Urdu given: those pages show the new destination's words in English until they are translated (--in ur=...");
    const entry = entries(readFileSync(file, "utf8"), "destinations").at(-1)!;
    expect(entry.city).toEqual({ en: "Mardan", ar: "مردان", translatedFrom: { ar: fingerprint("Mardan") } });
  });

  it("says so when no Urdu is given on a site that has Urdu pages", async () => {
    const result = await runCliHere("new", "destination", "Mardan", "--file", file, "--areas", mardanAreas);
    expect(result.stdout).toContain("No Urdu given: those pages show the new destination's words in English until they are translated");
  });

  it("adds only the entry, at the end of the destinations, and prints its route and placeholders", async () => {
    const result = await runCliHere("new", "destination", "Mardan", "--file", file, "--areas", mardanAreas);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("New page: /pakistan-cargo-to-mardan");
    expect(result.stdout).toMatch(/\/families\/destinations\/entries\/\d+\/description\s+"TODO: describe shipping to Mardan/);

    const after = readFileSync(file, "utf8");
    const added = insertion(original, after);
    // Only lines are added: the comma after the last entry and the new entry itself.
    expect(added.startsWith(",\n")).toBe(true);
    expect(JSON.parse(added.slice(1))).toEqual({
      slug: "mardan",
      city: "Mardan",
      description: "TODO: describe shipping to Mardan in one or two sentences.",
      areas: mardanAreas.split(", "),
    });
    // Formatted like the rest of the file: one field per line, indented with two spaces.
    expect(added).toContain('\n          "slug": "mardan",\n');
    expect(added).toContain('\n            "Sheikh Maltoon Town",\n');
    expect(entries(after, "destinations").at(-1)?.slug).toBe("mardan");

    const routes = await runCliHere("routes", "--json", file);
    expect(routes.code).toBe(0);
    expect((JSON.parse(routes.stdout) as { path: string }[]).map((route) => route.path)).toContain("/pakistan-cargo-to-mardan");
  });

  it("takes the slug from --slug", async () => {
    const result = await runCliHere("new", "destination", "Dera Ismail Khan", "--slug", "di-khan", "--file", file, "--areas", "A, B, C, D, E, F");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("New page: /pakistan-cargo-to-di-khan");
  });

  it("writes the province given with --province after the city, and the city is listed under it", async () => {
    const result = await runCliHere("new", "destination", "Mardan", "--province", "Khyber Pakhtunkhwa", "--file", file, "--areas", mardanAreas);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const entry = entries(readFileSync(file, "utf8"), "destinations").at(-1)!;
    expect(Object.keys(entry)).toEqual(["slug", "city", "province", "description", "areas"]);
    expect(entry.province).toBe("Khyber Pakhtunkhwa");
  });

  it("prints the validator's message for a province that is not one, and writes nothing", async () => {
    const result = await runCliHere("new", "destination", "Mardan", "--province", "KPK", "--file", file, "--areas", mardanAreas);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/pages\.json:\d+:\d+ {2}The text "KPK" is not a valid "province" in the destination Mardan\./);
    expect(result.stderr).toContain('"Khyber Pakhtunkhwa"');
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("refuses a name that exists, and writes nothing", async () => {
    const result = await runCliHere("new", "destination", "Lahore", "--file", file, "--areas", "A, B, C, D, E, F");
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("There is already a destination called Lahore (slug lahore).");
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("refuses a slug that exists", async () => {
    const result = await runCliHere("new", "destination", "Lahore City", "--slug", "lahore", "--file", file, "--areas", "A, B, C, D, E, F");
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("There is already a destination called Lahore (slug lahore).");
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("fails with a clear message when it cannot ask for the areas", async () => {
    const result = await runCliHere("new", "destination", "Mardan", "--file", file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Give the 6 neighbourhoods with --areas "a, b, c, d, e, f": this terminal cannot ask for them.');
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("prints the validator's message for the wrong number of areas, and writes nothing", async () => {
    const result = await runCliHere("new", "destination", "Mardan", "--file", file, "--areas", "A, B, C, D, E");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /pages\.json:\d+:\d+ {2}Mardan has 5 neighbourhoods; a destination needs exactly 6\.\n {4}at \/families\/destinations\/entries\/\d+\/areas/,
    );
    expect(result.stderr).toContain("Nothing was written");
    expect(readFileSync(file, "utf8")).toBe(original);
  });
});

describe("pages new area and origin", () => {
  it("adds an area with 10 neighbourhoods and its office phone", async () => {
    const list = "Al Nakheel, Al Dhait, Al Mamourah, Al Qusaidat, Khuzam, Al Hamra, Al Jazirah Al Hamra, Al Rams, Dafan Al Khor, Seih Al Uraibi";
    const result = await runCliHere("new", "area", "Ras Al Khaimah North", "--file", file, "--neighbourhoods", list, "--phone", "+971 7 000 0000");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("New page: /areas/ras-al-khaimah-north");
    expect(result.stdout).not.toContain("officePhone");
    const entry = entries(readFileSync(file, "utf8"), "areas").at(-1);
    expect(entry).toMatchObject({ slug: "ras-al-khaimah-north", name: "Ras Al Khaimah North", officePhone: "+971 7 000 0000" });
    expect(entry?.neighbourhoods).toHaveLength(10);
  });

  it("flags the office phone as a placeholder when --phone is left out", async () => {
    const list = "A, B, C, D, E, F, G, H, I, J";
    const result = await runCliHere("new", "area", "Hatta", "--file", file, "--areas", list);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\/families\/areas\/entries\/\d+\/officePhone/);
  });

  it("asks an area for 10 neighbourhoods when it cannot ask", async () => {
    const result = await runCliHere("new", "area", "Hatta", "--file", file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Give the 10 neighbourhoods with --neighbourhoods "a, b, c, d, e, f, g, h, i, j": this terminal cannot ask for them.');
  });

  it("refuses --province for an origin: only destinations have one", async () => {
    const result = await runCliHere("new", "origin", "Khor Fakkan", "--province", "Sindh", "--file", file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("--province is for a destination (a Pakistani city), not for an origin.");
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("adds an origin, which needs no neighbourhoods", async () => {
    const result = await runCliHere("new", "origin", "Khor Fakkan", "--file", file);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("New page: /khor-fakkan-to-pakistan");
    expect(insertion(original, readFileSync(file, "utf8")).startsWith(",\n")).toBe(true);
  });
});

describe("pages new in a terminal", () => {
  it("asks for the areas when stdin is a terminal", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const questions: string[] = [];
    try {
      const code = await newCommand(
        "destination",
        "Mardan",
        { file },
        {
          isTTY: true,
          ask: (question) => {
            questions.push(question);
            return Promise.resolve(mardanAreas);
          },
        },
      );
      expect(code).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(questions).toEqual(["The 6 neighbourhoods of Mardan, separated by commas: "]);
    expect(entries(readFileSync(file, "utf8"), "destinations").at(-1)?.areas).toEqual(mardanAreas.split(", "));
  });
});

describe("slugs and insertion", () => {
  it("derives the slug from the name", () => {
    expect(slugify("Dera Ghazi Khan")).toBe("dera-ghazi-khan");
    expect(slugify("  Mandi Bahā'uddin ")).toBe("mandi-baha-uddin");
  });

  it("says which input a slug that is taken is about", () => {
    const result = addEntry(original, { kind: "destination", name: "Karachi South", slug: "karachi", list: [] });
    expect(result).toMatchObject({ ok: false, reason: "slug-taken", field: "slug", data: { name: "Karachi", slug: "karachi" } });
  });

  it("matches names without regard to case", () => {
    const result = addEntry(original, { kind: "destination", name: "KARACHI", slug: "karachi-2", list: [] });
    expect(result).toEqual({
      ok: false,
      reason: "name-taken",
      field: "name",
      data: { name: "Karachi", slug: "karachi" },
      message: "There is already a destination called Karachi (slug karachi).",
    });
  });
});
