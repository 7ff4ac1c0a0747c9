import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeValidation, projectRoot } from "../../server/index.ts";
import { provinceValues } from "../../../schema/index.ts";
import { currentFormat, formatOf, migrateText } from "./format-version.ts";
import { validateText } from "./validate.ts";

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
/** The provinces' names among the shipped labels, the last of them. */
const provinceNames = /,\n {4}"provinces": \{[\s\S]*?\n {4}\}(?=\n {2}\})/;
/** The shipped file as form 2 wrote it: no provinces' names. */
const formTwo = shipped.replace(provinceNames, "").replace('"version": 3', '"version": 2');
/** The shipped file as form 1 wrote it: one fingerprint a translation, and no version. */
const formOne = formTwo.replace(/"translatedFrom": \{ "ur": ("[0-9a-f]{8}") \}/g, '"translatedFrom": $1').replace(/,\n {2}"version": 2\n\}\n$/, "\n}\n");
/** What migrating an older file gives: the shipped file, its provinces' names in English on the last label's line. */
const migratedShipped = shipped.replace(provinceNames, `, "provinces": { ${provinceValues.map((value) => `"${value}": "${value}"`).join(", ")} }`);
const check = (text: string) => validateText(text, "pages.json", nodeValidation({ publicDir: join(projectRoot, "public"), env: {} }));

describe("the form of pages.json", () => {
  it("is the current one in the shipped file, which says so", () => {
    expect(currentFormat).toBe(3);
    expect((JSON.parse(shipped) as { version: number }).version).toBe(currentFormat);
    expect(formOne).not.toBe(shipped);
    expect(formOne).toContain('"translatedFrom": "16cb1e8c"');
    expect(formTwo).not.toContain('"provinces"');
  });

  it("is read from the file's version, or from its shape when it has none", () => {
    expect(formatOf(JSON.parse(shipped))).toBe(3);
    expect(formatOf(JSON.parse(formOne))).toBe(1);
    expect(formatOf(JSON.parse(formTwo.replace(/,\n {2}"version": 2\n\}\n$/, "\n}\n")))).toBe(2);
    expect(formatOf({ site: {} })).toBe(currentFormat);
    expect(formatOf({ version: 7 })).toBe(7);
  });

  it("of an older file is one problem, at the first part of the old form, naming the command", () => {
    const result = check(formOne);
    expect(result.status).toBe("invalid");
    expect(result.problems).toHaveLength(1);
    const [problem] = result.problems;
    expect(problem).toMatchObject({ code: "older-format", place: { pointer: "/site/tagline/translatedFrom", line: 21, column: 25 } });
    expect(problem!.message).toContain("npx pages migrate");
  });

  it("of a newer file says to update pages, not the file", () => {
    const newer = shipped.replace('"version": 3', '"version": 4');
    const [problem] = check(newer).problems;
    expect(problem).toMatchObject({ code: "newer-format", place: { pointer: "/version" } });
    expect(problem!.message).toContain("update pages");
    expect(migrateText(newer, JSON.parse(newer))).toEqual({ status: "newer", form: 4 });
  });

  it("of a form-2 file without a version is placed at the labels, which lack the provinces' names", () => {
    const unnumbered = formTwo.replace(/,\n {2}"version": 2\n\}\n$/, "\n}\n");
    const [problem] = check(unnumbered).problems;
    expect(problem).toMatchObject({ code: "older-format", place: { pointer: "/labels" } });
  });
});

describe("migrating", () => {
  it("turns the form-1 file into the shipped one but for the provinces' Urdu: the same lines, one added at the end", () => {
    const result = migrateText(formOne, JSON.parse(formOne));
    expect(result.status).toBe("migrated");
    if (result.status !== "migrated") return;
    expect(result.text).toBe(migratedShipped);
    expect(result.text.split("\n").length).toBe(formOne.split("\n").length + 1);
    expect([result.from, result.to, result.changes.length]).toEqual([1, 3, 3]);
    expect(check(result.text).status).toBe("valid");
  });

  it("gives a form-2 file the provinces' names in English, on the line of its last label", () => {
    const result = migrateText(formTwo, JSON.parse(formTwo));
    expect(result.status === "migrated" && [result.from, result.changes.length]).toEqual([2, 1]);
    expect(result.status === "migrated" && result.text).toBe(migratedShipped);
  });

  it("leaves a current file alone", () => {
    expect(migrateText(shipped, JSON.parse(shipped))).toEqual({ status: "current", form: 3 });
  });

  it("gives the one fingerprint to every language a translation has, and none when it has none", () => {
    const text =
      '{\n  "a": { "en": "Hi", "ur": "سلام", "ar": "مرحبا", "translatedFrom": "0a1b2c3d" },\n  "b": { "en": "Hi", "translatedFrom": "0a1b2c3d" }\n}\n';
    const result = migrateText(text, JSON.parse(text));
    expect(result.status === "migrated" && result.text).toBe(
      '{\n  "a": { "en": "Hi", "ur": "سلام", "ar": "مرحبا", "translatedFrom": { "ur": "0a1b2c3d", "ar": "0a1b2c3d" } },\n  "b": { "en": "Hi", "translatedFrom": {} },\n  "version": 3\n}\n',
    );
  });

  it("keeps the file's line endings and indentation", () => {
    const text = '{\r\n\t"a": { "en": "Hi", "ur": "سلام", "translatedFrom": "0a1b2c3d" }\r\n}\r\n';
    const result = migrateText(text, JSON.parse(text));
    expect(result.status === "migrated" && result.text).toBe(
      '{\r\n\t"a": { "en": "Hi", "ur": "سلام", "translatedFrom": { "ur": "0a1b2c3d" } },\r\n\t"version": 3\r\n}\r\n',
    );
  });
});
