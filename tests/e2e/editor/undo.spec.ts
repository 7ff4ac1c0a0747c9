// Undo that tells: the toolbar names what Undo takes back and Redo brings back, in the outline's and
// the fields' words, and an Undo that would take back a change already saved says so before it is
// pressed.
import { choose, expect, openEditor, save, test, textBox } from "./editor-fixture.ts";

test("Undo and Redo name what they take back and bring back, and an undo of a saved change says so", async ({ page, editor }) => {
  await openEditor(page, editor);
  const undo = page.getByRole("button", { name: /^Undo/ });
  const redo = page.getByRole("button", { name: /^Redo/ });
  await expect(undo).toHaveText("Undo");
  await expect(undo).toBeDisabled();

  await choose(page, "Company facts");
  const phone = page.getByLabel("Phone", { exact: true });
  const before = await phone.inputValue();
  await phone.fill("+971 50 000 0001");
  await expect(undo).toHaveText("Undo: Company facts, Phone");
  // One language of a translated text is named by the text's field.
  await textBox(page, "Tagline").fill("Careful cargo from the UAE to every corner of Pakistan.");
  await expect(undo).toHaveText("Undo: Company facts, Tagline");
  await undo.click();
  await expect(redo).toHaveText("Redo: Company facts, Tagline");
  await expect(undo).toHaveText("Undo: Company facts, Phone");

  await save(page);
  // Nothing is unsaved: the next Undo would take back what the file now holds.
  await expect(undo).toHaveText("Undo a saved change: Company facts, Phone");
  await undo.click();
  await expect(phone).toHaveValue(before);
  await expect(page.getByRole("status").filter({ hasText: "Changed since." })).toBeVisible();
  await expect(redo).toHaveText("Redo: Company facts, Phone");
  await expect(undo).toBeDisabled();
});
