import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeValidation, projectRoot } from "../../server/index.ts";
import { formOne, formThree, formTwo, migratedFormThree, migratedOlder, shippedText as shipped, unnumbered } from "../../testing/older-forms.ts";
import { currentFormat, formatOf, migrateText } from "./format-version.ts";
import { validateText } from "./validate.ts";

const check = (text: string) => validateText(text, "pages.json", nodeValidation({ publicDir: join(projectRoot, "public"), env: {} }));

describe("the form of pages.json", () => {
  it("is the current one in the shipped file, which says so", () => {
    expect(currentFormat).toBe(4);
    expect((JSON.parse(shipped) as { version: number }).version).toBe(currentFormat);
    expect(formOne).not.toBe(shipped);
    expect(formOne).toContain('"translatedFrom": "16cb1e8c"');
    expect(formTwo).not.toContain('"provinces"');
    expect(formThree).not.toBe(shipped);
    expect(formThree).not.toContain('"pauseLabel"');
  });

  it("is read from the file's version, or from its shape when it has none", () => {
    expect(formatOf(JSON.parse(shipped))).toBe(4);
    expect(formatOf(JSON.parse(formOne))).toBe(1);
    expect(formatOf(JSON.parse(unnumbered(formTwo)))).toBe(2);
    expect(formatOf(JSON.parse(unnumbered(formThree)))).toBe(3);
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
    const newer = shipped.replace('"version": 4', '"version": 5');
    const [problem] = check(newer).problems;
    expect(problem).toMatchObject({ code: "newer-format", place: { pointer: "/version" } });
    expect(problem!.message).toContain("update pages");
    expect(migrateText(newer, JSON.parse(newer))).toEqual({ status: "newer", form: 5 });
  });

  it("of a form-2 file without a version is placed at the labels, which lack the provinces' names", () => {
    const withoutVersion = unnumbered(formTwo);
    const [problem] = check(withoutVersion).problems;
    expect(problem).toMatchObject({ code: "older-format", place: { pointer: "/labels" } });
  });

  it("of a form-3 file without a version is placed at the picture grid, which lacks its pause button", () => {
    const withoutVersion = unnumbered(formThree);
    const { pages } = JSON.parse(shipped) as { pages: { route: string; blocks: { type: string }[] }[] };
    const home = pages.findIndex((page) => page.route === "/");
    const grid = pages[home]!.blocks.findIndex((block) => block.type === "image-grid");
    const [problem] = check(withoutVersion).problems;
    expect(problem).toMatchObject({ code: "older-format", place: { pointer: `/pages/${home}/blocks/${grid}` } });
  });
});

describe("migrating", () => {
  it("turns the form-1 file into the shipped one but for the Urdu of the provinces and the pause button: the same lines, one added at the end", () => {
    const result = migrateText(formOne, JSON.parse(formOne));
    expect(result.status).toBe("migrated");
    if (result.status !== "migrated") return;
    expect(result.text).toBe(migratedOlder);
    expect(result.text.split("\n").length).toBe(formOne.split("\n").length + 1);
    expect([result.from, result.to, result.changes.length]).toEqual([1, 4, 4]);
    expect(check(result.text).status).toBe("valid");
  });

  it("gives a form-2 file the provinces' names in English, on the line of its last label", () => {
    const result = migrateText(formTwo, JSON.parse(formTwo));
    expect(result.status === "migrated" && [result.from, result.changes.length]).toEqual([2, 2]);
    expect(result.status === "migrated" && result.text).toBe(migratedOlder);
  });

  it("gives each picture grid of a form-3 file its pause button in English, beside its label, moving no line", () => {
    const result = migrateText(formThree, JSON.parse(formThree));
    expect(result.status === "migrated" && [result.from, result.to, result.changes]).toEqual([3, 4, [expect.stringContaining("pauseLabel")]]);
    expect(result.status === "migrated" && result.text).toBe(migratedFormThree);
    expect(result.status === "migrated" && result.text.split("\n").length).toBe(formThree.split("\n").length);
    expect(check(migratedFormThree).status).toBe("valid");
    // A family's template may hold a grid too; a grid that has its button keeps it.
    const text =
      '{\n  "families": { "a": { "blocks": [{ "type": "image-grid", "label": "A" }, { "type": "image-grid", "label": "B", "pauseLabel": "Stop" }] } }\n}\n';
    const family = migrateText(text, JSON.parse(text));
    expect(family.status === "migrated" && family.text).toBe(
      '{\n  "families": { "a": { "blocks": [{ "type": "image-grid", "label": "A", "pauseLabel": "Pause the pictures" }, { "type": "image-grid", "label": "B", "pauseLabel": "Stop" }] } },\n  "version": 4\n}\n',
    );
  });

  it("leaves a current file alone", () => {
    expect(migrateText(shipped, JSON.parse(shipped))).toEqual({ status: "current", form: 4 });
  });

  it("gives the one fingerprint to every language a translation has, and none when it has none", () => {
    const text =
      '{\n  "a": { "en": "Hi", "ur": "سلام", "ar": "مرحبا", "translatedFrom": "0a1b2c3d" },\n  "b": { "en": "Hi", "translatedFrom": "0a1b2c3d" }\n}\n';
    const result = migrateText(text, JSON.parse(text));
    expect(result.status === "migrated" && result.text).toBe(
      '{\n  "a": { "en": "Hi", "ur": "سلام", "ar": "مرحبا", "translatedFrom": { "ur": "0a1b2c3d", "ar": "0a1b2c3d" } },\n  "b": { "en": "Hi", "translatedFrom": {} },\n  "version": 4\n}\n',
    );
  });

  it("keeps the file's line endings and indentation", () => {
    const text = '{\r\n\t"a": { "en": "Hi", "ur": "سلام", "translatedFrom": "0a1b2c3d" }\r\n}\r\n';
    const result = migrateText(text, JSON.parse(text));
    expect(result.status === "migrated" && result.text).toBe(
      '{\r\n\t"a": { "en": "Hi", "ur": "سلام", "translatedFrom": { "ur": "0a1b2c3d" } },\r\n\t"version": 4\r\n}\r\n',
    );
  });
});
