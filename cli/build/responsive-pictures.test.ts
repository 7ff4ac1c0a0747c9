import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { cacheDir } from "../../runtime/server/index.ts";
import { fileWriter } from "./file-writer.ts";
import { photosOfPages, widthsFor, writeResponsivePictures, type PictureReport } from "./responsive-pictures.ts";

let folder: string;
let publicDir: string;
let photoBytes: Buffer;
/** A site whose pages name a photo (twice), a small PNG, an SVG, and a photo that is not there. */
const site = {
  pages: [
    {
      blocks: [
        { type: "hero", title: "Depot", image: "/images/depot.jpg" },
        { type: "image-grid", images: [{ src: "/images/grid/01.svg" }, { src: "/images/badge.png" }, { src: "/images/depot.jpg" }] },
      ],
    },
    { blocks: [{ type: "hero", image: "/images/missing.jpg" }] },
  ],
} as unknown as ExpandedSite;

/** Builds into a new dist/ of the test's own. */
async function build(): Promise<{ report: PictureReport; dist: string }> {
  const dist = mkdtempSync(join(folder, "dist-"));
  const writer = fileWriter();
  const report = await writeResponsivePictures([site], publicDir, dist, writer);
  await writer.finish();
  return { report, dist };
}

let first: { report: PictureReport; dist: string };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "responsive-pictures-"));
  publicDir = join(folder, "public");
  mkdirSync(join(publicDir, "images", "grid"), { recursive: true });
  // A colour of this run's own: the photo is new to the cache, so the first build makes it.
  const colour = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
  photoBytes = await sharp({ create: { width: 1700, height: 1275, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(join(publicDir, "images", "depot.jpg"), photoBytes);
  writeFileSync(
    join(publicDir, "images", "badge.png"),
    await sharp({ create: { width: 300, height: 100, channels: 4, background: colour } })
      .png()
      .toBuffer(),
  );
  writeFileSync(join(publicDir, "images", "grid", "01.svg"), "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>");
  first = await build();
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the photos' sizes", () => {
  it("are made for the JPEG, PNG and WebP pictures the pages' blocks name, not for drawings", () => {
    expect(photosOfPages([site])).toEqual(["/images/badge.png", "/images/depot.jpg", "/images/missing.jpg"]);
    expect(Object.keys(first.report.pictures).sort()).toEqual(["/images/badge.png", "/images/depot.jpg"]);
  });

  it("are AVIF and WebP at each width up to the original's, never wider, with the original's ratio", async () => {
    expect(widthsFor(4000)).toEqual([480, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([480, 800, 1000]);
    expect(widthsFor(300)).toEqual([300]);
    const depot = first.report.pictures["/images/depot.jpg"]!;
    expect([depot.width, depot.height]).toEqual([1600, 1200]);
    // 1700x1275 is 4:3, as each size is.
    expect(depot.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of depot.sources) {
      const entries = source.srcset.split(", ").map((entry) => entry.split(" "));
      expect(entries.map(([, width]) => width)).toEqual(["480w", "800w", "1200w", "1600w"]);
      for (const [url, width] of entries) {
        expect(url).toMatch(/^\/assets\/depot-\d+-[A-Za-z0-9_-]{8}\.(avif|webp)$/);
        const meta = await sharp(join(first.dist, url!)).metadata();
        expect(meta.format).toBe(source.type === "image/avif" ? "heif" : "webp");
        expect([meta.width, meta.height]).toEqual([Number.parseInt(width!, 10), (Number.parseInt(width!, 10) * 3) / 4]);
      }
    }
    expect(depot.src).toMatch(/^\/assets\/depot-1600-[A-Za-z0-9_-]{8}\.jpg$/);
    const badge = first.report.pictures["/images/badge.png"]!;
    expect([badge.width, badge.height, badge.sources[1]!.srcset]).toEqual([300, 100, expect.stringMatching(/^\/assets\/badge-300-\S+\.webp 300w$/)]);
    expect(badge.src).toMatch(/\.png$/);
  });

  it("are far smaller than the photo: the phone's size of it is a few per cent of its bytes", () => {
    const phone = first.report.pictures["/images/depot.jpg"]!.sources[0]!.srcset.split(", ")[1]!.split(" ")[0]!;
    expect(statSync(join(first.dist, phone)).size).toBeLessThan(photoBytes.length / 10);
  });

  it("are read from the cache on the next build, unchanged, instead of being made again", async () => {
    expect([first.report.made, first.report.cached]).toEqual([2, 0]);
    const second = await build();
    expect([second.report.made, second.report.cached]).toEqual([0, 2]);
    expect(second.report.pictures).toEqual(first.report.pictures);
    const files = (dist: string) => readdirSync(join(dist, "assets")).sort();
    expect(files(second.dist)).toEqual(files(first.dist));
    for (const name of files(first.dist))
      expect(readFileSync(join(second.dist, "assets", name)).equals(readFileSync(join(first.dist, "assets", name)))).toBe(true);
  });

  // The cache's repairs are tried on the small picture: making its set again costs a fraction of the
  // photo's (3 CPU-s on the 2-core machine, most of it the AVIF of its 1600 px width), and the
  // repairs do not depend on a set's number of widths.
  it("are made again, not read, when the cache's index of a picture is damaged", async () => {
    const picturesCache = join(cacheDir, "pictures");
    const index = readdirSync(picturesCache)
      .map((name) => join(picturesCache, name, "made.json"))
      .find(
        (path) =>
          existsSync(path) &&
          JSON.stringify((JSON.parse(readFileSync(path, "utf8")) as { picture?: unknown }).picture) ===
            JSON.stringify(first.report.pictures["/images/badge.png"]),
      );
    expect(index).toBeDefined();
    writeFileSync(index!, "{}");
    const again = await build();
    expect([again.report.made, again.report.cached]).toEqual([1, 1]);
    expect(again.report.pictures["/images/badge.png"]).toEqual(first.report.pictures["/images/badge.png"]);
    expect((JSON.parse(readFileSync(index!, "utf8")) as { files: string[] }).files.length).toBeGreaterThan(0);
  });

  it("are made again, not half written, when a file of a set in the cache cannot be read as its index says", async () => {
    // Another build replacing the set at the moment this one reads it looks the same: a file named, then gone.
    const set = readdirSync(join(cacheDir, "pictures"))
      .map((name) => join(cacheDir, "pictures", name))
      .find(
        (path) =>
          existsSync(join(path, "made.json")) &&
          JSON.stringify((JSON.parse(readFileSync(join(path, "made.json"), "utf8")) as { picture?: unknown }).picture) ===
            JSON.stringify(first.report.pictures["/images/badge.png"]),
      );
    expect(set).toBeDefined();
    const [name] = (JSON.parse(readFileSync(join(set!, "made.json"), "utf8")) as { files: string[] }).files;
    rmSync(join(set!, name!));
    mkdirSync(join(set!, name!));
    const again = await build();
    expect([again.report.made, again.report.cached]).toEqual([1, 1]);
    expect(again.report.pictures["/images/badge.png"]).toEqual(first.report.pictures["/images/badge.png"]);
    expect(readFileSync(join(again.dist, "assets", name!)).equals(readFileSync(join(first.dist, "assets", name!)))).toBe(true);
    // And the set in the cache is whole again.
    expect(statSync(join(set!, name!)).isFile()).toBe(true);
  });

  it("are made again for a photo replaced by another of the same name", async () => {
    writeFileSync(
      join(publicDir, "images", "badge.png"),
      await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    const again = await build();
    expect(again.report.pictures["/images/badge.png"]!.width).toBe(200);
    expect(again.report.pictures["/images/depot.jpg"]).toEqual(first.report.pictures["/images/depot.jpg"]);
  });

  it("are whole for two builds that make the same new photo at once", async () => {
    // A photo no build has made: both builds make it, and one of them finds the other's set in place.
    writeFileSync(
      join(publicDir, "images", "depot.jpg"),
      await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 1 + Math.floor(Math.random() * 250), g: 40, b: 90 } } })
        .jpeg()
        .toBuffer(),
    );
    const both = await Promise.all([build(), build()]);
    for (const { report, dist } of both) {
      expect(report.made + report.cached).toBe(2);
      const named = report.pictures["/images/depot.jpg"]!.sources.flatMap((source) => source.srcset.split(", ").map((entry) => entry.split(" ")[0]!));
      for (const address of named) expect(statSync(join(dist, address)).size, address).toBeGreaterThan(0);
    }
  });
});
