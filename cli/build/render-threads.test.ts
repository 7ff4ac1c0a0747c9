import { describe, expect, it } from "vitest";
import { expandEditions, routesOf } from "../../runtime/foundation/content/index.ts";
import { shippedFile, withDestinations } from "../../runtime/testing/grown-site.ts";
import { pagesPerWorker, workerSites } from "./prerender.ts";

describe("the languages a build renders in workers", () => {
  const small = expandEditions(shippedFile());
  const large = expandEditions(withDestinations(500));

  it("are none for a site whose languages have fewer pages than a worker's start is worth, whatever the cores", () => {
    expect(routesOf(small[1]!).length).toBeLessThan(pagesPerWorker);
    expect(workerSites(small, {}, 2)).toEqual([]);
    expect(workerSites(small, {}, 16)).toEqual([]);
  });

  it("are each other language with enough pages, one per core beyond the build's own", () => {
    expect(routesOf(large[1]!).length).toBeGreaterThanOrEqual(pagesPerWorker);
    expect(workerSites(large, {}, 2)).toEqual([large[1]]);
    expect(workerSites(large, {}, 1)).toEqual([]);
  });

  it("are as many as PAGES_RENDER_WORKERS asks, whatever their size: 0 for none", () => {
    expect(workerSites(small, { PAGES_RENDER_WORKERS: "1" }, 2)).toEqual([small[1]]);
    expect(workerSites(large, { PAGES_RENDER_WORKERS: "0" }, 16)).toEqual([]);
  });
});
