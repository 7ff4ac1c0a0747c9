// Every address the built site gives search engines and visitors is answered by the page itself,
// never by a redirect: each page the sitemap lists and each not-found page is read as served, and
// every link to this site in it (<a href>, canonical, hreflang alternates, the addresses of its
// structured data) is asked for without following redirects, and must answer 200. `pages serve`
// answers as Netlify and Cloudflare Pages do (an address without its trailing slash is a redirect
// there), so an address that passes here is no redirect on those hosts either. No browser: the
// raw HTML is what crawlers read first.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test.ts";
import { rawJsonLd, site, type LdObject } from "./helpers.ts";

/** Addresses no page has, in each language and under a family's own not-found page. */
const unknownAddresses = ["/no-such-page-here", "/ur/no-such-page-here", "/services/no-such-service", "/ur/services/no-such-service"];

function attributes(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, inside = ""]) =>
    Object.fromEntries([...inside.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name.toLowerCase(), value.replace(/&amp;/g, "&")])),
  );
}

/** Every address of this site in JSON-LD: url, @id and item values, inside graphs and lists. */
function ldAddresses(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) ldAddresses(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value as LdObject)) {
      if ((key === "url" || key === "@id" || key === "item") && typeof item === "string") found.push(item);
      else ldAddresses(item, found);
    }
  }
  return found;
}

/** The links of a page to this site, by where they were found, as paths (the #part left out; the site's own address made local). */
function linksOf(html: string): { path: string; kind: string }[] {
  const local = (href: string): string | null => {
    const absolute = href.startsWith(site.url) ? href.slice(site.url.length) || "/" : href;
    if (!absolute.startsWith("/") || absolute.startsWith("//")) return null;
    return absolute.replace(/#.*$/, "");
  };
  const found: { path: string | null; kind: string }[] = [
    ...attributes(html, "a").map((a) => ({ path: a.href ? local(a.href) : null, kind: "link" })),
    ...attributes(html, "link")
      .filter((link) => link.rel === "canonical" || link.rel === "alternate")
      .map((link) => ({ path: link.href ? local(link.href) : null, kind: link.rel! })),
    // The site's own addresses in its structured data (the image is a file; its @ids name a node within a page).
    ...rawJsonLd(html)
      .flatMap((ld) => ldAddresses(ld))
      .filter((address) => !address.includes("#") || address.replace(/#.*$/, "").endsWith("/"))
      .map((address) => ({ path: local(address), kind: "structured data" })),
  ];
  return found.filter((link): link is { path: string; kind: string } => link.path !== null && link.path !== "");
}

async function statusOf(request: APIRequestContext, path: string): Promise<{ status: number; location?: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

test("every address in the site, 404 pages included, is answered 200 by the page itself, with no redirect", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(site.url.length));
  const alternates = [...sitemap.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)].map((match) => match[1]!.slice(site.url.length));
  expect(listed.length, "pages in the sitemap").toBeGreaterThan(90);

  const answers = new Map<string, { status: number; location?: string }>();
  const ask = async (path: string) => {
    if (!answers.has(path)) answers.set(path, await statusOf(request, path));
    return answers.get(path)!;
  };
  const wrong: string[] = [];
  for (const path of [...listed, ...alternates]) {
    const answer = await ask(path);
    if (answer.status !== 200) wrong.push(`the sitemap's ${path} answered ${answer.status}${answer.location ? ` (to ${answer.location})` : ""}`);
  }
  let links = 0;
  for (const page of [...listed, ...unknownAddresses]) {
    const response = await request.get(page, { maxRedirects: 0 });
    expect(response.status(), page).toBe(unknownAddresses.includes(page) ? 404 : 200);
    for (const { path, kind } of linksOf(await response.text())) {
      links++;
      const answer = await ask(path);
      if (answer.status !== 200) wrong.push(`${page}: the ${kind} ${path} answered ${answer.status}${answer.location ? ` (to ${answer.location})` : ""}`);
    }
  }
  expect(links, "links read").toBeGreaterThan(listed.length * 10);
  expect([...new Set(wrong)]).toEqual([]);
});

test("an address written without its trailing slash, and an old address (an alias), are sent to the page's one address for good", async ({ request }) => {
  for (const [asked, sent] of [
    ["/about", "/about/"],
    ["/ur/services/sea-freight", "/ur/services/sea-freight/"],
    ["/karachi-cargo", "/pakistan-cargo-to-karachi/"],
    ["/karachi-cargo/", "/pakistan-cargo-to-karachi/"],
    ["/ur/karachi-cargo", "/ur/pakistan-cargo-to-karachi/"],
  ]) {
    expect(await statusOf(request, asked!), asked).toEqual({ status: 301, location: sent });
  }
});

test("every alias in _redirects, in both languages, is answered with its permanent redirect and never with a page", async ({ request }) => {
  // The built file, as a host reads it (each alias forced, then plain: the first of each is kept).
  const text = readFileSync(new URL("../../dist/_redirects", import.meta.url), "utf8");
  const aliases = new Map<string, string>();
  for (const line of text.split("\n").filter((rule) => rule.startsWith("/"))) {
    const [from = "", to = ""] = line.split(/\s+/);
    if (!aliases.has(from)) aliases.set(from, to);
  }
  expect(aliases.size).toBe(8);
  expect([...aliases.keys()].filter((from) => from.startsWith("/ur/"))).toHaveLength(4);
  for (const [from, to] of aliases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect({ status: response.status(), location: response.headers().location }, from).toEqual({ status: 301, location: to });
    expect(await response.text(), from).not.toContain("<main");
  }
});

test("the host is told to keep the build's files for a year and to keep the pages' data out of search results", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const file = /\/assets\/[^"'#?]+\.(?:js|css|svg)/.exec(home)?.[0];
  expect(file, "a file of the build named on the home page").toBeDefined();
  expect((await request.get(file!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const data = await request.get("/_data/about/index.json");
  expect(data.status()).toBe(200);
  expect(data.headers()["x-robots-tag"]).toBe("noindex");
  expect((await request.get("/about/")).headers()["x-robots-tag"]).toBeUndefined();
});
