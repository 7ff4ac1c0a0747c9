// `pages build` of a copy of the site whose Lahore hero is a photo in the public/ beside the file:
// the page shows it as a <picture> of the sizes the build made (AVIF and WebP, srcset and sizes, the
// photo's width and height), its data carries the same for the browser, the SVG illustrations are
// published as they are, and the next build reads the sizes from the cache instead of making them.
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { drawingAddress } from "../../cli/build/inline-drawings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, publicDir, runCli, type CliResult } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "pages-photo-build-"));
const file = join(dir, "pages.json");
const out = join(dir, "site");
let first: CliResult;

beforeAll(async () => {
  cpSync(publicDir, join(dir, "public"), { recursive: true });
  // A photo of this run's own, so it is new to the cache: its description is a random id. (A random
  // colour was not enough: one of 256 came again within a few dozen runs in one checkout.)
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .withExif({ IFD0: { ImageDescription: randomUUID() } })
    .jpeg()
    .toFile(join(dir, "public", "images", "warehouse.jpg"));
  const text = readFileSync(join(projectRoot, "pages.json"), "utf8").replace(
    '"heroImage": "/images/cities/lahore.svg"',
    '"heroImage": "/images/warehouse.jpg"',
  );
  writeFileSync(file, text);
  first = runCli("build", file, "--out-dir", out);
  expect(first.code, first.stderr).toBe(0);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lahore = () => readFileSync(join(out, "pakistan-cargo-to-lahore", "index.html"), "utf8");
/** The attributes of each element of a kind in the HTML, by name (lower case). */
const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, "g"))].map(
    ([, attributes]) =>
      Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!])) as Record<string, string>,
  );

describe("a photo in a hero, built", () => {
  it("is a <picture> of AVIF and WebP sizes up to the photo's width, with its width and height", () => {
    const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(lahore())![1]!;
    const sources = elements(picture, "source");
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(source.srcset).toMatch(/^\/assets\/warehouse-480-\S+ 480w, \/assets\/warehouse-800-\S+ 800w, \/assets\/warehouse-1000-\S+ 1000w$/);
      expect(source.sizes).toContain("100vw");
      for (const entry of source.srcset!.split(", ")) expect(readdirSync(join(out, "assets"))).toContain(entry.split(" ")[0]!.slice("/assets/".length));
    }
    const [image] = elements(picture, "img");
    expect([image!.width, image!.height, image!.fetchpriority]).toEqual(["1000", "750", "high"]);
    expect(image!.src).toMatch(/^\/assets\/warehouse-1000-\S+\.jpg$/);
  });

  it("is in the page's data as rendered, for the browser to hydrate and navigate to", () => {
    const data = JSON.parse(readFileSync(join(out, "_data", "pakistan-cargo-to-lahore", "index.json"), "utf8")) as {
      pictures?: Record<string, { width: number }>;
    };
    expect(Object.keys(data.pictures ?? {})).toEqual(["/images/warehouse.jpg"]);
    expect(data.pictures!["/images/warehouse.jpg"]!.width).toBe(1000);
  });

  it("leaves the SVG illustrations as they are, and writes a small one a page shows as its hero into that page", () => {
    const drawing = readFileSync(join(publicDir, "images", "cities", "karachi.svg"));
    expect(readFileSync(join(out, "images", "cities", "karachi.svg")).equals(drawing)).toBe(true);
    const html = readFileSync(join(out, "pakistan-cargo-to-karachi", "index.html"), "utf8");
    expect(html).toContain(`<img src="${drawingAddress(drawing.toString("utf8")).replace(/&/g, "&amp;")}"`);
    expect(html).not.toContain("/images/cities/karachi.svg");
  });

  it("is read from the cache by the next build", () => {
    expect(first.stdout).toContain("Photos shown in their sizes: 1 made, 0 from the cache.");
    const again = runCli("build", file, "--out-dir", out);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("Photos shown in their sizes: 0 made, 1 from the cache.");
  }, 240_000);
});
