import { describe, expect, it } from "vitest";
import { pageAddress, routesOf } from "../../runtime/foundation/content/index.ts";
import { memoryPageSource } from "../../runtime/data/index.ts";
import { projectRoot, validateFile } from "../../runtime/server/index.ts";
import { indexedPageSource } from "./indexed-page-source.ts";

describe("indexedPageSource", () => {
  it("gives every address of the shipped site, aliases and unknown addresses included, the data memoryPageSource gives", async () => {
    const result = await validateFile(`${projectRoot}/pages.json`);
    if (result.status !== "valid") throw new Error("the shipped pages.json does not validate");
    const indexed = indexedPageSource(result.site);
    const memory = memoryPageSource(result.site);
    expect(indexed.shell).toEqual(memory.shell);
    const routes = routesOf(result.site);
    expect(routes.some((route) => route.aliasOf !== null)).toBe(true);
    const addresses = [
      ...routes.map((route) => (route.family === "fallback" ? `${route.path.replace(/\/?\*$/, "")}/__not_found__` : route.path)),
      // The pages' one address, as the prerender asks for them.
      ...routes.filter((route) => route.family !== "fallback").map((route) => pageAddress(route.path)),
      "/services/unknown",
      "/nowhere",
    ];
    for (const address of addresses) expect(await indexed.load(address), address).toEqual(await memory.load(address));
  });

  it("finds a page at its one address, and at the address its route is written with, without looking through the pages", async () => {
    const result = await validateFile(`${projectRoot}/pages.json`);
    if (result.status !== "valid") throw new Error("the shipped pages.json does not validate");
    const indexed = indexedPageSource(result.site);
    // Looking through every page for each address made a build of 10,000 cities 100 million comparisons.
    Object.defineProperty(result.site, "pages", {
      get: () => {
        throw new Error("looked through every page");
      },
    });
    for (const address of ["/", "/about", "/about/", "/pakistan-cargo-to-karachi/", "/karachi-cargo/"]) {
      expect((await indexed.load(address)).status, address).toBe(200);
    }
  });
});
