// Addresses no page may have (reserved-paths.ts): which ones they are, and what `pages validate`
// says about a page, a family or an alias written at one, at the place it is written. Positions are
// found in the test's own text with jsonc-parser, not copied from the validator.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { dataUrl, fallbackDataUrl, shellUrl } from "../../data/index.ts";
import { HEADERS_FILE, nodeValidation } from "../../server/index.ts";
import { LEADS_PATH } from "../../server/leads/handler.ts";
import { pointerSegments } from "./source.ts";
import { reservedPathOf } from "./reserved-paths.ts";
import { validateText } from "./validate.ts";

const projectDir = fileURLToPath(new URL("../../../", import.meta.url));
const shipped = readFileSync(join(projectDir, "pages.json"), "utf8");
const check = (text: string) => validateText(text, "pages.json", nodeValidation({ publicDir: join(projectDir, "public"), env: {} }));

describe("the reserved addresses", () => {
  it.each([
    ["/assets", "is under /assets/"],
    ["/assets/price-list", "is under /assets/"],
    ["/_data/about.json", "is under /_data/"],
    ["/_fonts/noto-nastaliq-urdu.woff2", "is under /_fonts/"],
    ["/api/leads", "is under /api/"],
    ["/admin", "is under /admin/"],
    ["/public/images/karachi.svg", "is under /public/"],
    ["/.well-known/security.txt", "is under /.well-known/"],
    ["/node_modules/react/index.js", "is under /node_modules/"],
    ["/@vite/client", "starts with /@"],
    ["/@fs/etc/passwd", "starts with /@"],
    ["/__open-in-editor", "starts with /__"],
    ["/_headers", "is /_headers"],
    ["/robots.txt", "is /robots.txt"],
    ["/sitemap.xml", "is /sitemap.xml"],
    ["/sitemap-12.xml", "is named like a part of the sitemap (/sitemap-1.xml, /sitemap-2.xml, ...)"],
    ["/404.html", "is /404.html"],
  ])("%s %s", (path, relation) => {
    expect(reservedPathOf(path)?.relation).toBe(relation);
  });

  it.each(["/", "/contact", "/assets-and-liabilities", "/apiary", "/administration", "/publications", "/sitemap", "/sitemap-guide", "/services/api"])(
    "%s is free for a page",
    (path) => {
      expect(reservedPathOf(path)).toBeUndefined();
    },
  );

  it("hold every address the servers and the build answer themselves, taken from their own constants", () => {
    for (const path of [LEADS_PATH, `/${HEADERS_FILE}`, dataUrl("/about"), shellUrl("/ur"), fallbackDataUrl("/services/*")]) {
      expect(reservedPathOf(path), path).toBeDefined();
    }
  });
});

type Json = Record<string, unknown>;

