// validateText and validateFile on files no editor means to write: nested thousands of levels
// deep, broken on every line, with a name written twice, not UTF-8, with a byte-order mark.
// Positions are found here in the test's own text, not copied from the validator.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeValidation, validateFile } from "../../server/index.ts";
import { depthLimit } from "./read-text.ts";
import { validateText } from "./validate.ts";

const projectDir = fileURLToPath(new URL("../../../", import.meta.url));
const publicDir = join(projectDir, "public");
const shipped = readFileSync(join(projectDir, "pages.json"), "utf8");

/** 1-based line and column of an offset, counted here independently of SourceText. */
function positionAt(text: string, offset: number) {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  expect(at, from).toBeGreaterThanOrEqual(0);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const check = (text: string) => validateText(text, "pages.json", nodeValidation({ publicDir, env: {} }));

describe("a file nested far deeper than pages.json ever is", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("is refused with the depth limit named, at the bracket that goes past it, not a stack overflow", () => {
    const text = replaceOnce(shipped, '"tagline":', `"deep": ${nested(5000)},\n    "tagline":`);
    const result = check(text);
    expect(result.status).toBe("invalid-json");
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.message).toContain(`more than ${depthLimit} levels deep`);
    // The outer { of the file and { of site are two levels: the list that goes past the limit is the (limit - 1)th [.
    const first = text.indexOf("[[[");
    expect(result.problems[0]?.place).toMatchObject(positionAt(text, first + depthLimit - 2));
  });

  it("is refused the same way when it is not even JSON, and when it is nothing but brackets", () => {
    for (const text of [`{ "site": ${"[".repeat(5000)}`, nested(5000), `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`]) {
      const result = check(text);
      expect(result.status).toBe("invalid-json");
      expect(result.problems[0]!.message).toContain(`more than ${depthLimit} levels deep`);
    }
  });

  it("counts brackets inside texts and comments as text", () => {
    const text = replaceOnce(shipped, '"Indus Cargo & Movers"', `"${"[".repeat(5000)} Indus"`);
    expect(check(text).status).toBe("valid");
  });
});

describe("a file broken on every line", () => {
  it("lists the first 100 problems and stops counting at 1000", () => {
    const text = `{\n${"  this is not JSON,\n".repeat(200_000)}}`;
    const result = check(text);
    expect(result.status).toBe("invalid-json");
    expect(result.problems).toHaveLength(100);
    expect(result.problems.map((problem) => problem.place.line)).toEqual(Array.from({ length: 100 }, (_, index) => index + 2));
    expect(result.more).toEqual({ count: 900, atLeast: true });
  });

  it("says exactly how many more there are when it counted them all", () => {
    const result = check(`{\n${"  this is not JSON\n".repeat(150)}}`);
    expect(result.problems).toHaveLength(100);
    expect(result.more).toEqual({ count: 50, atLeast: false });
  });

  it("lists at most 100 problems of a valid JSON file the schema refuses everywhere", () => {
    const data = JSON.parse(shipped) as { families: { destinations: { entries: { areas: unknown[] }[] } } };
    data.families.destinations.entries[0]!.areas = Array.from({ length: 50_000 }, () => 7);
    const result = check(JSON.stringify(data, null, 2));
    expect(result.status).toBe("invalid");
    expect(result.problems).toHaveLength(100);
    expect(result.more).toEqual({ count: 900, atLeast: true });
  });
});

describe("a name written twice in one group of fields", () => {
  it("is a problem at the second one, naming the line of the first", () => {
    const text = replaceOnce(shipped, '"tagline":', '"name": "Indus Cargo",\n    "tagline":');
    const result = check(text);
    expect(result.status).toBe("invalid");
    const first = text.indexOf('"name": "Indus Cargo & Movers"');
    const second = text.indexOf('"name": "Indus Cargo",');
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: "duplicate-name",
        message: `"name" is written twice in the company facts (also at line ${positionAt(text, first).line}): keep one. Only the last one counts, so a change to the other never shows.`,
        place: { pointer: "/site/name", file: "pages.json", ...positionAt(text, second) },
      }),
    ]);
  });

  it("has the problems inside it reported in the one that counts, the last", () => {
    // The /about page's "seo" written twice: the second copy, the one that counts, with an empty title.
    const about = (JSON.parse(shipped) as { pages: { route: string }[] }).pages.findIndex((page) => page.route === "/about");
    const node = findNodeAtLocation(parseTree(shipped)!, ["pages", about, "seo"])!.parent!;
    const end = node.offset + node.length;
    const broken = `"seo": ${JSON.stringify({ ...(JSON.parse(shipped.slice(node.children![1]!.offset, end)) as object), title: "" })}`;
    const text = `${shipped.slice(0, end)},\n      ${broken}${shipped.slice(end)}`;
    const result = check(text);
    const secondTitle = text.indexOf('"title":""');
    const empty = result.problems.find((problem) => problem.message.includes("is empty"));
    expect(empty?.place).toMatchObject(positionAt(text, secondTitle + '"title":'.length));
    expect(result.problems.some((problem) => problem.message.startsWith('"seo" is written twice in page /about'))).toBe(true);
  });
});

