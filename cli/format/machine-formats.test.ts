import { describe, expect, it } from "vitest";
import { fileError, type Diagnostic } from "../../runtime/foundation/content/index.ts";
import type { LintFinding, LintResult } from "../../runtime/lint/index.ts";
import { lintToolRules } from "../lint/lint-file.ts";
import { formatJson } from "./json.ts";
import { lintReport, type Report } from "./report.ts";
import { formatSarif, type SarifLog } from "./sarif.ts";

const finding: LintFinding = {
  code: "founding-year",
  severity: "error",
  messageId: "conflict",
  data: { year: 2015, others: "2008 on / and on /ur/" },
  message: "Founding year 2015 here, but 2008 on / and on /ur/",
  place: { file: "pages.json", pointer: "/pages/2/blocks/2/sections/0/paragraphs/0", line: 212, column: 18 },
  related: [
    { place: { file: "pages.json", pointer: "/pages/0/blocks/0/text/en", line: 48, column: 22 }, message: "on /" },
    { place: { file: "pages.json", pointer: "/pages/0/blocks/0/text/ur", line: 49, column: 22 }, message: "on /ur/" },
  ],
  routes: ["/about"],
};

const result: LintResult = {
  file: "pages.json",
  findings: [finding],
  acknowledged: [{ ...finding, code: "dead-action", severity: "warning", related: [], place: { ...finding.place, line: 300 }, reason: "Being built" }],
  stale: [],
  errorCount: 1,
  warningCount: 0,
  pageCount: 5,
};
const linted = lintReport(result, lintToolRules());

const problem: Diagnostic = fileError("schema", 'Unknown block type "testimonals" [sic].', {
  file: "pages.json",
  pointer: "/pages/0/blocks/4/type",
  line: 9,
  column: 19,
});
const validated: Report = { tool: "pages validate", file: "pages.json", diagnostics: [problem] };

describe("json output", () => {
  it("is an array of lint findings: rule, code, message ids and data, the message in words, where, related places, routes", () => {
    expect(JSON.parse(formatJson(linted))).toEqual([
      {
        rule: "founding-year",
        code: "founding-year",
        severity: "error",
        messageId: "conflict",
        data: finding.data,
        message: "Founding year 2015 here, but 2008 on / (pages.json:48:22) and on /ur/ (pages.json:49:22)",
        file: "pages.json",
        line: 212,
        column: 18,
        pointer: "/pages/2/blocks/2/sections/0/paragraphs/0",
        related: [
          { message: "on /", file: "pages.json", line: 48, column: 22, pointer: "/pages/0/blocks/0/text/en" },
          { message: "on /ur/", file: "pages.json", line: 49, column: 22, pointer: "/pages/0/blocks/0/text/ur" },
        ],
        route: "/about",
        routes: ["/about"],
      },
    ]);
  });

  it("gives validate's problems the same shape, without the lint's rule and route", () => {
    expect(JSON.parse(formatJson(validated))).toEqual([
      {
        code: "schema",
        severity: "error",
        messageId: "schema",
        data: {},
        message: problem.message,
        file: "pages.json",
        line: 9,
        column: 19,
        pointer: "/pages/0/blocks/4/type",
        related: [],
        routes: [],
      },
    ]);
  });
});

describe("sarif output", () => {
  const log = JSON.parse(formatSarif(linted)) as SarifLog;
  const run = log.runs[0]!;

  it("is SARIF 2.1.0 describing every rule", () => {
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toBe("https://json.schemastore.org/sarif-2.1.0.json");
    expect(run.tool.driver.name).toBe("pages lint");
    expect(run.tool.driver.rules[0]).toMatchObject({
      id: "founding-year",
      defaultConfiguration: { level: "error" },
      help: { text: expect.stringContaining("docs/rules/founding-year.md") as string },
    });
  });

  it("places each finding in pages.json, links its related places, and marks acknowledged ones as suppressed", () => {
    expect(run.results[0]).toMatchObject({
      ruleId: "founding-year",
      ruleIndex: 0,
      level: "error",
      message: { text: "Founding year 2015 here, but 2008 [on /](1) and [on /ur/](2)" },
      locations: [{ physicalLocation: { artifactLocation: { uri: "pages.json" }, region: { startLine: 212, startColumn: 18 } } }],
      relatedLocations: [
        { id: 1, message: { text: "on /" }, physicalLocation: { region: { startLine: 48, startColumn: 22 } } },
        { id: 2, message: { text: "on /ur/" }, physicalLocation: { region: { startLine: 49, startColumn: 22 } } },
      ],
      properties: { route: "/about", messageId: "conflict" },
    });
    expect(run.results[0]?.suppressions).toBeUndefined();
    expect(run.results[1]).toMatchObject({ ruleId: "dead-action", level: "warning", suppressions: [{ kind: "external", justification: "Being built" }] });
    expect(run.results[1]?.relatedLocations).toBeUndefined();
  });

  it("serves validate too: its codes are the rules, and brackets in a message are escaped", () => {
    const validateLog = JSON.parse(formatSarif(validated)) as SarifLog;
    expect(validateLog.runs[0]?.tool.driver).toMatchObject({ name: "pages validate", rules: [{ id: "schema" }] });
    expect(validateLog.runs[0]?.results[0]).toMatchObject({ ruleId: "schema", ruleIndex: 0, message: { text: 'Unknown block type "testimonals" \\[sic\\].' } });
  });
});
