// The live preview follows the form: the block being edited is scrolled into view and outlined, and
// a change typed into it shows in the page rendered by the site's own runtime.
import { choose, expect, openEditor, preview, test, textBox } from "./editor-fixture.ts";

test("the block being edited is scrolled to and outlined, and shows what is typed", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", /^6\. call-to-action/);
  const editing = preview(page).locator('[data-editing="true"]');
  await expect(editing).toHaveCount(1);
  await expect(editing).toBeInViewport();
  await expect(editing).toContainText("Let Us Carry It Home for You");
  await expect(editing).toHaveCSS("outline-style", "solid");

  await textBox(page, "Title").fill("We Carry It Home");
  await expect(editing).toContainText("We Carry It Home");

  // Another block of the same page: the outline moves with the selection.
  await choose(page, /^3\. rich-text/);
  await expect(editing).toHaveCount(1);
  await expect(editing).toContainText("Our Story");
  await expect(editing).toBeInViewport();
});
