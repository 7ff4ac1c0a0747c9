import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { previousLastmods, robotsTxt, sitemapFiles, sitemapLimits, type SitemapUrl } from "./seo-files.ts";

const site = "https://www.example.com";
const urls = (count: number, lastmod = (index: number) => `2024-01-${String((index % 28) + 1).padStart(2, "0")}`): SitemapUrl[] =>
  Array.from({ length: count }, (_, index) => ({ loc: `${site}/city-${index}`, lastmod: lastmod(index) }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("sitemapFiles", () => {
  it("writes one sitemap.xml while the URLs fit, each with its lastmod, escaped", () => {
    const files = sitemapFiles([{ loc: `${site}/a?b=1&c=<2>`, lastmod: "2024-05-06" }, ...urls(2)], site);
    expect(files.map((file) => file.name)).toEqual(["sitemap.xml"]);
    expect(files[0]!.content).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `  <url><loc>${site}/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2024-05-06</lastmod></url>\n` +
        `  <url><loc>${site}/city-0</loc><lastmod>2024-01-01</lastmod></url>\n` +
        `  <url><loc>${site}/city-1</loc><lastmod>2024-01-02</lastmod></url>\n` +
        `</urlset>\n`,
    );
  });

  it("leaves a URL's lastmod out when it is not known, and an index part's when none of its URLs has one", () => {
    const one = sitemapFiles([{ loc: `${site}/a/` }, { loc: `${site}/b/`, lastmod: "2024-05-06" }], site)[0]!.content;
    expect(one).toContain(`<url><loc>${site}/a/</loc></url>`);
    expect(one).toContain(`<url><loc>${site}/b/</loc><lastmod>2024-05-06</lastmod></url>`);
    const parts = sitemapFiles([{ loc: `${site}/a/` }, { loc: `${site}/b/` }, { loc: `${site}/c/`, lastmod: "2024-05-06" }], site, {
      urls: 2,
      bytes: sitemapLimits.bytes,
    });
    expect(parts[0]!.content).toContain(`<sitemap><loc>${site}/sitemap-1.xml</loc></sitemap>`);
    expect(parts[0]!.content).toContain(`<sitemap><loc>${site}/sitemap-2.xml</loc><lastmod>2024-05-06</lastmod></sitemap>`);
  });

  it("splits at the URL limit: sitemap.xml is then the index of sitemap-1.xml, sitemap-2.xml, ..., each with its latest date", () => {
    const files = sitemapFiles(
      urls(5, (index) => ["2024-03-01", "2024-01-01", "2024-02-01", "2023-12-31", "2024-01-05"][index]!),
      site,
      { urls: 2, bytes: sitemapLimits.bytes },
    );
    expect(files.map((file) => file.name)).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]);
    expect(files[0]!.content).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `  <sitemap><loc>${site}/sitemap-1.xml</loc><lastmod>2024-03-01</lastmod></sitemap>\n` +
        `  <sitemap><loc>${site}/sitemap-2.xml</loc><lastmod>2024-02-01</lastmod></sitemap>\n` +
        `  <sitemap><loc>${site}/sitemap-3.xml</loc><lastmod>2024-01-05</lastmod></sitemap>\n` +
        `</sitemapindex>\n`,
    );
    expect(files.slice(1).map((file) => locs(file.content))).toEqual([
      [`${site}/city-0`, `${site}/city-1`],
      [`${site}/city-2`, `${site}/city-3`],
      [`${site}/city-4`],
    ]);
  });

  it("splits at the byte limit, counting every byte of each file, and keeps a URL longer than the limit in a file of its own", () => {
    // Exactly two of these URLs: a file of two is at the limit, not over it.
    const limit = Buffer.byteLength(sitemapFiles(urls(2), site)[0]!.content);
    const files = sitemapFiles([...urls(6), { loc: `${site}/${"x".repeat(500)}`, lastmod: "2024-01-01" }, ...urls(1)], site, { urls: 1_000, bytes: limit });
    const parts = files.slice(1);
    expect(files[0]!.name).toBe("sitemap.xml");
    // Two short URLs fill a file; the long one is alone.
    expect(parts.map((file) => locs(file.content).length)).toEqual([2, 2, 2, 1, 1]);
    expect(locs(parts[3]!.content)).toEqual([`${site}/${"x".repeat(500)}`]);
    for (const part of parts.slice(0, 3)) expect(Buffer.byteLength(part.content)).toBe(limit);
  });

  it("holds 50,000 URLs and 50 MB per file by default, as the sitemap protocol allows", () => {
    expect(sitemapLimits).toEqual({ urls: 50_000, bytes: 52_428_800 });
    expect(sitemapFiles(urls(50_000), site).map((file) => file.name)).toEqual(["sitemap.xml"]);
    expect(sitemapFiles(urls(50_001), site).map((file) => file.name)).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"]);
    // 40,000 URLs of 1,400 bytes: under the URL limit, over 50 MB.
    const long = urls(40_000).map((url) => ({ ...url, loc: `${url.loc}/${"p".repeat(1_350)}` }));
    const files = sitemapFiles(long, site);
    expect(files.map((file) => file.name)).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"]);
    expect(Buffer.byteLength(files[1]!.content)).toBeLessThanOrEqual(52_428_800);
  });

  it("robots.txt names sitemap.xml, whether it is the sitemap or the index", () => {
    expect(robotsTxt(site)).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});

describe("previousLastmods", () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), "sitemap-dates-"));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("reads the dates of a sitemap, and of every sitemap an index names; none without one", async () => {
    expect(await previousLastmods(dist)).toEqual(new Map());
    const one = [{ loc: `${site}/a&b`, lastmod: "2023-04-05" }, ...urls(2)];
    for (const file of sitemapFiles(one, site)) writeFileSync(join(dist, file.name), file.content);
    expect(await previousLastmods(dist)).toEqual(new Map(one.map((url) => [url.loc, url.lastmod])));

    const many = urls(5);
    for (const file of sitemapFiles(many, site, { urls: 2, bytes: sitemapLimits.bytes })) writeFileSync(join(dist, file.name), file.content);
    expect(await previousLastmods(dist)).toEqual(new Map(many.map((url) => [url.loc, url.lastmod])));
  });

  it("ignores a sitemap the index names outside the folder and a URL without a date", async () => {
    mkdirSync(join(dist, "site"));
    writeFileSync(join(dist, "secret.xml"), `<urlset><url><loc>${site}/secret</loc><lastmod>2020-01-01</lastmod></url></urlset>`);
    writeFileSync(
      join(dist, "site", "sitemap.xml"),
      `<sitemapindex><sitemap><loc>${site}/../secret.xml</loc></sitemap><sitemap><loc>not a url</loc></sitemap><sitemap><loc>${site}/part.xml</loc></sitemap></sitemapindex>`,
    );
    writeFileSync(
      join(dist, "site", "part.xml"),
      `<urlset><url><loc>${site}/a</loc></url><url><loc>${site}/b</loc><lastmod>2022-02-02T10:00:00Z</lastmod></url></urlset>`,
    );
    expect(await previousLastmods(join(dist, "site"))).toEqual(new Map([[`${site}/b`, "2022-02-02"]]));
  });
});
