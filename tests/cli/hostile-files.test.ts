// Every command on files no editor means to write: a message with a place and the documented exit
// code, never a stack trace. The files are the shipped pages.json with one thing done to it.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { looksLikeCrash, positionAt, projectRoot, publicDir, runCli } from "./helpers.ts";

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-hostile-"));
  symlinkSync(publicDir, join(dir, "public"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function insert(before: string, text: string): string {
  const at = shipped.indexOf(before);
  expect(at).toBeGreaterThanOrEqual(0);
  return shipped.slice(0, at) + text + shipped.slice(at);
}

describe("5,000 levels of nested lists", () => {
  it("makes every command that reads pages.json name the depth limit and exit with 2", { timeout: 60_000 }, () => {
    const text = insert('"tagline":', `"deep": ${"[".repeat(5000)}${"]".repeat(5000)},\n    `);
    const file = write("deep.json", text);
    const at = positionAt(text, text.indexOf("[[[") + 98);
    for (const args of [
      ["validate", file],
      ["routes", file],
      ["lint", file],
      ["build", file, "--out-dir", join(dir, "out")],
      ["leads", file],
    ]) {
      const { code, stdout, stderr } = runCli(...args);
      const command = args[0]!;
      expect(looksLikeCrash(stdout + stderr), `${command}:\n${stdout}${stderr}`).toBe(false);
      expect(stdout + stderr, command).toContain(`${file}:${at.line}:${at.column}  Lists [ ] and groups { } are nested more than 100 levels deep here`);
      expect(code, command).toBe(2);
    }
  });
});

describe("a file broken on every line", () => {
  it("gets its first 100 problems and a count of the rest", () => {
    const file = write("broken-lines.json", `{\n${"  'this' is not JSON\n".repeat(200_000)}}\n`);
    const { code, stdout, stderr } = runCli("validate", file);
    expect(looksLikeCrash(stdout + stderr)).toBe(false);
    expect(code).toBe(2);
    const lines = stdout.trimEnd().split("\n");
    expect(lines.filter((line) => line.startsWith(`${file}:`))).toHaveLength(100);
    expect(lines.slice(-3)).toEqual(["...and at least 900 more, not listed: fix these first, then check again.", "", `At least 1000 errors in ${file}.`]);
  });
});

describe("a file that is JSON but refused by the schema in 100,000 entries", () => {
  it(
    "gets its first 100 problems and 'at least' how many more, without the schema checker's cost growing with the square of the list",
    { timeout: 90_000 },
    () => {
      const data = JSON.parse(shipped) as { families: { destinations: { entries: unknown[] } } };
      const entries = data.families.destinations.entries;
      for (let index = 0; index < 100_000; index++) entries.push({ slug: `Bad Slug ${index}`, city: index, areas: "none" });
      const file = write("refused-entries.json", JSON.stringify(data, null, 2));
      // Answered in a few seconds; checked in one go, as before, it took minutes (runCli gives up at 60 s).
      const { code, stdout, stderr } = runCli("validate", file);
      expect(looksLikeCrash(stdout + stderr)).toBe(false);
      expect(code).toBe(1);
      const lines = stdout.trimEnd().split("\n");
      expect(lines.filter((line) => line.startsWith(`${file}:`))).toHaveLength(100);
      expect(lines.at(-3)).toMatch(/^\.\.\.and at least \d+ more, not listed: fix these first, then check again\.$/);
      expect(lines.at(-1)).toMatch(/^At least \d+ problems in /);
      expect(lines.at(-1)).toContain(` problems in ${file}.`);
    },
  );
});

describe("a name written twice", () => {
  it("is a problem at the second one, exit 1", () => {
    const text = insert('"tagline":', '"name": "Indus Cargo",\n    ');
    const file = write("twice.json", text);
    const { code, stdout } = runCli("validate", file);
    const at = positionAt(text, text.indexOf('"name": "Indus Cargo",'));
    expect(stdout).toContain(`${file}:${at.line}:${at.column}  "name" is written twice in the company facts (also at line ${at.line - 1}): keep one.`);
    expect(code).toBe(1);
  });
});

describe("the bytes of the file", () => {
  it("are read past a byte-order mark", () => {
    const { code, stdout } = runCli("validate", write("bom.json", `\uFEFF${shipped}`));
    expect(stdout).toMatch(/ is valid: \d+ routes\.\n$/);
    expect(code).toBe(0);
  });

  it("must be UTF-8: a byte that is not is reported at its place, exit 2", () => {
    const text = insert('Indus Cargo & Movers"', "Caf\u00e9 ");
    const file = write("latin1.json", Buffer.from(text, "latin1"));
    const { code, stdout, stderr } = runCli("validate", file);
    const at = positionAt(text, text.indexOf("\u00e9"));
    expect(stdout).toContain(`${file}:${at.line}:${at.column}  The byte 0xE9 here is not UTF-8 text`);
    expect(looksLikeCrash(stdout + stderr)).toBe(false);
    expect(code).toBe(2);
  });
});