/** The shipped file with an edit made to its data, written back the way pages.json is formatted. */
function edited(change: (data: { pages: Json[]; families: Record<string, Json & { entries: Json[] }> }) => void): string {
  const data = JSON.parse(shipped) as Parameters<typeof change>[0];
  change(data);
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Where the value at a JSON pointer starts in text, as 1-based line and column. */
function positionOf(text: string, pointer: string): { line: number; column: number } {
  const node = findNodeAtLocation(parseTree(text)!, pointerSegments(pointer))!;
  const before = text.slice(0, node.offset);
  return { line: before.split("\n").length, column: node.offset - (before.lastIndexOf("\n") + 1) + 1 };
}

const pageNamed = (data: { pages: Json[] }, route: string) => data.pages.find((page) => page.route === route)!;
const entry = (family: Json & { entries: Json[] }, slug: string) => family.entries.find((item) => item.slug === slug)!;

describe("pages validate", () => {
  const cases: { name: string; text: string; pointer: (text: string) => string; message: string }[] = [
    {
      name: "a page at /api/rates",
      text: edited((data) => data.pages.push({ ...pageNamed(data, "/privacy"), route: "/api/rates" })),
      pointer: (text) => `/pages/${(JSON.parse(text) as { pages: Json[] }).pages.length - 1}/route`,
      message: "The page /api/rates is under /api/, which is kept for the server that receives the forms (such as /api/leads): give it another address.",
    },
    {
      name: "a page for unknown addresses under /assets/",
      text: edited((data) => data.pages.push({ ...pageNamed(data, "*"), route: "/assets/*" })),
      pointer: (text) => `/pages/${(JSON.parse(text) as { pages: Json[] }).pages.length - 1}/route`,
      message:
        "The page /assets/* is under /assets/, which is kept for the site's scripts, styles and fonts (browsers keep them for a year): give it another address.",
    },
    {
      name: "an alias of Karachi under /admin/",
      text: edited((data) => {
        const karachi = entry(data.families.destinations!, "karachi");
        karachi.aliases = [...((karachi.aliases as string[] | undefined) ?? []), "/admin/karachi"];
      }),
      pointer: (text) => {
        const entries = (JSON.parse(text) as { families: { destinations: { entries: Json[] } } }).families.destinations.entries;
        const index = entries.findIndex((item) => item.slug === "karachi");
        return `/families/destinations/entries/${index}/aliases/${(entries[index]!.aliases as string[]).length - 1}`;
      },
      message: "The alias /admin/karachi of the destination Karachi is under /admin/, which is kept for the site's administration: choose another one.",
    },
    {
      name: "a family whose pages would all be under /assets/, reported at its route rather than at each entry",
      text: edited((data) => void (data.families.areas!.route = "/assets/{slug}")),
      pointer: () => "/families/areas/route",
      message:
        "Every page of the areas family would have an address that is under /assets/, which is kept for the site's scripts, styles and fonts (browsers keep them for a year): choose another route than /assets/{slug}.",
    },
    {
      name: "an entry whose slug makes a reserved address",
      text: edited((data) => {
        data.families.origins!.route = "/{slug}";
        entry(data.families.origins!, "ajman").slug = "admin";
      }),
      pointer: (text) => {
        const entries = (JSON.parse(text) as { families: { origins: { entries: Json[] } } }).families.origins.entries;
        return `/families/origins/entries/${entries.findIndex((item) => item.slug === "admin")}/slug`;
      },
      message: "The address /admin of the origin city Ajman is under /admin/, which is kept for the site's administration: choose another slug.",
    },
  ];

  it.each(cases)("refuses $name once, at the place it is written", ({ text, pointer, message }) => {
    const result = check(text);
    expect(result.status).toBe("invalid");
    const reserved = result.problems.filter((problem) => problem.message.includes("which is kept for"));
    expect(reserved).toEqual([
      expect.objectContaining({ code: "reserved-address", message, place: { pointer: pointer(text), file: "pages.json", ...positionOf(text, pointer(text)) } }),
    ]);
  });

  it("still checks the aliases of a family whose route is reserved", () => {
    const text = edited((data) => {
      data.families.destinations!.route = "/api/{slug}";
      entry(data.families.destinations!, "karachi").aliases = ["/admin/karachi"];
    });
    const reserved = check(text).problems.filter((problem) => problem.message.includes("which is kept for"));
    expect(reserved.map((problem) => problem.place.pointer)).toEqual([
      "/families/destinations/route",
      expect.stringMatching(/^\/families\/destinations\/entries\/\d+\/aliases\/0$/),
    ]);
  });

  it("names the reserved place even where the schema refuses the address's characters too", () => {
    const text = edited((data) => data.pages.push({ ...pageNamed(data, "/privacy"), route: "/_data/prices" }));
    const messages = check(text).problems.map((problem) => problem.message);
    expect(messages).toContain("The page /_data/prices is under /_data/, which is kept for the data of each page: give it another address.");
  });

  it("accepts the shipped file", () => {
    expect(check(shipped).status).toBe("valid");
  });
});
