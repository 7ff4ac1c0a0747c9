// Each editor test edits a copy of the shipped pages.json (and public/) in a `pages edit` started on
// any free port. Starting one takes seconds, so the tests a worker runs share one: before each test
// the copy is written back to the shipped text, and the test's browser starts signed in (the worker
// used the first printed address once, and each test gets that session's cookie), so it opens the
// editor at its address with no code. The editor keeps nothing of a test but what it wrote to the
// file: it reads the file on each opening. A test about signing in, the terminal's output or the
// editor's arguments asks for an editor of its own (`test.use({ ownEditor: true })`, and
// `editorArgs`), which prints addresses to use once, as a person gets them.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { editorChecked, editorSaved, whenInPage } from "../frame-wait.ts";
import { test as base } from "../shared-page.ts";
import { startEditorProcess, type EditorProcess } from "../../../cli/edit/editor-process.ts";
export { textBox } from "../../../cli/edit/editor-locators.ts";

export interface Editor {
  /** The address that opens the editor: with a one-time code for an editor of the test's own, without for the shared one. */
  url: string;
  /** The next address it printed, once the last one was used: for another browser (an editor of the test's own). */
  nextUrl: () => Promise<string>;
  /** Everything `pages edit` printed so far. */
  output: () => string;
  file: string;
  /** The file as it was before the test. */
  original: string;
  read(): string;
  write(text: string): void;
}

const shipped = readFileSync("pages.json", "utf8");

interface Started {
  process: EditorProcess;
  file: string;
  stop(): void;
}

/** A copy of pages.json and public/ in a folder of its own, and `pages edit` started on it. */
async function startOnCopy(args: readonly string[]): Promise<Started> {
  const folder = mkdtempSync(join(tmpdir(), "pages-edit-e2e-"));
  const file = join(folder, "pages.json");
  writeFileSync(file, shipped);
  cpSync("public", join(folder, "public"), { recursive: true });
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    const process = await startEditorProcess(file, { args });
    return { process, file, stop: () => (process.stop(), remove()) };
  } catch (error) {
    remove();
    throw error;
  }
}

interface SharedEditor {
  /** Started on first use, then kept for the worker's later tests. */
  get(): Promise<Started & { origin: string; signedIn: BrowserContextOptions["storageState"] }>;
}

/** Signs a browser in with the printed address once, and keeps what that browser holds (its session cookie). */
async function signIn(browser: Browser, url: string): Promise<BrowserContextOptions["storageState"]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await whenInPage(page, editorChecked);
    await expect(page.getByRole("tree", { name: "Site outline" })).toBeVisible();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export const test = base.extend<{ editor: Editor; editorArgs: string[]; ownEditor: boolean }, { sharedEditor: SharedEditor }>({
  /** More arguments for `pages edit` (`--public-url ...`), for an editor of the test's own. */
  editorArgs: [[], { option: true }],
  /** A test about signing in or about what the editor prints starts an editor of its own. */
  ownEditor: [false, { option: true }],
  sharedEditor: [
    async ({ browser }, use) => {
      let started: ReturnType<SharedEditor["get"]> | undefined;
      await use({
        get: () =>
          (started ??= (async () => {
            const editor = await startOnCopy([]);
            const origin = new URL(editor.process.url).origin;
            return { ...editor, origin, signedIn: await signIn(browser, editor.process.url) };
          })()),
      });
      if (started) (await started.catch(() => null))?.stop();
    },
    { scope: "worker" },
  ],
  storageState: async ({ ownEditor, sharedEditor, storageState }, use) => {
    await use(ownEditor ? storageState : (await sharedEditor.get()).signedIn);
  },
  editor: async ({ editorArgs, ownEditor, sharedEditor }, use) => {
    const files = (file: string) => ({ file, original: shipped, read: () => readFileSync(file, "utf8"), write: (text: string) => writeFileSync(file, text) });
    if (!ownEditor) {
      if (editorArgs.length > 0) throw new Error("An editor started with arguments is a test's own: add test.use({ ownEditor: true }).");
      const { process, file, origin } = await sharedEditor.get();
      writeFileSync(file, shipped);
      await use({
        url: `${origin}/`,
        nextUrl: () => Promise.reject(new Error("The shared editor hands out no addresses: use test.use({ ownEditor: true }).")),
        output: process.output,
        ...files(file),
      });
      return;
    }
    const own = await startOnCopy(editorArgs);
    try {
      await use({ url: own.process.url, nextUrl: own.process.nextUrl, output: own.process.output, ...files(own.file) });
    } finally {
      own.stop();
    }
  },
});

export { expect };
/** Opens the editor and waits for its outline and first checks. */
export async function openEditor(page: Page, editor: Editor): Promise<void> {
  await page.goto(editor.url);
  await whenInPage(page, editorChecked);
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
  await savedSaid(page);
}

/** Waits for the editor to say the file was saved. */
export async function savedSaid(page: Page): Promise<void> {
  await whenInPage(page, editorSaved);
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
