// The screenshots of docs/editing.md: `pages edit` on a copy of the shipped pages.json, Lahore's
// page chosen in the outline, its form beside the live preview and the lint's findings in the
// Problems list, in the light and the dark theme. Run it again when the editor's look changes:
//
//   npx tsx cli/docs/editor-screenshots.ts
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import { projectRoot } from "../../runtime/server/index.ts";
import { chromiumFlags } from "../chromium-flags.ts";
import { textBox } from "../edit/editor-locators.ts";
import { startEditorProcess } from "../edit/editor-process.ts";

const folder = mkdtempSync(join(tmpdir(), "pages-editor-screenshots-"));
copyFileSync(join(projectRoot, "pages.json"), join(folder, "pages.json"));
symlinkSync(join(projectRoot, "public"), join(folder, "public"));
const editor = await startEditorProcess(join(folder, "pages.json"));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags });
try {
  for (const theme of ["light", "dark"] as const) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: theme });
    // Each page is a browser of its own, and each printed address opens the editor once.
    await page.goto(theme === "light" ? editor.url : await editor.nextUrl());
    // The lint's findings on the shipped file are in the Problems list once the checks have answered.
    await page.getByRole("heading", { name: /^Problems \([1-9]\d*\)$/ }).waitFor({ timeout: 20_000 });
    for (const name of ["Destinations", /^Entries \(/, "Lahore"]) {
      await page.getByRole("treeitem", { name, exact: typeof name === "string" }).click();
    }
    await page
      .frameLocator("iframe[title^='Preview of']")
      .getByRole("heading", { level: 1, name: /Lahore/ })
      .waitFor();
    await textBox(page, "Description").focus();
    const file = join(projectRoot, "docs", "images", `editor-${theme}.png`);
    await page.screenshot({ path: file });
    console.log(`Wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  editor.stop();
  rmSync(folder, { recursive: true, force: true });
}
