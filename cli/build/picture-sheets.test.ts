import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BlockOf, ExpandedSite } from "../../runtime/foundation/content/types.ts";
import { isFingerprinted } from "../../runtime/server/index.ts";
import { shippedSite } from "../../runtime/testing/render-block.tsx";
import { drawSheet, packGridPictures, readDrawing } from "./picture-sheets.ts";

const square = (inside: string, extra = "") => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"${extra}>${inside}</svg>`;

describe("reading a drawing for a sheet", () => {
  it("takes the size, the viewBox and what is inside, without title and description", () => {
    const drawing = readDrawing(
      `<?xml version="1.0"?>\n<!-- made by hand -->\n${square('<title id="t">Ship</title><desc>A ship</desc><rect width="10" height="10"/>', ' role="img"')}`,
    );
    expect(drawing).toEqual({
      width: 300,
      height: 300,
      viewBox: "0 0 300 300",
      preserveAspectRatio: null,
      inherited: "",
      body: '<rect width="10" height="10"/>',
    });
  });

  it("keeps the root's attributes its drawing inherits, such as fill and stroke", () => {
    const drawing = readDrawing(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke=\'currentColor\' stroke-width="2" aria-hidden="true" id="icon"><path d="M0 0"/></svg>',
    )!;
    expect(drawing.inherited).toBe(` fill="none" stroke='currentColor' stroke-width="2"`);
    expect(drawSheet([drawing, drawing])).toContain(
      '<svg y="24" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke=\'currentColor\' stroke-width="2">',
    );
  });

  it("works out the size from the viewBox alone, and the viewBox from the size alone", () => {
    expect(readDrawing('<svg viewBox="0 0 40 20"><path d="M0 0"/></svg>')).toMatchObject({ width: 40, height: 20, viewBox: "0 0 40 20" });
    expect(readDrawing('<svg width="40px" height="20"><path d="M0 0"/></svg>')).toMatchObject({ width: 40, height: 20, viewBox: "0 0 40 20" });
    expect(readDrawing('<svg width="100%" height="20"><path d="M0 0"/></svg>')).toBeNull();
  });

  it("refuses drawings that would change inside a sheet or reach outside it", () => {
    const refusals = [
      square("<style>rect { fill: red }</style><rect/>"),
      square("<script>alert(1)</script>"),
      square('<image href="photo.jpg" width="10" height="10"/>'),
      square('<use href="other.svg#part"/>'),
      square('<rect fill="url(other.svg#paint)"/>'),
      square("<use xlink:href='other.svg#part'/>"),
      square("<rect style=\"fill: url( 'https://example.com/p.svg#x' )\"/>"),
      `<!DOCTYPE svg [<!ENTITY a "b">]>${square("<rect/>")}`,
      "<html><svg/></html>",
    ];
    for (const text of refusals) expect(readDrawing(text), text).toBeNull();
  });
});

describe("drawing a sheet", () => {
  it("gives each drawing a view and its own ids, with every reference following its id", () => {
    const shaded = readDrawing(square('<defs><linearGradient id="sky"/></defs><rect fill="url(#sky)"/><use href="#sky"/>'))!;
    const plain = readDrawing(square("<g id='sky'><circle r='4'/></g><use xlink:href='#sky'/><rect fill=\"url('#sky')\"/>"))!;
    const sheet = drawSheet([shaded, plain]);
    expect(sheet).toContain('<view id="p1" viewBox="0 0 300 300"/>');
    expect(sheet).toContain('<view id="p2" viewBox="0 300 300 300"/>');
    expect(sheet).toContain('<linearGradient id="p1-sky"/>');
    expect(sheet).toContain('fill="url(#p1-sky)"');
    expect(sheet).toContain('<use href="#p1-sky"/>');
    expect(sheet).toContain("<g id='p2-sky'>");
    expect(sheet).toContain("<use xlink:href='#p2-sky'/>");
    expect(sheet).toContain(`<rect fill="url('#p2-sky')"/>`);
    expect(sheet).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="300" height="300" viewBox="0 0 300 300">/);
    expect(sheet).toContain('<svg y="300" width="300" height="300" viewBox="0 0 300 300">');
  });
});

describe("packing the pictures of image grids", () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), "picture-sheets-"));
    await mkdir(join(dist, "images"), { recursive: true });
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  const grid = (site: ExpandedSite) => site.pages.flatMap((page) => page.blocks).find((block): block is BlockOf<"image-grid"> => block.type === "image-grid")!;

  it("points every SVG picture of the shipped grid at one sheet, and leaves other pictures and pages alone", async () => {
    const site = shippedSite();
    const images = grid(site).images;
    for (const [index, image] of images.entries()) {
      const inside = index === 0 ? "<style>rect { fill: red }</style><rect/>" : `<rect width="${index}" height="5"/>`;
      await mkdir(join(dist, image.src, ".."), { recursive: true });
      await writeFile(join(dist, image.src), square(inside));
    }
    const packed = await packGridPictures(site, dist);
    const sources = grid(packed).images.map((image) => image.src);
    const sheets = await readdir(join(dist, "assets"));
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^pictures-/);
    expect(isFingerprinted(`/assets/${sheets[0]}`)).toBe(true);
    // The first picture has its own style sheet, so it keeps its own file.
    expect(sources[0]).toBe(images[0]!.src);
    expect(sources.slice(1)).toEqual(images.slice(1).map((_, index) => `/assets/${sheets[0]}#p${index + 1}`));
    expect(grid(packed).images.map((image) => image.alt)).toEqual(images.map((image) => image.alt));
    const sheet = await readFile(join(dist, "assets", sheets[0]!), "utf8");
    expect(sheet.match(/<view /g)).toHaveLength(images.length - 1);
    expect(sheet).not.toContain("<style>");
    // The site given is not changed, and pages without a grid are the same objects.
    expect(grid(site).images).toEqual(images);
    const withoutGrid = site.pages.findIndex((page) => !page.blocks.some((block) => block.type === "image-grid"));
    expect(packed.pages[withoutGrid]).toBe(site.pages[withoutGrid]);
  });

  it("never reads a picture from outside the site folder, whatever the path says", async () => {
    // The site folder is inside another one, which holds a picture a path with .. could reach.
    const site = join(dist, "site");
    await mkdir(join(site, "images"), { recursive: true });
    await writeFile(join(dist, "secret.svg"), square('<text id="secret">private</text>'));
    await writeFile(join(site, "images", "a.svg"), square("<rect/>"));
    const shipped = shippedSite();
    const images = grid(shipped)
      .images.slice(0, 2)
      .map((image, index) => ({ ...image, src: index === 0 ? "/images/a.svg" : "/images/../../secret.svg" }));
    const withClimb: ExpandedSite = {
      ...shipped,
      pages: shipped.pages.map((page) => ({ ...page, blocks: page.blocks.map((block) => (block.type === "image-grid" ? { ...block, images } : block)) })),
    };
    const packed = await packGridPictures(withClimb, site);
    // One picture left is no sheet: nothing was read from outside, and nothing of it was written.
    expect(grid(packed).images.map((image) => image.src)).toEqual(["/images/a.svg", "/images/../../secret.svg"]);
    await expect(readdir(join(site, "assets"))).rejects.toThrow();
  });

  it("leaves a grid as it is when fewer than two of its pictures can share a sheet", async () => {
    const site = shippedSite();
    const packed = await packGridPictures(site, dist); // no picture files at all
    expect(grid(packed).images).toEqual(grid(site).images);
    await expect(readdir(join(dist, "assets"))).rejects.toThrow();
  });
});
