// `pages validate` on broken copies of pages.json: each is the shipped file with one mistake of
// cli/docs/mistakes.ts made in it, written into a temporary folder by this run (so no copy can fall
// behind pages.json). Every position is found here in the copy's own text, not copied from the
// validator's output.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateFile } from "../../runtime/server/index.ts";
import { mistakes, withMistake } from "../../cli/docs/mistakes.ts";
import { looksLikeCrash, offsetOf, positionAt, projectRoot, publicDir, runCli, valuePosition } from "./helpers.ts";
import { writeFixture } from "./write-fixture.ts";

interface Position {
  line: number;
  column: number;
}

interface JsonProblem extends Position {
  message: string;
  file: string;
  pointer: string;
}

interface Expected {
  /** The whole message, or pieces it must contain. */
  message: string | string[];
  at: Position;
  pointer: string;
}

interface Fixture {
  text: string;
  data: Record<string, unknown>;
  path: string;
}

const notJson = " (the file is not valid JSON, so nothing else was checked)";

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

/** The index of the page with this route, or of the family entry with this slug, in a fixture. */
function pageIndex(data: Record<string, unknown>, route: string): number {
  const index = (data.pages as { route: string }[]).findIndex((page) => page.route === route);
  expect(index, `page ${route}`).toBeGreaterThanOrEqual(0);
  return index;
}

function entryIndex(data: Record<string, unknown>, family: string, match: (entry: Record<string, unknown>) => boolean): number {
  const entries = (data.families as Record<string, { entries: Record<string, unknown>[] }>)[family]?.entries ?? [];
  const index = entries.findIndex(match);
  expect(index, `an entry of ${family}`).toBeGreaterThanOrEqual(0);
  return index;
}

function blockIndex(blocks: unknown, type: string): number {
  const index = (blocks as { type: string }[]).findIndex((block) => block.type === type);
  expect(index, `a ${type} block`).toBeGreaterThanOrEqual(0);
  return index;
}

function family(data: Record<string, unknown>, name: string): Record<string, unknown> {
  return (data.families as Record<string, Record<string, unknown>>)[name] as Record<string, unknown>;
}

const bySlug = (slug: string) => (entry: Record<string, unknown>) => entry.slug === slug;

// ------------------------------------------------------------ the expected problem of each mistake

