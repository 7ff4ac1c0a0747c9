// `pages validate` on broken copies of pages.json: each is the shipped file with one mistake of
// cli/docs/mistakes.ts made in it, written into a temporary folder by this run (so no copy can fall
// behind pages.json). Every expected position is found in the copy's own text (see
// validate-expectations.ts), not copied from the validator's output.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateFile } from "../../runtime/server/index.ts";
import { mistakes, withMistake } from "../../cli/docs/mistakes.ts";
import { looksLikeCrash, offsetOf, positionAt, projectRoot, publicDir, runCli, runCliHere, valuePosition } from "./helpers.ts";
import { combined, expectations, notJson, type Expected, type Fixture, type Position } from "./validate-expectations.ts";
import { writeFixture } from "./write-fixture.ts";

interface JsonProblem extends Position {
  message: string;
  file: string;
  pointer: string;
}

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
let dir = "";
const files = new Map<string, string>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-validate-fixtures-"));
  for (const mistake of mistakes) files.set(mistake.name, writeFixture(join(dir, mistake.name), withMistake(shipped, mistake)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixturePath(name: string): string {
  const path = files.get(name);
  if (path === undefined) throw new Error(`no fixture named ${name}`);
  return path;
}

function load(name: string): Fixture {
  const path = fixturePath(name);
  const text = readFileSync(path, "utf8");
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // The syntax fixtures are not JSON; their expectations do not need the data.
  }
  return { text, data, path };
}

function matches(problem: JsonProblem, expected: Expected): boolean {
  const pieces = typeof expected.message === "string" ? null : expected.message;
  const messageOk = pieces ? pieces.every((piece) => problem.message.includes(piece)) : problem.message === expected.message;
  return messageOk && problem.pointer === expected.pointer && problem.line === expected.at.line && problem.column === expected.at.column;
}

interface JsonRun {
  code: number | null;
  problems: JsonProblem[];
  stdout: string;
  output: string;
}

// Several tests look at the JSON report of one fixture: the command runs once for each.
const jsonRuns = new Map<string, JsonRun>();

async function validateJson(path: string): Promise<JsonRun> {
  let run = jsonRuns.get(path);
  if (!run) {
    const { code, stdout, stderr } = await runCliHere("validate", path, "--format", "json");
    run = { code, problems: JSON.parse(stdout) as JsonProblem[], stdout, output: stdout + stderr };
    jsonRuns.set(path, run);
  }
  return run;
}

/** The files named pages.json under a folder. */
function pagesFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile() && item.name === "pages.json")
    .map((item) => join(item.parentPath, item.name));
}

// ------------------------------------------------------------ the tests

describe("the fixtures", () => {
  it("are at least 18 different mistakes, each with its expectations", () => {
    const names = mistakes.map((mistake) => mistake.name);
    expect(names.filter((name) => name !== "several-mistakes").length).toBeGreaterThanOrEqual(18);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(expectations).sort()).toEqual([...names].sort());
  });

  it("are made by each run from the shipped pages.json: no copy of it is kept under tests/", () => {
    expect(pagesFilesUnder(join(projectRoot, "tests"))).toEqual([]);
  });

  it.each(mistakes.map((mistake) => mistake.name))("%s is the shipped pages.json with a mistake, beside a public/ link", (name) => {
    const { text } = load(name);
    expect(text).not.toBe(shipped);
    expect(existsSync(join(dir, name, "public", "images", "cities", "karachi.svg"))).toBe(true);
  });
});

describe("pages validate --format json on each fixture", () => {
  it.each(Object.keys(expectations).filter((name) => name !== "several-mistakes"))("%s", async (name) => {
    const fixture = load(name);
    const { code, problems, output } = await validateJson(fixture.path);
    const { code: expectedCode, problems: expectProblems } = expectations[name] as (typeof expectations)[string];
    const expected = expectProblems(fixture);
    expect(code).toBe(expectedCode);
    expect(looksLikeCrash(output)).toBe(false);
    // One mistake, one message, at the place of the mistake.
    expect(problems).toHaveLength(expected.length);
    for (const [index, want] of expected.entries()) {
      const got = problems[index] as JsonProblem;
      expect({ line: got.line, column: got.column }, got.message).toEqual(want.at);
      expect(got.pointer).toBe(want.pointer);
      if (typeof want.message === "string") expect(got.message).toBe(want.message);
      else for (const piece of want.message) expect(got.message).toContain(piece);
      expect(got.file).toBe(fixture.path);
    }
  });
});

describe("a file with several mistakes", () => {
  it("reports all of them in one run", async () => {
    const fixture = load("several-mistakes");
    const { code, problems, output } = await validateJson(fixture.path);
    const expected = expectations["several-mistakes"]?.problems(fixture) ?? [];
    expect(code).toBe(1);
    expect(looksLikeCrash(output)).toBe(false);
    expect(expected).toHaveLength(combined.length);
    expect(problems).toHaveLength(expected.length);
    for (const want of expected) {
      expect(
        problems.some((problem) => matches(problem, want)),
        `expected ${JSON.stringify(want)} among ${JSON.stringify(problems, null, 2)}`,
      ).toBe(true);
    }
  });

  it("lists them in the stylish format with file:line:column, the pointer, and a count", () => {
    const fixture = load("several-mistakes");
    const { code, stdout, stderr } = runCli("validate", fixture.path);
    expect(code).toBe(1);
    expect(stderr).toBe("");
    expect(looksLikeCrash(stdout)).toBe(false);
    const phone = valuePosition(fixture.text, '"phone": "050 000 0000"');
    expect(stdout).toContain(`${fixture.path}:${phone.line}:${phone.column}  "050 000 0000" in the company facts is not a UAE phone number`);
    expect(stdout).toContain("\n    at /site/phone\n");
    const karachi = valuePosition(fixture.text, '"areas":', '"slug": "karachi"');
    expect(stdout).toContain(`${fixture.path}:${karachi.line}:${karachi.column}  Karachi has 5 neighbourhoods; a destination needs exactly 6.\n`);
    expect(stdout.trimEnd().endsWith(`\n\n6 problems in ${fixture.path}.`)).toBe(true);
  });
});

