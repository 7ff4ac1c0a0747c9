import { describe, expect, it } from "vitest";
import { rules } from "../../../runtime/lint/index.ts";
import type { LintFinding, LintResult } from "../../../runtime/lint/index.ts";
import { formatJson } from "./json.ts";
import { formatSarif, type SarifLog } from "./sarif.ts";

const finding: LintFinding = {
  code: "founding-year",
  severity: "error",
  messageId: "conflict",
  data: { year: 2015, others: "2008 on / (pages.json:48:22)" },
  message: "Founding year 2015 here, but 2008 on / (pages.json:48:22)",
  place: { file: "pages.json", pointer: "/pages/2/blocks/2/sections/0/paragraphs/0", line: 212, column: 18 },
  related: [],
  routes: ["/about"],
};

const result: LintResult = {
  file: "pages.json",
  findings: [finding],
  acknowledged: [{ ...finding, code: "dead-action", severity: "warning", place: { ...finding.place, line: 300 }, reason: "Being built" }],
  stale: [],
  errorCount: 1,
  warningCount: 0,
  pageCount: 5,
};

describe("json output", () => {
  it("is an array of findings with rule, severity, message, file, line, column, pointer and route", () => {
    const { code: rule, severity, message, place, routes } = finding;
    expect(JSON.parse(formatJson(result))).toEqual([{ rule, severity, message, ...place, route: "/about", routes }]);
  });
});

describe("sarif output", () => {
  const log = JSON.parse(formatSarif(result)) as SarifLog;
  const run = log.runs[0]!;

  it("is SARIF 2.1.0 describing every rule", () => {
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toBe("https://json.schemastore.org/sarif-2.1.0.json");
    expect(run.tool.driver.rules.map((rule: { id: string }) => rule.id)).toEqual(Object.keys(rules));
    expect(run.tool.driver.rules[0]?.defaultConfiguration).toEqual({ level: "error" });
  });

  it("places each finding in pages.json, and marks acknowledged ones as suppressed", () => {
    expect(run.results[0]).toMatchObject({
      ruleId: "founding-year",
      ruleIndex: 0,
      level: "error",
      message: { text: finding.message },
      locations: [{ physicalLocation: { artifactLocation: { uri: "pages.json" }, region: { startLine: 212, startColumn: 18 } } }],
      properties: { route: "/about" },
    });
    expect(run.results[0]?.suppressions).toBeUndefined();
    expect(run.results[1]).toMatchObject({ ruleId: "dead-action", level: "warning", suppressions: [{ kind: "external", justification: "Being built" }] });
  });
});
