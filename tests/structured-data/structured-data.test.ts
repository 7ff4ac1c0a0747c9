// The structured data of every page of the shipped site, in every language, read as search engines
// read it: every type and property is schema.org's (schema-org.json beside this file: the types and
// properties the site uses, with the types each property may describe and the values it takes), and
// it says what the issue of being found asks: one company everywhere, each page in its own language
// at its own address, opening hours machines read, a trail wherever one shows, a Service on service
// pages.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageStructuredData, organizationId } from "../../runtime/app/structured-data.ts";
import { expandEditions, isCatchAll, type ExpandedSite, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { memoryPageSource, pageDataOf } from "../../runtime/data/index.ts";

interface Vocabulary {
  types: Record<string, string[]>;
  enumerations: Record<string, string[]>;
  properties: Record<string, { domain: string[]; range: string[] }>;
}

const vocabulary = JSON.parse(readFileSync(new URL("./schema-org.json", import.meta.url), "utf8")) as Vocabulary;
const file = JSON.parse(readFileSync(new URL("../../pages.json", import.meta.url), "utf8")) as PagesFile;
const editions = expandEditions(file);
const siteUrl = file.site.url;

type Node = Record<string, unknown>;

/** A type and every type it is a kind of. */
function ancestors(type: string): Set<string> {
  const found = new Set<string>([type]);
  for (const parent of vocabulary.types[type] ?? []) for (const above of ancestors(parent)) found.add(above);
  return found;
}

const isUrl = (value: string) => URL.canParse(value) && /^https?:\/\//.test(value);

/** Whether a value is one of the kinds a property's range allows; a node is checked on its own. */
function fitsRange(value: unknown, range: readonly string[]): boolean {
  if (typeof value === "number") return range.includes("Integer") ? Number.isInteger(value) : range.includes("Number");
  if (typeof value === "string") {
    if (range.includes("Text")) return true;
    if (range.includes("URL") && isUrl(value)) return true;
    if (range.includes("Time") && /^([01]\d|2[0-4]):[0-5]\d(:[0-5]\d)?$/.test(value)) return true;
    for (const [name, members] of Object.entries(vocabulary.enumerations)) {
      if (range.includes(name) && members.some((member) => value === `https://schema.org/${member}`)) return true;
    }
    // An address of a node stands for the node (a ListItem's item).
    return range.some((type) => type in vocabulary.types) && isUrl(value);
  }
  if (value !== null && typeof value === "object") {
    const node = value as Node;
    // A reference to a node described elsewhere.
    if (typeof node["@id"] === "string" && Object.keys(node).length === 1) return range.some((type) => type in vocabulary.types);
    const type = node["@type"];
    return typeof type === "string" && range.some((allowed) => ancestors(type).has(allowed));
  }
  return false;
}

/** What in a JSON-LD object is not schema.org's, in words; every node inside it checked too. */
function problemsOf(value: unknown, where: string, problems: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => problemsOf(item, `${where}[${index}]`, problems));
    return problems;
  }
  if (value === null || typeof value !== "object") return problems;
  const node = value as Node;
  if (Array.isArray(node["@graph"])) return problemsOf(node["@graph"], `${where}.@graph`, problems);
  const type = node["@type"];
  if (type === undefined) {
    if (typeof node["@id"] !== "string") problems.push(`${where}: a node with neither @type nor @id`);
    return problems;
  }
  if (typeof type !== "string" || !(type in vocabulary.types)) {
    problems.push(`${where}: the type ${JSON.stringify(type)} is not in schema-org.json`);
    return problems;
  }
  const kinds = ancestors(type);
  for (const [property, item] of Object.entries(node)) {
    if (property.startsWith("@")) continue;
    const term = vocabulary.properties[property];
    if (!term) {
      problems.push(`${where}: ${type}.${property} is not in schema-org.json`);
      continue;
    }
    if (!term.domain.some((domain) => kinds.has(domain))) problems.push(`${where}: ${property} does not describe a ${type} (only ${term.domain.join(", ")})`);
    for (const [index, one] of (Array.isArray(item) ? item : [item]).entries()) {
      if (!fitsRange(one, term.range)) problems.push(`${where}: ${type}.${property}[${index}] = ${JSON.stringify(one)} is not a ${term.range.join(" or ")}`);
      problemsOf(one, `${where}.${property}`, problems);
    }
  }
  return problems;
}

/** Every node of a page's JSON-LD, graphs opened. */
function nodesOf(objects: readonly Node[]): Node[] {
  return objects.flatMap((object) => (Array.isArray(object["@graph"]) ? (object["@graph"] as Node[]) : [object]));
}

function pagesOf(edition: ExpandedSite) {
  const { shell } = memoryPageSource(edition);
  return edition.pages.map((page) => {
    const data = pageDataOf(edition, page, isCatchAll(page.route) ? 404 : 200);
    return { page, shell, data, ld: pageStructuredData(shell, data) };
  });
}

