// Each editor test edits its own copy of the shipped pages.json (and public/) with its own
// `pages edit`, started on any free port; the address it prints last is where the test goes (once:
// a second browser needs the next address it prints).
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { test as base, expect, type Page } from "@playwright/test";
import { startEditorProcess } from "../../../cli/edit/editor-process.ts";
export { textBox } from "../../../cli/edit/editor-locators.ts";

export interface Editor {
  /** The address `pages edit` printed first: it opens the editor once. */
  url: string;
  /** The next address it printed, once the last one was used: for another browser. */
  nextUrl: () => Promise<string>;
  /** Everything `pages edit` printed so far. */
  output: () => string;
  file: string;
  /** The file as it was before the test. */
  original: string;
  read(): string;
  write(text: string): void;
}

export const test = base.extend<{ editor: Editor; editorArgs: string[] }>({
  /** More arguments for `pages edit` (`--public-url ...`). */
  editorArgs: [[], { option: true }],
  editor: async ({ editorArgs }, use) => {
    const folder = mkdtempSync(join(tmpdir(), "pages-edit-e2e-"));
    const file = join(folder, "pages.json");
    const original = readFileSync("pages.json", "utf8");
    writeFileSync(file, original);
    cpSync("public", join(folder, "public"), { recursive: true });
    try {
      const editor = await startEditorProcess(file, { args: editorArgs });
      try {
        await use({
          url: editor.url,
          nextUrl: editor.nextUrl,
          output: editor.output,
          file,
          original,
          read: () => readFileSync(file, "utf8"),
          write: (text) => writeFileSync(file, text),
        });
      } finally {
        editor.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
});

export { expect };

/** Opens the editor and waits for its outline and first checks. */
export async function openEditor(page: Page, editor: Editor): Promise<void> {
  await page.goto(editor.url);
  await expect(page.getByRole("tree", { name: "Site outline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Problems/ })).not.toContainText("checking", { timeout: 20_000 });
}

/** Opens outline items by their names, one inside the other, and selects the last. */
export async function choose(page: Page, ...names: (string | RegExp)[]): Promise<void> {
  for (const name of names) {
    const item = page.getByRole("treeitem", { name, exact: typeof name === "string" });
    await item.click();
  }
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible();
}

/** `pages validate` on the saved file: exit 0, or the test fails with what it printed. */
export async function validates(file: string): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, ["cli/bin.mjs", "validate", file]);
  expect(stdout).toContain("is valid");
}

/** The lines of `after` that differ from `before`, for files of the same length. */
export function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => line !== old[index]);
}

/** The preview's document. */
export const preview = (page: Page) => page.frameLocator("iframe[title^='Preview of']");
