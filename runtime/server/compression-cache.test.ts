import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressionCache } from "./compression-cache.ts";

const text = (content: string) => Buffer.from(content.repeat(50));

describe("compressionCache", () => {
  it("keeps one copy per file and encoding: a new version replaces the old one", () => {
    const cache = compressionCache();
    for (let version = 0; version < 20; version++) {
      const body = text(`version ${version} `);
      const packed = cache.compress("/dist/about/index.html", `hash-${version}`, body, "gzip");
      expect(gunzipSync(packed).equals(body)).toBe(true);
    }
    expect(cache.size.entries).toBe(1);
    cache.compress("/dist/about/index.html", "hash-19", text("version 19 "), "br");
    expect(cache.size.entries).toBe(2);
  });

  it("compresses a version once", () => {
    const cache = compressionCache();
    const first = cache.compress("/dist/a.js", "h", text("a"), "br");
    expect(cache.compress("/dist/a.js", "h", text("a"), "br")).toBe(first);
  });

  it("stays within its size, dropping the least recently used copies first", () => {
    // Random bytes do not compress: each copy is a little over 1,000 bytes.
    const cache = compressionCache(3_500);
    const body = () => randomBytes(1_000);
    cache.compress("/one", "1", body(), "gzip");
    cache.compress("/two", "2", body(), "gzip");
    cache.compress("/three", "3", body(), "gzip");
    const kept = cache.compress("/one", "1", body(), "gzip");
    cache.compress("/four", "4", body(), "gzip");
    expect(cache.size.entries).toBe(3);
    expect(cache.size.bytes).toBeLessThanOrEqual(3_500);
    // /one was used again, so /two was the one to go.
    expect(cache.compress("/one", "1", body(), "gzip")).toBe(kept);
  });
});
