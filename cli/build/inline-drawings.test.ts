import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { drawingAddress, drawsInline, inlineDrawingLimit, inlineDrawings } from "./inline-drawings.ts";

let folder: string;
let publicDir: string;

const small = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
  <title>Lahore: 50% #1</title>
  <path d="M0 60 L60 0 L120 60 Z" fill="#f2a541"/>
  <use href="#shape"/>
</svg>`;

/** Pages naming each kind of drawing, a photo, one outside public/ and one that is not there. */
const site = {
  pages: [
    { blocks: [{ type: "hero", title: "Lahore", image: "/images/small.svg" }] },
    {
      blocks: [
        { type: "hero", image: "/images/large.svg" },
        { type: "image-grid", images: [{ src: "/images/links-picture.svg" }, { src: "/images/links-sheet.svg" }, { src: "/images/photo.png" }] },
        { type: "hero", image: "/../secret.svg" },
        { type: "hero", image: "/images/missing.svg" },
        { type: "hero", image: "/images/not-a-drawing.svg" },
      ],
    },
  ],
} as unknown as ExpandedSite;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "inline-drawings-"));
  publicDir = join(folder, "public");
  mkdirSync(join(publicDir, "images"), { recursive: true });
  writeFileSync(join(publicDir, "images", "small.svg"), small);
  // One byte over the limit: written into no page.
  const large = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${"x".repeat(inlineDrawingLimit)}</desc></svg>`;
  writeFileSync(join(publicDir, "images", "large.svg"), large.slice(0, inlineDrawingLimit + 1));
  writeFileSync(join(publicDir, "images", "links-picture.svg"), `<svg xmlns="http://www.w3.org/2000/svg"><image href="/images/photo.png"/></svg>`);
  writeFileSync(join(publicDir, "images", "links-sheet.svg"), `<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url('/pattern.svg#p')"/></svg>`);
  writeFileSync(join(publicDir, "images", "photo.png"), "not really a png");
  writeFileSync(join(publicDir, "images", "not-a-drawing.svg"), "plain text");
  writeFileSync(join(folder, "secret.svg"), small);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a drawing's data: address", () => {
  it("reads back as the drawing, its runs of spaces and line breaks made one space", () => {
    const address = drawingAddress(small);
    expect(address.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(address.slice("data:image/svg+xml,".length))).toBe(small.replace(/\s+/g, " "));
  });

  it("encodes what would end or change the address (#, %, quotes, < and >) and keeps what an SVG is mostly made of", () => {
    const body = drawingAddress(small).slice("data:image/svg+xml,".length);
    expect(body).not.toMatch(/[#%"<>](?![0-9A-F]{2})/);
    expect(body).toContain("%23f2a541");
    expect(body).toContain("50%25 %231");
    expect(body).toContain("viewBox=%220 0 120 60%22");
  });
});

describe("the drawings written into the pages", () => {
  it("are the small drawings of public/ the pages name, needing no other file", async () => {
    const drawings = await inlineDrawings([site], publicDir);
    expect(Object.keys(drawings)).toEqual(["/images/small.svg"]);
    expect(drawings["/images/small.svg"]).toBe(drawingAddress(readFileSync(join(publicDir, "images", "small.svg"), "utf8")));
  });
});

describe("whether a page shows a drawing written into it", () => {
  it("is read from the page's images, not from a text that names such an address", () => {
    expect(drawsInline(`<main><img src="${drawingAddress(small)}" alt="Lahore" width="1200" height="600"/></main>`)).toBe(true);
    expect(drawsInline(`<main><img src="/images/small.svg" alt="Lahore"/><p>src=&quot;data:image/svg+xml,&lt;svg&gt;</p></main>`)).toBe(false);
  });
});
