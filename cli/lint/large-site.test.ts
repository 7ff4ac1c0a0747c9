// On a site with many more pages the findings stay the same: a template's problem is still one
// finding, naming its first page and how many more, not one per page. (How fast is measured by
// `npm run bench:cli` in cli/bench/cli-bench.ts, not here, where other work shares the machine.)
import { describe, expect, it } from "vitest";
import { generateSite } from "../bench/generate-site.ts";
import { lintFile } from "./lint-file.ts";
import { testFolder } from "../../runtime/testing/test-folder.ts";

describe("pages lint on a site with 400 destinations", () => {
  it("reports each template problem once, on all its pages", async () => {
    const run = await lintFile(generateSite(400, testFolder("pages-lint-large-")));
    if (run.status !== "linted") throw new Error(run.problems.map((problem) => problem.message).join("\n"));
    const counts = new Map<string, number>();
    for (const finding of run.result.findings) counts.set(finding.code, (counts.get(finding.code) ?? 0) + 1);
    // Every 16th destination is a copy of Sargodha, each with its slug sargoda-... The contradictions
    // are found in the English and in the Urdu.
    expect(Object.fromEntries(counts)).toEqual({
      "founding-year": 4,
      "years-in-business": 6,
      "transit-time": 12,
      "office-location": 2,
      "unlinked-city": 4,
      "dead-action": 1,
      "phone-number": 1,
      "slug-spelling": 25,
    });
    const shippingOptions = run.result.findings.find((finding) => finding.place.pointer === "/families/destinations/blocks/3/options/0/transit/en");
    expect(shippingOptions?.routes).toHaveLength(400);
    expect(shippingOptions?.routes[0]).toBe("/pakistan-cargo-to-karachi");
    const inUrdu = run.result.findings.find((finding) => finding.place.pointer === "/families/destinations/blocks/3/options/0/transit/ur");
    expect(inUrdu?.routes).toHaveLength(400);
    expect(inUrdu?.routes[0]).toBe("/ur/pakistan-cargo-to-karachi");
  });
});
