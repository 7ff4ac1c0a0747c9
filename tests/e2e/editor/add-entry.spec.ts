// Adding is checked before it is done: the Add form shows at each box what the new entry would
// break in the file (the file's own checks, run in the editor's worker), adds nothing until it is
// fixed, and then hands the new entry's form the focus.
import { addFormsChecked, whenInPage } from "../frame-wait.ts";
import { expect, openEditor, choose, save, test, validates } from "./editor-fixture.ts";

const five = "Sheikh Maltoon, Bagh-e-Naran, Toru, Shergarh, Takht Bhai";

test("a destination with five neighbourhoods and a taken address is shown at its boxes, fixed, then added with the focus in it", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries \(/);
  const form = page.getByRole("form", { name: "Add destination" });
  const city = form.getByLabel("City", { exact: true });
  const address = form.getByLabel("End of the page address");
  const neighbourhoods = form.getByLabel(/^Neighbourhoods \(/);
  await city.fill("Mardan");
  await address.fill("lahore");
  await neighbourhoods.fill(five);
  await whenInPage(page, addFormsChecked);

  // Each box says what is wrong with it, linked to it, in words for the staff.
  await expect(neighbourhoods).toHaveAttribute("aria-invalid", "true");
  await expect(neighbourhoods).toHaveAccessibleDescription(/^Mardan has 5 neighbourhoods; a destination needs exactly 6\./);
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription(/^Lahore already has this page address; choose another ending\./);
  await expect(city).not.toHaveAttribute("aria-invalid", "true");
  const addButton = form.getByRole("button", { name: "Add destination" });
  await expect(addButton).toHaveAccessibleDescription("Not added yet: 2 things need changing first, said above.");

  // Add adds nothing, and takes the person to the first box to change.
  await addButton.click();
  await expect(address).toBeFocused();
  await expect(page.getByRole("treeitem", { name: /^Entries \(16\)/ })).toBeVisible();

  await address.fill("mardan");
  await neighbourhoods.fill(`${five}, Katlang`);
  await whenInPage(page, addFormsChecked);
  await expect(neighbourhoods).not.toHaveAttribute("aria-invalid", "true");
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("status")).toContainText("Creates the page /pakistan-cargo-to-mardan");
  await addButton.click();

  await expect(page.getByRole("treeitem", { name: "Mardan" })).toHaveAttribute("aria-selected", "true");
  const entryForm = page.locator('main [data-pointer^="/families/destinations/entries/16/"]');
  await expect(entryForm.locator("input, select, textarea").first()).toBeFocused();
  await save(page);
  await validates(editor.file);
});