describe("the bytes of the file", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "validate-bytes-"));
    symlinkSync(publicDir, join(dir, "public"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function write(name: string, bytes: Uint8Array | string): string {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  }

  it("may start with a UTF-8 byte-order mark, which does not count as a column", async () => {
    const text = replaceOnce(shipped, '{\n  "$schema"', '{ "x": 1,\n  "$schema"');
    const result = await validateFile(write("bom.json", `\uFEFF${text}`), { env: {} });
    expect(result.status).toBe("invalid");
    expect(result.problems[0]).toMatchObject({ place: { line: 1, column: 3 }, message: expect.stringContaining('"x" is not something') });
    expect((await validateFile(write("bom-valid.json", `\uFEFF${shipped}`), { env: {} })).status).toBe("valid");
  });

  it("must be UTF-8: a byte in another encoding is reported at its line and column", async () => {
    const text = replaceOnce(shipped, '"Indus Cargo & Movers"', '"Indus Cargo & Movers caf\u00e9"');
    const at = positionAt(text, text.indexOf("\u00e9"));
    // é as Windows-1252 (or Latin-1) writes it: the single byte E9.
    const result = await validateFile(write("latin1.json", Buffer.from(text, "latin1")), { env: {} });
    expect(result.status).toBe("unreadable");
    expect(result.problems).toEqual([
      expect.objectContaining({
        place: expect.objectContaining(at) as unknown,
        message: expect.stringMatching(/^The byte 0xE9 here is not UTF-8 text.*Save it as UTF-8/),
      }),
    ]);
  });

  it("keeps a U+FFFD that is really in the file", async () => {
    const text = replaceOnce(shipped, '"Indus Cargo & Movers"', '"Indus Cargo & Movers \uFFFD"');
    expect((await validateFile(write("replacement.json", text), { env: {} })).status).toBe("valid");
  });
});

describe("a setting that may hold a secret (site.leads.webhook)", () => {
  const withWebhook = (webhook: string) =>
    replaceOnce(shipped, '"rateLimitPerMinute": 10,', `"rateLimitPerMinute": 10, "webhook": ${JSON.stringify(webhook)},`);

  it("is named with its secrets masked when it is not valid", () => {
    const result = check(withWebhook("http://ops:Pw-Quartz-81@hooks.example.com/T0SECRET42/leads?token=Tok-Saffron-7"));
    expect(result.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        /^"http:\/\/\*\*\*:\*\*\*@hooks\.example\.com\/\*\*\*\/leads\?token=\*\*\*" in the company facts is not a valid webhook \(shown with its secrets masked\)\. A secure https:\/\//,
      ),
    ]);
  });

  it("is not shown at all when it cannot be read as an address", () => {
    const result = check(withWebhook("hooks.example.com/ops:Pw-Quartz-81"));
    expect(result.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^The webhook in the company facts is not a web address \(it is not shown here, since it may hold a secret\)\. A secure/),
    ]);
  });
});

describe("a text in none of its forms", () => {
  it("shows those who edit the file how it is written there, and the staff only what the field is", () => {
    const about = JSON.parse(shipped) as { pages: { route: string; blocks: { title?: unknown }[] }[] };
    about.pages.find((page) => page.route === "/about")!.blocks[0]!.title = { ur: "x" };
    const result = check(JSON.stringify(about, null, 2));
    expect(result.status).toBe("invalid");
    const [problem] = result.status === "invalid" ? result.problems.filter((one) => one.messageId === "wrong-form") : [];
    expect(problem?.message).toMatch(/^"title" in the hero block on page \/about has the wrong form \(it is a group of fields\)\. Text shown to visitors/);
    expect(problem?.message).toContain('For example: { "en": "Cargo to {city}", "ur": "{city} کے لیے کارگو" }');
    expect(problem?.staffMessage).toBe(problem?.message.slice(0, problem.message.indexOf(" For example:")));
  });
});
