// The live preview follows the form: the block being edited is scrolled into view and outlined, and
// a change typed into it shows in the page rendered by the site's own runtime.
import { choose, expect, openEditor, preview, test, textBox } from "./editor-fixture.ts";

test("the block being edited is scrolled to and outlined, and shows what is typed", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", /^Call to action: Let Us Carry/);
  const editing = preview(page).locator('[data-editing="true"]');
  await expect(editing).toHaveCount(1);
  await expect(editing).toBeInViewport();
  await expect(editing).toContainText("Let Us Carry It Home for You");
  await expect(editing).toHaveCSS("outline-style", "solid");

  await textBox(page, "Title").fill("We Carry It Home");
  await expect(editing).toContainText("We Carry It Home");

  // Another block of the same page: the outline moves with the selection.
  await choose(page, /^Rich text: Our Story/);
  await expect(editing).toHaveCount(1);
  await expect(editing).toContainText("Our Story");
  await expect(editing).toBeInViewport();
});

test("the preview is a sandbox: its pictures show, its links go nowhere, and no script runs inside it", async ({ page, editor }) => {
  await openEditor(page, editor);
  const frame = page.locator("iframe[title^='Preview of']");
  await expect(frame).toHaveAttribute("sandbox", "allow-same-origin");

  // The home page's pictures are SVG files, drawn by the editor into PNG at the size they declare.
  const picture = preview(page).locator('img[src$=".svg"]').first();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(300);

  // A click on a link to another page (the Urdu one) is heard by the editor and goes nowhere.
  await frame.evaluate((element: HTMLIFrameElement) => {
    element.contentWindow!.addEventListener("click", (event) => element.setAttribute("data-last-click", event.defaultPrevented ? "prevented" : "followed"));
  });
  await preview(page).locator('header a[href="/ur/"]').click();
  await expect(frame).toHaveAttribute("data-last-click", "prevented");

  // Even the editor's own script, which its policy allows, is not run inside the frame.
  const blocked = page.waitForEvent("console", (message) => message.text().includes("sandboxed") && message.text().includes("allow-scripts"));
  await frame.evaluate((element: HTMLIFrameElement) => {
    const inner = element.contentDocument!;
    const script = inner.createElement("script");
    script.src = document.querySelector<HTMLScriptElement>("script[src]")!.src;
    inner.body.append(script);
  });
  await blocked;
});
