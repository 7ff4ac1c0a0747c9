// A pages.json the editor cannot read as data (a comma missing after a hand edit) is not a blank
// screen or a stack trace: the editor says where the file breaks, as `pages validate` does, and
// opens it once it is corrected. Saving never writes over a file that changed into one.
import { expect, openEditor, test } from "./editor-fixture.ts";

test.describe.configure({ timeout: 90_000 });

/** The shipped file with the comma after the company's phone number removed, and where that is. */
function withoutComma(original: string): { text: string; line: number; column: number } {
  const at = original.indexOf('"phone": "+971 50 000 0000",') + '"phone": "+971 50 000 0000"'.length;
  const text = original.slice(0, at) + original.slice(at + 1);
  const before = text.slice(0, at).split("\n");
  return { text, line: before.length + 1, column: 0 };
}

test("a file with broken JSON opens as a list of its problems, then as the editor once corrected", async ({ page, editor }) => {
  const broken = withoutComma(editor.original);
  editor.write(broken.text);
  await page.goto(editor.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The site cannot be opened in the editor yet");
  // Where the file breaks is under a fold, for whoever corrects it.
  await page.getByText("Where the file breaks").click();
  const problems = page.getByRole("alert");
  await expect(problems).toContainText(`pages.json:${broken.line}:`);
  await expect(problems).toContainText("comma");

  editor.write(editor.original);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("tree", { name: "Site outline" })).toBeVisible();
});

test("reloading after someone broke the file keeps the changes and says where it broke", async ({ page, editor }) => {
  await openEditor(page, editor);
  await page.getByLabel("Email", { exact: true }).fill("office@example.com");
  const broken = withoutComma(editor.original);
  editor.write(broken.text);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toContainText("changed on disk");
  await page.getByRole("button", { name: "Reload from disk and keep my changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Could not reload" })).toContainText("has a mistake made outside the editor");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("office@example.com");
  expect(editor.read()).toBe(broken.text);
});
