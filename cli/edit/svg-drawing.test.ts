import { readdirSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_DRAWN_PIXELS, svgDrawings } from "./svg-drawing.ts";
import { testFolder } from "../../runtime/testing/test-folder.ts";

const svg = (width: number, height: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#c2410c"/></svg>`);

describe("SVG pictures drawn into PNG", () => {
  it("at the size they declare, or smaller when that would pass the pixel budget", async () => {
    const drawings = svgDrawings(testFolder("pages-drawings-"));
    expect(await sharp((await drawings.pngOf(svg(300, 150)))!).metadata()).toMatchObject({ format: "png", width: 300, height: 150 });
    const huge = await sharp((await drawings.pngOf(svg(100_000, 100_000)))!).metadata();
    expect(huge.width * huge.height).toBeLessThanOrEqual(MAX_DRAWN_PIXELS);
  });

  it("not at all when the bytes are no SVG sharp can read", async () => {
    const drawings = svgDrawings(testFolder("pages-drawings-"));
    expect(await drawings.pngOf(Buffer.from("<svg><unclosed"))).toBeNull();
    expect(await drawings.pngOf(Buffer.from("<!doctype html><p>page</p>"))).toBeNull();
  });

  it("once per content, whichever editor asks: a second editor finds the drawing on disk", async () => {
    const folder = testFolder("pages-drawings-");
    const first = await svgDrawings(folder).pngOf(svg(20, 20));
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.png$/)]);
    expect((await svgDrawings(folder).pngOf(svg(20, 20)))!.equals(first!)).toBe(true);
  });
});