const expectations: Record<string, { code: 1 | 2; problems: (fixture: Fixture) => Expected[] }> = {
  "block-type-typo": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['Unknown block type "testimonals"', 'Did you mean "testimonials"?', "destinations template"],
        at: valuePosition(text, '"type": "testimonals"'),
        pointer: `/families/destinations/blocks/${blockIndex(family(data, "destinations").blocks, "testimonals")}/type`,
      },
    ],
  },
  "trailing-comma": {
    code: 2,
    problems: ({ text }) => [
      {
        message: `This comma comes after the last item, just before the closing }: remove the comma.${notJson}`,
        at: positionAt(text, offsetOf(text, '"refetchOnFocus": false,') + '"refetchOnFocus": false'.length),
        pointer: "",
      },
    ],
  },
  "missing-comma": {
    code: 2,
    problems: ({ text }) => [
      {
        message: `A comma is missing here: put a , between this item and the one before it.${notJson}`,
        // The parser notices at the next name, the line after "name": "Indus Cargo & Movers".
        at: positionAt(text, offsetOf(text, '"tagline"', '"name": "Indus Cargo & Movers"\n')),
        pointer: "",
      },
    ],
  },
  "single-quotes": {
    code: 2,
    problems: ({ text }) => [
      {
        message: `JSON needs double quotes " around text and names, not single quotes.${notJson}`,
        at: positionAt(text, offsetOf(text, "'Careful cargo")),
        pointer: "",
      },
    ],
  },
  "missing-hero-text": {
    code: 1,
    problems: ({ text, data }) => {
      const page = pageIndex(data, "/about");
      const type = offsetOf(text, '"type": "hero"', '"route": "/about"');
      return [
        {
          message: ['The hero block on page /about is missing "text": add it.'],
          // The block that lacks it: its opening brace.
          at: positionAt(text, text.lastIndexOf("{", type)),
          pointer: `/pages/${page}/blocks/${blockIndex((data.pages as { blocks: unknown }[])[page]?.blocks, "hero")}`,
        },
      ];
    },
  },
  "number-for-text": {
    code: 1,
    problems: ({ text, data }) => {
      const page = pageIndex(data, "/about");
      const blocks = (data.pages as { blocks: { items?: { value: unknown }[] }[] }[])[page]?.blocks ?? [];
      const stats = blockIndex(blocks, "stats");
      const item = blocks[stats]?.items?.findIndex((figure) => figure.value === 15) ?? -1;
      return [
        {
          message: '"value" in the stats block on page /about should be text in double quotes, but it is the number 15.',
          at: valuePosition(text, '"value": 15,'),
          pointer: `/pages/${page}/blocks/${stats}/items/${item}/value`,
        },
      ];
    },
  },
  "unknown-property": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"colour" is not something the card-grid block of the origins template can have.', 'Did you mean "iconColor"?'],
        // An unknown property is shown at its name.
        at: positionAt(text, offsetOf(text, '"colour"')),
        pointer: `/families/origins/blocks/${blockIndex(family(data, "origins").blocks, "card-grid")}/cards/0/colour`,
      },
    ],
  },
  "duplicate-slug": {
    code: 1,
    problems: ({ text, data }) => {
      const second = text.lastIndexOf('"slug": "lahore"');
      expect(text.slice(second)).toMatch(/^"slug": "lahore",\s+"city": "Sheikhupura"/);
      return [
        {
          message: ['The slug "lahore" of the destination Sheikhupura is already used by Lahore', "each destination needs its own slug"],
          at: positionAt(text, second + '"slug": '.length),
          pointer: `/families/destinations/entries/${entryIndex(data, "destinations", (entry) => entry.city === "Sheikhupura")}/slug`,
        },
      ];
    },
  },
  "slug-with-spaces": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"Abu Dhabi" in the origin city Abu Dhabi is not a valid slug', 'for example "abu-dhabi"'],
        at: valuePosition(text, '"slug": "Abu Dhabi"'),
        pointer: `/families/origins/entries/${entryIndex(data, "origins", bySlug("Abu Dhabi"))}/slug`,
      },
    ],
  },
  "broken-link": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message:
          "The link to /pakistan-cargo-to-karachii in the service Sea Freight goes to a page that does not exist. Did you mean /pakistan-cargo-to-karachi?",
        at: valuePosition(text, '"href": "/pakistan-cargo-to-karachii"'),
        pointer: `/families/services/entries/${entryIndex(data, "services", bySlug("sea-freight"))}/destinationLinks/0/href`,
      },
    ],
  },
  "javascript-link": {
    code: 1,
    problems: ({ text }) => [
      {
        message: ['"javascript:openQuoteForm()" in the second navigation bar is not allowed', "https:, tel: or mailto:"],
        at: valuePosition(text, '"href": "javascript:openQuoteForm()"'),
        pointer: "/navigation/secondary/quote/href",
      },
    ],
  },
  "missing-picture": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: [
          "The picture /images/cities/quetta.svg in the destination Quetta is not in the public/ folder",
          "add the file as public/images/cities/quetta.svg",
        ],
        at: valuePosition(text, '"heroImage": "/images/cities/quetta.svg"'),
        pointer: `/families/destinations/entries/${entryIndex(data, "destinations", bySlug("quetta"))}/heroImage`,
      },
    ],
  },
  "five-neighbourhoods": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: "Karachi has 5 neighbourhoods; a destination needs exactly 6.",
        at: valuePosition(text, '"areas":', '"city": "Karachi"'),
        pointer: `/families/destinations/entries/${entryIndex(data, "destinations", bySlug("karachi"))}/areas`,
      },
    ],
  },
  "unknown-placeholder": {
    code: 1,
    problems: ({ text }) => [
      {
        message: ["{cty} in the SEO of the destinations template names no field of a destination.", "Did you mean {city}?"],
        at: valuePosition(text, '"title": "UAE to {cty}'),
        pointer: "/families/destinations/seo/title",
      },
    ],
  },
  "http-link": {
    code: 1,
    problems: ({ text }) => [
      {
        message: '"http://www.induscargo.example/privacy" in the footer is not a secure address: write https:// instead of http://.',
        at: valuePosition(text, '"href": "http://www.induscargo.example/privacy"'),
        pointer: "/navigation/footer/legalLinks/0/href",
      },
    ],
  },
  "alias-collision": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message:
          "The alias /pakistan-cargo-to-islamabad of the destination Rawalpindi is already used by the destination Islamabad; two pages cannot share one address.",
        at: positionAt(text, offsetOf(text, '"/pakistan-cargo-to-islamabad"', '"city": "Rawalpindi"')),
        pointer: `/families/destinations/entries/${entryIndex(data, "destinations", bySlug("rawalpindi"))}/aliases/0`,
      },
    ],
  },
  "icon-typo": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"warehose" is not a valid "icon" in the service Warehousing.', 'Did you mean "warehouse"?'],
        at: valuePosition(text, '"icon": "warehose"'),
        pointer: `/families/services/entries/${entryIndex(data, "services", bySlug("warehousing"))}/icon`,
      },
    ],
  },
  "local-phone": {
    code: 1,
    problems: ({ text }) => [
      {
        message: ['"050 000 0000" in the company facts (site) is not a UAE phone number', "+971"],
        at: valuePosition(text, '"phone": "050 000 0000"'),
        pointer: "/site/phone",
      },
    ],
  },
  "empty-title": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"title" in the SEO of page /privacy is empty', "write some text"],
        at: valuePosition(text, '"title": ""'),
        pointer: `/pages/${pageIndex(data, "/privacy")}/seo/title`,
      },
    ],
  },
  "missing-404": {
    code: 1,
    problems: ({ text }) => [
      {
        message: 'There is no page for addresses that do not exist: add a page with "route": "*" (the 404 page).',
        at: valuePosition(text, '"pages": ['),
        pointer: "/pages",
      },
    ],
  },
};

