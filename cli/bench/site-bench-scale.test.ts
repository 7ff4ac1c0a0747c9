import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gzipSize } from "./site-bench-bytes.ts";
import { firstLoadFromDist, medianBuild, type ScaleRow } from "./site-bench-scale.ts";

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "scale-bench-"));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function put(path: string, text: string): Buffer {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
  return Buffer.from(text);
}

describe("firstLoadFromDist", () => {
  it("adds up the page, the scripts and styles it names or starts, and its data file when it is not embedded, each gzipped", () => {
    const script = put("assets/a-1.js", "export const a = 1;".repeat(50));
    const started = put("assets/b-1.js", "export const b = 2;".repeat(80));
    const style = put("assets/site-1.css", "body { color: red }".repeat(20));
    const head = `<link rel="stylesheet" href="/assets/site-1.css"><link rel="modulepreload" href="/assets/a-1.js">`;
    const start = `<script type="module">for (const href of ["/assets/b-1.js"]) {}</script>`;
    const embedded = put(
      "city/index.html",
      `<html><head>${head}</head><body><script id="__pages_data" type="application/json">{}</script>${start}</body></html>`,
    );
    expect(firstLoadFromDist(dist, "/city")).toEqual({
      htmlBytes: gzipSize(embedded),
      scriptBytes: gzipSize(script) + gzipSize(started),
      styleBytes: gzipSize(style),
      dataBytes: 0,
      dataEmbedded: true,
      totalBytes: gzipSize(embedded) + gzipSize(script) + gzipSize(started) + gzipSize(style),
    });

    const page = put("town/index.html", `<html><head>${head}</head><body></body></html>`);
    const data = put("_data/town/index.json", JSON.stringify({ page: { blocks: [] } }));
    const figures = firstLoadFromDist(dist, "/town");
    expect(figures.dataEmbedded).toBe(false);
    expect(figures.dataBytes).toBe(gzipSize(data));
    expect(figures.totalBytes).toBe(gzipSize(page) + gzipSize(script) + gzipSize(style) + gzipSize(data));
  });
});

describe("medianBuild", () => {
  it("gives a site's builds as one row: the median time and processor time, the highest peak memory, the rest as the first build found them", () => {
    const first = { name: "10,000 destinations", buildMs: 61_000, cpuMs: 120_000, peakBytes: 900, pages: 20_074 } as ScaleRow;
    const runs = [
      first,
      { ...first, buildMs: 44_000, cpuMs: 80_000, peakBytes: 1_000 },
      { ...first, buildMs: 48_000, cpuMs: 90_000, peakBytes: null },
      { ...first, buildMs: 50_000, cpuMs: null, peakBytes: 950 },
    ];
    expect(medianBuild(runs)).toEqual({ ...first, buildMs: 50_000, cpuMs: 90_000, peakBytes: 1_000 });
    expect(medianBuild([{ ...first, cpuMs: null }])).toEqual({ ...first, cpuMs: null });
    expect(medianBuild([first])).toEqual(first);
  });
});
