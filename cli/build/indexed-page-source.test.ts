import { describe, expect, it } from "vitest";
import { routesOf } from "../../runtime/foundation/content/index.ts";
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
      "/services/unknown",
      "/nowhere",
    ];
    for (const address of addresses) expect(await indexed.load(address), address).toEqual(await memory.load(address));
  });
});
