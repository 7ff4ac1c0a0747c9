import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fileKind } from "./file-kind.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));
const pixel = { create: { width: 1, height: 1, channels: 3, background: "#fff" } } as const;

describe("what a file is, by its bytes", () => {
  it("knows each picture format the editor serves, as sharp writes them", async () => {
    expect(fileKind(await sharp(pixel).png().toBuffer())).toBe("png");
    expect(fileKind(await sharp(pixel).jpeg().toBuffer())).toBe("jpeg");
    expect(fileKind(await sharp(pixel).gif().toBuffer())).toBe("gif");
    expect(fileKind(await sharp(pixel).webp().toBuffer())).toBe("webp");
    expect(fileKind(await sharp(pixel).avif().toBuffer())).toBe("avif");
  });

  it("knows icons and fonts by their signatures", () => {
    expect(fileKind(bytes([0, 0, 1, 0, 1, 0], "rest of the directory"))).toBe("ico");
    expect(fileKind(bytes("wOF2", [0, 1, 0, 0]))).toBe("woff2");
    expect(fileKind(bytes("wOFF", [0, 1, 0, 0]))).toBe("woff");
    expect(fileKind(bytes([0, 1, 0, 0, 0, 12]))).toBe("ttf");
    expect(fileKind(bytes("OTTO", [0, 12]))).toBe("otf");
  });

  it("knows an SVG by its root element, after a declaration, comments or a doctype", () => {
    expect(fileKind(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("svg");
    expect(fileKind(bytes('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>'))).toBe("svg");
  });

  it("knows nothing else, whatever it is called: pages, scripts, other media, text", () => {
    for (const text of ["<!doctype html><script>alert(1)</script>", "<html><svg></svg></html>", "alert(1)", "%PDF-1.7", "RIFF\0\0\0\0WAVEfmt ", "<svgx>", ""]) {
      expect(fileKind(bytes(text)), text).toBe("other");
    }
    // An ISO media file that is not AVIF (an MP4 video).
    expect(fileKind(bytes([0, 0, 0, 24], "ftypisom", [0, 0, 2, 0], "isomiso2"))).toBe("other");
  });
});
