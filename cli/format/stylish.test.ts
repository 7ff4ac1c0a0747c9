import { describe, expect, it } from "vitest";
import type { LintFinding, LintResult } from "../../runtime/lint/index.ts";
import { lintReport } from "./report.ts";
import { formatStylish } from "./stylish.ts";

interface Changes extends Partial<Pick<LintFinding, "severity" | "message" | "routes">> {
  rule?: string;
  line?: number;
  column?: number;
}

function finding({ rule = "founding-year", line = 1, column = 1, ...changes }: Changes): LintFinding {
  return {
    code: rule,
    severity: "error",
    messageId: "conflict",
    data: {},
    message: "A message",
    place: { file: "pages.json", pointer: "/x", line, column },
    related: [],
    routes: ["/"],
    ...changes,
  };
}

function result(changes: Partial<LintResult>): LintResult {
  return { file: "pages.json", findings: [], acknowledged: [], stale: [], errorCount: 0, warningCount: 0, pageCount: 10, ...changes };
}

describe("stylish output", () => {
  it("groups findings by the pages they show on, aligned, with a summary", () => {
    const findings = [
      finding({ line: 48, column: 22, message: "Founding year 2008 here, but 2015 on /about (pages.json:212:18)" }),
      finding({ line: 212, column: 18, routes: ["/about"], message: "Founding year 2015 here, but 2008 on / (pages.json:48:22)" }),
      finding({
        rule: "dead-action",
        severity: "warning",
        line: 2336,
        column: 13,

        routes: ["/areas/dubai", "/areas/ajman", "/areas/sharjah"],
        message: "The button does nothing",
      }),
      finding({ rule: "phone-number", line: 9, column: 5, routes: Array.from({ length: 10 }, (_, index) => `/${index}`), message: "Placeholder" }),
    ];
    const output = formatStylish(lintReport(result({ findings, errorCount: 3, warningCount: 1 }), []), { color: false, maxWarnings: -1 });
    expect(output).toBe(
      [
        "/",
        "  pages.json:48:22    error    Founding year 2008 here, but 2015 on /about (pages.json:212:18)  founding-year",
        "",
        "/about",
        "  pages.json:212:18   error    Founding year 2015 here, but 2008 on / (pages.json:48:22)  founding-year",
        "",
        "/areas/dubai and 2 more pages",
        "  pages.json:2336:13  warning  The button does nothing  dead-action",
        "",
        "every page",
        "  pages.json:9:5      error    Placeholder  phone-number",
        "",
        "✖ 4 problems (3 errors, 1 warning)",
      ].join("\n"),
    );
  });

  it("says so when there is nothing to fix", () => {
    expect(formatStylish(lintReport(result({}), []), { color: false, maxWarnings: -1 })).toBe("✔ No problems in pages.json (10 pages).");
  });

  it("lists acknowledged findings and stale acknowledgements after the summary, and too many warnings", () => {
    const output = formatStylish(
      lintReport(
        result({
          findings: [finding({ severity: "warning", rule: "slug-spelling" })],
          warningCount: 1,
          acknowledged: [{ ...finding({ line: 30, column: 4, routes: ["/about"] }), reason: "The Dubai branch opened in 2015" }],
          stale: [{ rule: "dead-action", pointer: "/pages/0/blocks/0/buttons/0", line: 3100, column: 7 }],
        }),
        [],
      ),
      { color: false, maxWarnings: 0 },
    );
    expect(output.split("\n").slice(3)).toEqual([
      "✖ 1 problem (0 errors, 1 warning)",
      "Too many warnings: 1, and --max-warnings allows 0.",
      "",
      "1 acknowledged finding, not counted (lint.acknowledged):",
      "  pages.json:30:4  founding-year on /about: The Dubai branch opened in 2015",
      "",
      "1 acknowledgement in lint.acknowledged no longer matches a finding; remove it:",
      "  pages.json:3100:7  dead-action at /pages/0/blocks/0/buttons/0",
    ]);
  });
});