const everyPage = editions.flatMap((edition) => pagesOf(edition).map((found) => ({ ...found, edition })));

describe("the structured data of every page, in every language", () => {
  it("uses only schema.org's types and properties, each on a type it describes and with a value it takes", () => {
    expect(everyPage.length).toBeGreaterThan(90);
    const problems = everyPage.flatMap(({ page, ld }) => problemsOf(ld, page.route));
    expect([...new Set(problems)]).toEqual([]);
  });

  it("would find what is not schema.org's: a property on a type it does not describe, an unknown type or property, a value of the wrong kind", () => {
    expect(problemsOf({ "@type": "Service", paymentAccepted: "cash" }, "x")).toEqual(["x: paymentAccepted does not describe a Service (only LocalBusiness)"]);
    expect(problemsOf({ "@type": "Shop" }, "x")).toHaveLength(1);
    expect(problemsOf({ "@type": "WebPage", lang: "ur" }, "x")).toHaveLength(1);
    expect(problemsOf({ "@type": "OpeningHoursSpecification", opens: "9AM", dayOfWeek: "Monday" }, "x")).toHaveLength(2);
    expect(problemsOf({ "@type": "MovingCompany", address: { "@type": "PostalAddress", addressRegion: "Dubai", district: "Al Quoz" } }, "x")).toHaveLength(1);
  });

  it("names one company, by one @id, on every page, described in the page's language with its home in that language", () => {
    for (const { page, edition, ld } of everyPage) {
      const companies = nodesOf(ld).filter((node) => node["@type"] === "MovingCompany");
      expect(companies, page.route).toHaveLength(1);
      const company = companies[0]!;
      expect(company["@id"]).toBe(organizationId(siteUrl));
      expect(company.url).toBe(`${siteUrl}${edition.language.prefix}/`);
      expect(company).not.toHaveProperty("openingHours");
      expect(company.address).toMatchObject({ addressRegion: edition.file.site.address.region, addressCountry: "AE" });
    }
    const urdu = everyPage.find(({ edition, page }) => edition.language.code === "ur" && page.route === "/ur/")!;
    const company = nodesOf(urdu.ld).find((node) => node["@type"] === "MovingCompany")!;
    const urduLetters = /[\u0600-\u06ff]/;
    expect(company.description).toMatch(urduLetters);
    expect((company.address as Node).addressRegion).toMatch(urduLetters);
    expect((company.areaServed as Node[]).map((area) => area.name)).toEqual(["متحدہ عرب امارات", "پاکستان"]);
    expect(company.paymentAccepted).toBe("نقد, کارڈ, بینک ٹرانسفر");
  });

  it("gives the opening hours as days and 24-hour times, the same in every language", () => {
    const hours = editions.map((edition) => {
      const home = everyPage.find((found) => found.edition === edition && found.data.status === 200)!;
      return nodesOf(home.ld).find((node) => node["@type"] === "MovingCompany")!.openingHoursSpecification;
    });
    expect(hours[0]).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00", closes: "16:00" },
    ]);
    for (const other of hours) expect(other).toEqual(hours[0]);
  });

  it("describes each page in its own language at its own address, published by the company; a not-found page describes no page", () => {
    for (const { page, edition, data, ld } of everyPage) {
      const pages = nodesOf(ld).filter((node) => node["@type"] === "WebPage");
      if (data.status === 404) {
        expect(pages, page.route).toEqual([]);
        continue;
      }
      expect(pages, page.route).toHaveLength(1);
      expect(pages[0]).toMatchObject({
        url: page.canonical,
        inLanguage: edition.language.code,
        name: page.seo.title,
        publisher: { "@id": organizationId(siteUrl) },
      });
      expect(page.canonical!.endsWith("/"), page.route).toBe(true);
    }
  });

  it("describes a Service on each service page, and on no other", () => {
    for (const { page, ld } of everyPage) {
      const services = nodesOf(ld).filter((node) => node["@type"] === "Service");
      expect(services, page.route).toHaveLength(page.family === "services" ? 1 : 0);
      if (page.family === "services")
        expect(services[0]).toMatchObject({ name: page.label, url: page.canonical, provider: { "@id": organizationId(siteUrl) } });
    }
    expect(everyPage.filter(({ page }) => page.family === "services").length).toBeGreaterThan(10);
  });

  it("describes the trail on every page that shows one, its last step being the page", () => {
    const withTrail = everyPage.filter(({ page }) => page.blocks.some((block) => block.type === "breadcrumb"));
    expect(withTrail.length).toBeGreaterThan(90);
    for (const { page, ld } of everyPage) {
      const trails = nodesOf(ld).filter((node) => node["@type"] === "BreadcrumbList");
      const shows = page.blocks.some((block) => block.type === "breadcrumb" && block.structuredData !== false);
      expect(trails, page.route).toHaveLength(shows ? 1 : 0);
      if (shows && page.canonical) expect((trails[0]!.itemListElement as Node[]).at(-1)!.item).toBe(page.canonical);
    }
  });
});
