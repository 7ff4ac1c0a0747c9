// Long lists checked a piece at a time give the errors the schema gives for the whole file, each
// at its place in the file, and a file refused everywhere is answered from its first pieces.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/index.ts";
import { cachedSchemaValidator, nodeValidation } from "../../server/index.ts";
import { scanJson } from "./scan-json.ts";
import { chunkSize, schemaErrorsInChunks } from "./schema-in-chunks.ts";
import type { SchemaValidator } from "./schema-validator.ts";
import { validateText } from "./validate.ts";

const projectDir = fileURLToPath(new URL("../../../", import.meta.url));
const shipped = readFileSync(join(projectDir, "pages.json"), "utf8");
const schema = cachedSchemaValidator();

/** The shipped file with `count` destinations, numbered copies of the shipped ones. */
function withDestinations(count: number): PagesFile {
  const file = JSON.parse(shipped) as PagesFile;
  const originals = file.families.destinations.entries;
  file.families.destinations.entries = Array.from({ length: count }, (_, index) => {
    const { aliases: _aliases, ...original } = originals[index % originals.length]!;
    return { ...original, slug: `city-${index}`, city: `City ${index}` };
  });
  return file;
}

/** Where the scan of the file's text finds its long lists, as validateText gives them. */
const longListsOf = (data: unknown) => scanJson(JSON.stringify(data, null, 2), { maxDepth: 100, keep: 0, longList: chunkSize }).longLists;

/** Errors in an order of their own, to compare what was found whatever the order it was found in. */
const sorted = (errors: ErrorObject[]) =>
  errors.map((error) => `${error.instancePath} ${error.keyword} ${JSON.stringify(error.params)}`).sort((a, b) => a.localeCompare(b));

/** A validator that remembers the longest list of destinations it was given. */
function watched(): { validate: SchemaValidator; longest: () => number; calls: () => number } {
  let longest = 0;
  let calls = 0;
  const validate: SchemaValidator = (data) => {
    calls++;
    longest = Math.max(longest, (data as PagesFile).families.destinations.entries.length);
    return schema(data);
  };
  return { validate, longest: () => longest, calls: () => calls };
}

describe("schemaErrorsInChunks", () => {
  it("finds in a file with long lists the errors the schema finds in one go, each at its place in the file", () => {
    const file = withDestinations(3 * chunkSize + 17);
    const entries = file.families.destinations.entries as unknown as Record<string, unknown>[];
    for (const index of [0, chunkSize - 1, chunkSize, 2 * chunkSize + 5, entries.length - 1]) entries[index]!.slug = `Bad Slug ${index}`;
    delete entries[chunkSize + 1]!.description;
    entries[2 * chunkSize + 9]!.colour = "red";
    // A long list in an entry past the first piece, with a wrong item past its own first piece.
    const areas = Array.from({ length: chunkSize + 50 }, (_, index) => `Area ${index}`) as unknown[];
    areas[chunkSize + 20] = 7;
    entries[2 * chunkSize + 1]!.areas = areas;
    // And a mistake outside the long lists, found once.
    (file.site as unknown as Record<string, unknown>).phone = "none";

    const longLists = longListsOf(file);
    expect(longLists).toEqual(["/families/destinations/entries", `/families/destinations/entries/${2 * chunkSize + 1}/areas`]);
    const whole = schema(file);
    const inChunks = schemaErrorsInChunks(schema, file, Infinity, longLists);
    expect(inChunks.complete).toBe(true);
    expect(whole.length).toBeGreaterThan(8);
    expect(sorted(inChunks.errors)).toEqual(sorted(whole));
  });

  it("checks a file without a long list in one go, as it is", () => {
    const file = JSON.parse(shipped) as unknown;
    const given: unknown[] = [];
    expect(longListsOf(file)).toEqual([]);
    const result = schemaErrorsInChunks((data) => (given.push(data), schema(data)), file, 1000, []);
    expect(given).toEqual([file]);
    expect(given[0]).toBe(file);
    expect(result).toEqual({ errors: [], complete: true });
  });
});

describe("validateText on a file the schema refuses in 20,000 entries", () => {
  it("gives the schema a piece of the list at a time, stops once enough is found, and lists the first 100 with 'at least'", () => {
    const file = withDestinations(20_000) as unknown as { families: { destinations: { entries: unknown[] } } };
    file.families.destinations.entries = file.families.destinations.entries.map((_, index) => ({ slug: `Bad Slug ${index}`, city: 5 }));
    const watch = watched();
    const result = validateText(JSON.stringify(file, null, 2), "pages.json", { ...nodeValidation({ baseDir: projectDir, env: {} }), schema: watch.validate });
    expect(watch.longest()).toBe(chunkSize);
    expect(watch.calls()).toBeLessThanOrEqual(2);
    expect(result.status).toBe("invalid");
    expect(result.problems).toHaveLength(100);
    expect(result.problems[0]?.place).toMatchObject({ pointer: "/families/destinations/entries/0", line: expect.any(Number) as number });
    expect(result.more?.atLeast).toBe(true);
  });
});
