// `pages lint` end to end through the CLI's commander wiring: output formats and exit codes.
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { run } from "../index.ts";
import { projectRoot } from "../../runtime/server/project-root.ts";
import type { SarifLog } from "../format/sarif.ts";
import { rules } from "../../runtime/lint/index.ts";
import { documentText, hero, page } from "../../runtime/lint/testing/test-document.ts";
import { testFolder } from "../../runtime/testing/test-folder.ts";

let out: string[];
let err: string[];

beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void out.push(args.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void err.push(args.join(" ")));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A pages file in a folder of its own, beside the project's public/ folder. */
function writePages(text: string): string {
  const dir = testFolder("pages-lint-");
  symlinkSync(join(projectRoot, "public"), join(dir, "public"));
  writeFileSync(join(dir, "pages.json"), text);
  return join(dir, "pages.json");
}

const lint = (...args: string[]) => run(["node", "pages", "lint", ...args]);
const shipped = join(projectRoot, "pages.json");

describe("pages lint", () => {
  it("prints the shipped file's findings grouped by page and exits 1", async () => {
    expect(await lint(shipped)).toBe(1);
    const output = out.join("\n");
    expect(output).toContain("\n/about\n");
    expect(output).toContain("\n/areas/dubai and 7 more pages\n");
    expect(output).toContain("\n/ur/about\n");
    expect(output).toContain("✖ 31 problems (25 errors, 6 warnings)");
  });

  it("prints json: one object per finding", async () => {
    expect(await lint(shipped, "--format", "json")).toBe(1);
    const findings = JSON.parse(out.join("\n")) as Record<string, unknown>[];
    expect(findings).toHaveLength(31);
    expect(Object.keys(findings[0] as object)).toEqual([
      "rule",
      "code",
      "severity",
      "messageId",
      "data",
      "message",
      "file",
      "line",
      "column",
      "pointer",
      "related",
      "route",
      "routes",
    ]);
  });

  it("prints sarif for code scanning", async () => {
    expect(await lint(shipped, "--format", "sarif")).toBe(1);
    const log = JSON.parse(out.join("\n")) as SarifLog;
    expect(log.version).toBe("2.1.0");
    expect(log.runs[0]?.results).toHaveLength(31);
    expect(log.runs[0]?.tool.driver.rules).toHaveLength(Object.keys(rules).length);
  });

  it("gives the other places of a contradiction as relatedLocations, linked from the message", async () => {
    expect(await lint(shipped, "--format", "sarif")).toBe(1);
    const results = (JSON.parse(out.join("\n")) as SarifLog).runs[0]!.results;
    const text = readFileSync(shipped, "utf8").split("\n");
    const lineOf = (words: string) => text.findIndex((line) => line.includes(words)) + 1;
    const founded2015 = results.find((result) => result.ruleId === "founding-year" && result.properties.route === "/about");
    expect(founded2015).toMatchObject({
      level: "error",
      message: { text: "Founding year 2015 here, but 2008 [on /](1) and [on /ur/](2)" },
      locations: [{ physicalLocation: { artifactLocation: { uri: shipped }, region: { startLine: lineOf("was founded in 2015"), startColumn: 51 } } }],
    });
    expect(founded2015?.relatedLocations).toEqual([
      {
        id: 1,
        message: { text: "on /" },
        physicalLocation: { artifactLocation: { uri: shipped, uriBaseId: "%SRCROOT%" }, region: { startLine: lineOf("Established in 2008"), startColumn: 20 } },
        logicalLocations: [{ fullyQualifiedName: expect.stringMatching(/^\/pages\/0\//) as string, kind: "member" }],
      },
      {
        id: 2,
        message: { text: "on /ur/" },
        physicalLocation: { artifactLocation: { uri: shipped, uriBaseId: "%SRCROOT%" }, region: { startLine: lineOf("2008 میں قائم"), startColumn: 20 } },
        logicalLocations: [{ fullyQualifiedName: expect.stringMatching(/\/ur$/) as string, kind: "member" }],
      },
    ]);
  });

  it("exits 0 on a clean file", async () => {
    expect(await lint(writePages(documentText({})))).toBe(0);
    expect(out.join("\n")).toMatch(/^✔ No problems in .*pages\.json \(5 pages\)\.$/);
  });

  it("exits 0 on warnings within --max-warnings, 1 beyond it", async () => {
    const file = writePages(documentText({ pages: [page("/", [hero("Ship with us.", { buttons: [{ label: "Get a Quote", kind: "link" }] })])] }));
    expect(await lint(file)).toBe(0);
    expect(await lint(file, "--max-warnings", "1")).toBe(0);
    expect(await lint(file, "--max-warnings", "0")).toBe(1);
    expect(out.join("\n")).toContain("Too many warnings: 1, and --max-warnings allows 0.");
  });

  it("exits 2 and prints validate's problems when the file is not valid", async () => {
    const file = writePages(documentText({}).replace('"route": "*"', '"route": "*",,'));
    expect(await lint(file)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join("\n")).toContain("the file is not valid JSON");
    expect(err.join("\n")).toContain("cannot be linted until the 1 problem above is fixed.");
  });

  it("exits 2 when the file cannot be read, or an option is wrong", async () => {
    expect(await lint(join(tmpdir(), "no-such-folder", "pages.json"))).toBe(2);
    expect(err.join("\n")).toContain("cannot be linted until it can be read.");
    expect(await lint(shipped, "--max-warnings", "some")).toBe(2);
    expect(await lint(shipped, "--format", "table")).toBe(2);
  });
});