describe("the output format", () => {
  it("--format json prints an array of { code, severity, messageId, data, message, staffMessage (where the check has one), file, line, column, pointer, related, routes }", async () => {
    for (const name of ["several-mistakes", "trailing-comma"]) {
      const { stdout } = await validateJson(fixturePath(name));
      const problems = JSON.parse(stdout) as unknown;
      expect(Array.isArray(problems)).toBe(true);
      expect((problems as unknown[]).length).toBeGreaterThan(0);
      for (const problem of problems as Record<string, unknown>[]) {
        const staff = "staffMessage" in problem ? ["staffMessage"] : [];
        expect(Object.keys(problem)).toEqual([
          "code",
          "severity",
          "messageId",
          "data",
          "message",
          ...staff,
          "file",
          "line",
          "column",
          "pointer",
          "related",
          "routes",
        ]);
        expect(typeof problem.message).toBe("string");
        if (staff.length > 0) expect(typeof problem.staffMessage).toBe("string");
        expect(problem.file).toBe(fixturePath(name));
        expect(Number.isInteger(problem.line) && (problem.line as number) > 0).toBe(true);
        expect(Number.isInteger(problem.column) && (problem.column as number) > 0).toBe(true);
        expect(typeof problem.pointer).toBe("string");
      }
    }
  });

  it("says which file, line and column in the stylish format for a JSON syntax error, with exit code 2", () => {
    const fixture = load("trailing-comma");
    const { code, stdout } = runCli("validate", fixture.path);
    const at = positionAt(fixture.text, offsetOf(fixture.text, '"refetchOnFocus": false,') + '"refetchOnFocus": false'.length);
    expect(code).toBe(2);
    expect(stdout).toBe(
      `${fixture.path}:${at.line}:${at.column}  This comma comes after the last item, just before the closing }: remove the comma.${notJson}\n\n1 error in ${fixture.path}.\n`,
    );
  });

  // In this process (runCliHere): the command over every fixture, twice, would start 40 processes.
  it("never shows a stack trace, whatever the mistake", async () => {
    for (const name of Object.keys(expectations)) {
      for (const args of [
        ["validate", fixturePath(name)],
        ["routes", fixturePath(name)],
      ]) {
        const { code, stdout, stderr } = await runCliHere(...args);
        const command = args.join(" ");
        expect(looksLikeCrash(stdout + stderr), `${command}:\n${stdout}${stderr}`).toBe(false);
        expect([1, 2], command).toContain(code);
      }
    }
  });
});

describe("a file that cannot be read", () => {
  const missing = "tests/no-such-folder/pages.json";

  it("exits with 2 and says there is no such file", () => {
    const { code, stdout, stderr } = runCli("validate", missing);
    expect(code).toBe(2);
    expect(stdout).toContain(`Cannot open ${missing}: there is no such file.`);
    expect(looksLikeCrash(stdout + stderr)).toBe(false);
  });

  it("reports it as one problem without a position in --format json", () => {
    const { code, stdout } = runCli("validate", missing, "--format", "json");
    expect(code).toBe(2);
    const problems = JSON.parse(stdout) as JsonProblem[];
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: missing, line: 0, column: 0, pointer: "" });
    expect(problems[0]?.message).toContain("there is no such file");
  });

  it("says a folder is not a pages file", () => {
    const { code, stdout, stderr } = runCli("validate", "tests/cli");
    expect(code).toBe(2);
    expect(stdout).toContain("Cannot open tests/cli: it is a folder.");
    expect(looksLikeCrash(stdout + stderr)).toBe(false);
  });

  it("makes pages routes exit with 2 too", () => {
    const { code, stdout, stderr } = runCli("routes", missing, "--json");
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("there is no such file");
  });
});

describe("pages routes on a broken file", () => {
  it("prints the problems instead of routes and exits with 1", () => {
    const fixture = load("five-neighbourhoods");
    const { code, stdout, stderr } = runCli("routes", fixture.path, "--json");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("Karachi has 5 neighbourhoods; a destination needs exactly 6.");
    expect(stderr).toContain("pages validate");
  });
});

describe("validateFile", () => {
  it("finds the same problems as the command, with pictures looked up in the publicDir it is given", async () => {
    const fixture = load("several-mistakes");
    const result = await validateFile(fixture.path, { publicDir });
    expect(result.status).toBe("invalid");
    const fromCli = (await validateJson(fixture.path)).problems.map(({ file: _file, ...rest }) => rest);
    expect(
      result.problems.map(({ code, severity, messageId, data, message, staffMessage, place: { file: _file, ...place }, related, routes }) => ({
        code,
        severity,
        messageId,
        data,
        message,
        ...(staffMessage === undefined ? {} : { staffMessage }),
        ...place,
        related,
        routes,
      })),
    ).toEqual(fromCli);
  });

  it("reports every picture as missing when publicDir has none of them", async () => {
    const result = await validateFile(join(projectRoot, "pages.json"), { publicDir: join(dir, "no-such-public") });
    expect(result.status).toBe("invalid");
    expect(result.problems.length).toBeGreaterThan(0);
    for (const problem of result.problems) expect(problem.message).toMatch(/^The picture \/\S+ in .+ is not in the public\/ folder/);
  });
});