// The several-mistakes fixture holds six of the mistakes above at once.
const combined = ["block-type-typo", "local-phone", "empty-title", "broken-link", "missing-picture", "five-neighbourhoods"];
expectations["several-mistakes"] = {
  code: 1,
  problems: (fixture) => combined.flatMap((name) => expectations[name]?.problems(fixture) ?? []),
};

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

function validateJson(path: string): JsonRun {
  let run = jsonRuns.get(path);
  if (!run) {
    const { code, stdout, stderr } = runCli("validate", path, "--format", "json");
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
  it.each(Object.keys(expectations).filter((name) => name !== "several-mistakes"))("%s", (name) => {
    const fixture = load(name);
    const { code, problems, output } = validateJson(fixture.path);
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
  it("reports all of them in one run", () => {
    const fixture = load("several-mistakes");
    const { code, problems, output } = validateJson(fixture.path);
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
    expect(stdout).toContain(`${fixture.path}:${phone.line}:${phone.column}  "050 000 0000" in the company facts (site) is not a UAE phone number`);
    expect(stdout).toContain("\n    at /site/phone\n");
    const karachi = valuePosition(fixture.text, '"areas":', '"city": "Karachi"');
    expect(stdout).toContain(`${fixture.path}:${karachi.line}:${karachi.column}  Karachi has 5 neighbourhoods; a destination needs exactly 6.\n`);
    expect(stdout.trimEnd().endsWith(`\n\n6 problems in ${fixture.path}.`)).toBe(true);
  });
});

describe("the output format", () => {
  it("--format json prints an array of { message, file, line, column, pointer }", () => {
    for (const name of ["several-mistakes", "trailing-comma"]) {
      const { stdout } = validateJson(fixturePath(name));
      const problems = JSON.parse(stdout) as unknown;
      expect(Array.isArray(problems)).toBe(true);
      expect((problems as unknown[]).length).toBeGreaterThan(0);
      for (const problem of problems as Record<string, unknown>[]) {
        expect(Object.keys(problem)).toEqual(["message", "file", "line", "column", "pointer"]);
        expect(typeof problem.message).toBe("string");
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

  it("never shows a stack trace, whatever the mistake", { timeout: 180_000 }, () => {
    for (const name of Object.keys(expectations)) {
      for (const args of [["validate", fixturePath(name)], ["routes", fixturePath(name)]]) {
        const { code, stdout, stderr } = runCli(...args);
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
    const fromCli = validateJson(fixture.path).problems.map(({ file: _file, ...rest }) => rest);
    expect(result.problems.map(({ file: _file, ...rest }) => rest)).toEqual(fromCli);
  });

  it("reports every picture as missing when publicDir has none of them", async () => {
    const result = await validateFile(join(projectRoot, "pages.json"), { publicDir: join(dir, "no-such-public") });
    expect(result.status).toBe("invalid");
    expect(result.problems.length).toBeGreaterThan(0);
    for (const problem of result.problems) expect(problem.message).toMatch(/^The picture \/\S+ in .+ is not in the public\/ folder/);
  });
});
