// The shipped pages.json: it validates, and `pages routes --json` lists exactly the routes of the
// site spec (section 2), written out here by hand rather than read from pages.json, in English and
// the same again in Urdu under /ur/.
import { beforeAll, describe, expect, it } from "vitest";
import { looksLikeCrash, runCli } from "./helpers.ts";

interface Route {
  path: string;
  family: string;
  canonical: string | null;
  aliasOf: string | null;
  language: string;
}

const siteUrl = "https://www.induscargo.example";

const singlePages = ["/", "/services", "/about", "/contact", "/faq", "/service-areas", "/privacy", "/terms"];
const catchAlls = ["*", "/services/*"];
const serviceSlugs = [
  "sea-freight",
  "air-freight",
  "full-container",
  "courier-service",
  "packaging",
  "insurance",
  "moving-home",
  "warehousing",
  "consulting",
  "customs-clearance",
  "secure-handling",
];
const areaSlugs = ["dubai", "abu-dhabi", "sharjah", "ajman", "ras-al-khaimah", "fujairah", "umm-al-quwain", "al-ain"];
const originPages = ["/dubai-to-pakistan", "/abu-dhabi-to-pakistan", "/sharjah-to-pakistan", "/ajman-to-pakistan"];
const cities = [
  "karachi",
  "lahore",
  "islamabad",
  "peshawar",
  "quetta",
  "faisalabad",
  "multan",
  "sialkot",
  "rawalpindi",
  "gujranwala",
  "hyderabad",
  "bahawalpur",
  "sargoda",
  "sukkur",
  "larkana",
  "sheikhupura",
];
const aliases: Record<string, string> = {
  "/karachi-cargo": "/pakistan-cargo-to-karachi",
  "/lahore-cargo": "/pakistan-cargo-to-lahore",
  "/islamabad-cargo": "/pakistan-cargo-to-islamabad",
  "/peshawar-cargo": "/pakistan-cargo-to-peshawar",
};

const servicePages = serviceSlugs.map((slug) => `/services/${slug}`);
const areaPages = areaSlugs.map((slug) => `/areas/${slug}`);
const destinationPages = cities.map((city) => `/pakistan-cargo-to-${city}`);
const specRoutes = [...singlePages, ...catchAlls, ...servicePages, ...areaPages, ...originPages, ...destinationPages, ...Object.keys(aliases)];
/** The Urdu edition's address of an English one: / -> /ur/, /about -> /ur/about, * -> /ur/*. */
const inUrdu = (path: string) => (path === "/" ? "/ur/" : path === "*" ? "/ur/*" : `/ur${path}`);

describe("the shipped pages.json", () => {
  it("validates with exit code 0", () => {
    const { code, stdout, stderr } = runCli("validate");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^pages\.json is valid: 106 routes\b.*\.\n$/);
    expect(looksLikeCrash(stdout)).toBe(false);
  });

  it("validates with --format json as an empty list", () => {
    const { code, stdout } = runCli("validate", "pages.json", "--format", "json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([]);
  });
});

describe("pages routes --json", () => {
  let routes: Route[] = [];
  let byPath = new Map<string, Route>();

  beforeAll(() => {
    const { code, stdout, stderr } = runCli("routes", "--json");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    routes = JSON.parse(stdout) as Route[];
    byPath = new Map(routes.map((route) => [route.path, route]));
  });

  it("lists exactly the routes of the spec, each once", () => {
    expect(specRoutes).toHaveLength(8 + 2 + 11 + 8 + 4 + 16 + 4);
    expect(new Set(specRoutes).size).toBe(specRoutes.length);
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, ...specRoutes.map(inUrdu)].sort());
    for (const path of specRoutes) expect(byPath.get(inUrdu(path))?.language, path).toBe("ur");
  });

  it("gives every route the right shape", () => {
    for (const route of routes) {
      expect(Object.keys(route).sort()).toEqual(["aliasOf", "canonical", "family", "language", "path"]);
    }
  });

  it("tells which family each route comes from", () => {
    const familyOf = (path: string) => byPath.get(path)?.family;
    for (const path of singlePages) expect(familyOf(path), path).toBe("page");
    for (const path of catchAlls) expect(familyOf(path), path).toBe("fallback");
    for (const path of servicePages) expect(familyOf(path), path).toBe("services");
    for (const path of areaPages) expect(familyOf(path), path).toBe("areas");
    for (const path of originPages) expect(familyOf(path), path).toBe("origins");
    for (const path of [...destinationPages, ...Object.keys(aliases)]) expect(familyOf(path), path).toBe("destinations");
  });

  it("gives each page its own address as canonical, and catch-alls none", () => {
    for (const path of [...singlePages, ...servicePages, ...areaPages, ...originPages, ...destinationPages]) {
      const route = byPath.get(path);
      // At its one address, the folder its index.html is in: /about/.
      expect(route?.canonical, path).toBe(path === "/" ? `${siteUrl}/` : `${siteUrl}${path}/`);
      expect(route?.aliasOf, path).toBeNull();
    }
    for (const path of catchAlls) {
      expect(byPath.get(path)?.canonical, path).toBeNull();
      expect(byPath.get(path)?.aliasOf, path).toBeNull();
    }
  });

  it("follows the canonical patterns of the spec", () => {
    expect(byPath.get("/pakistan-cargo-to-karachi")?.canonical).toBe("https://www.induscargo.example/pakistan-cargo-to-karachi/");
    expect(byPath.get("/dubai-to-pakistan")?.canonical).toBe("https://www.induscargo.example/dubai-to-pakistan/");
    expect(byPath.get("/")?.canonical).toBe("https://www.induscargo.example/");
    expect(byPath.get("/services/sea-freight")?.canonical).toBe("https://www.induscargo.example/services/sea-freight/");
    expect(byPath.get("/areas/abu-dhabi")?.canonical).toBe("https://www.induscargo.example/areas/abu-dhabi/");
  });

  it("lists each alias with the page it shows and that page's canonical address", () => {
    for (const [alias, target] of Object.entries(aliases)) {
      expect(byPath.get(alias), alias).toEqual({
        path: alias,
        family: "destinations",
        canonical: `${siteUrl}${target}/`,
        aliasOf: target,
        language: "en",
      });
    }
    for (const [alias, target] of Object.entries(aliases)) {
      expect(byPath.get(inUrdu(alias)), alias).toEqual({
        path: inUrdu(alias),
        family: "destinations",
        canonical: `${siteUrl}${inUrdu(target)}/`,
        aliasOf: inUrdu(target),
        language: "ur",
      });
    }
    expect(
      routes
        .filter((route) => route.aliasOf !== null)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...Object.keys(aliases), ...Object.keys(aliases).map(inUrdu)].sort());
  });

  it("prints the same routes as a table without --json", () => {
    const { code, stdout } = runCli("routes");
    expect(code).toBe(0);
    expect(stdout).toContain(`\n${routes.length} routes.\n`);
    expect(stdout).toMatch(
      /^\/karachi-cargo +destinations +https:\/\/www\.induscargo\.example\/pakistan-cargo-to-karachi\/ +alias of \/pakistan-cargo-to-karachi$/m,
    );
    expect(stdout).toMatch(/^\* +fallback +\(no canonical\)$/m);
  });
});
