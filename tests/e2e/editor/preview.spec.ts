// The live preview follows the form: the block being edited is scrolled into view and outlined, and
// a change typed into it shows in the page rendered by the site's own runtime.
import { blockOf, expectedPage } from "../helpers.ts";
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

test("the preview holds the picture grid still: showing the home page again starts no reshuffle timer", async ({ page, editor }) => {
  const grid = blockOf(expectedPage("/"), "image-grid");
  await openEditor(page, editor);
  await choose(page, "Pages", "/about");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible();
  // Every timer the editor's page starts from now on, by its interval (the preview draws with the editor's own script).
  await page.evaluate(() => {
    const started: number[] = [];
    const original = window.setInterval;
    Object.assign(window, { startedIntervals: started });
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => (
      started.push(ms ?? 0),
      original(handler, ms, ...rest)
    )) as typeof window.setInterval;
  });
  await choose(page, "Home page");
  const pictures = preview(page)
    .getByRole("list", { name: /./ })
    .filter({ has: preview(page).locator("img") });
  await expect(pictures.first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { startedIntervals: number[] }).startedIntervals)).not.toContain(grid.intervalMs);
});

test("the preview shows the page in each language of the site, the Urdu right to left, and follows the block edited in it", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", /^Call to action: Let Us Carry/);
  const languages = page.getByRole("group", { name: "Show the preview in" });
  await expect(languages.getByRole("button")).toHaveText(["English", "اردو"]);
  await expect(languages.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");

  await languages.getByRole("button", { name: "اردو" }).click();
  await expect(languages.getByRole("button", { name: "اردو" })).toHaveAttribute("aria-pressed", "true");
  const frame = page.locator("iframe[title^='Preview of']");
  await expect(frame).toHaveAttribute("title", "Preview of /ur/about");
  const root = preview(page).locator("html");
  await expect(root).toHaveAttribute("lang", "ur");
  await expect(root).toHaveAttribute("dir", "rtl");

  // The block being edited is outlined in the Urdu page too, and the Urdu typed shows in it.
  const editing = preview(page).locator('[data-editing="true"]');
  await expect(editing).toHaveCount(1);
  await expect(editing).toBeInViewport();
  await textBox(page, "Title", "اردو").fill("ہم آپ کا سامان گھر تک پہنچاتے ہیں");
  await expect(editing).toContainText("ہم آپ کا سامان گھر تک پہنچاتے ہیں");

  await languages.getByRole("button", { name: "English" }).click();
  await expect(root).toHaveAttribute("lang", "en");
  await expect(root).toHaveAttribute("dir", "ltr");
  await expect(editing).toContainText("Let Us Carry It Home for You");
});
