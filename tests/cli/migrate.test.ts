// `pages migrate`: run on a temporary copy of a form-1 pages.json (public/ linked beside it, as the
// validator looks for pictures there), never on the real file.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formOne, migratedOlder, shippedText as shipped } from "../../runtime/testing/older-forms.ts";
import { publicDir, runCli, runCliHere } from "./helpers.ts";

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-migrate-"));
  file = join(dir, "pages.json");
  writeFileSync(file, formOne);
  symlinkSync(publicDir, join(dir, "public"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("pages migrate", () => {
  it("is what validate asks for on an older file, and brings it to the shipped form, once", async () => {
    const refused = runCli("validate", file);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("Run `npx pages migrate`");

    const migrated = runCli("migrate", file);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain("from form 1 to form 4");
    expect(migrated.stdout).toContain("is valid");
    expect(readFileSync(file, "utf8")).toBe(migratedOlder);

    const again = await runCliHere("migrate", file);
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining("already in the current form") as string });
    expect(readFileSync(file, "utf8")).toBe(migratedOlder);
  });

  it("changes nothing in a file that is not JSON, and says why", async () => {
    writeFileSync(file, '{ "site": ');
    const result = await runCliHere("migrate", file);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Nothing was changed");
    expect(readFileSync(file, "utf8")).toBe('{ "site": ');
  });

  it("leaves a file of a newer form alone: it is pages that needs updating", async () => {
    writeFileSync(file, shipped.replace('"version": 4', '"version": 5'));
    const result = await runCliHere("migrate", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("update pages");
    expect(readFileSync(file, "utf8")).toContain('"version": 5');
  });
});
