// The address `pages edit` prints opens the editor once: the browser that uses it gets a session
// cookie no script can read and keeps it across reloads, the address bar loses the code, and another
// browser given the same address is told, in plain words, to use the new address the terminal prints.
import { axeViolations, serious } from "../axe.ts";
import { expect, openEditor, test } from "./editor-fixture.ts";

test.use({ ownEditor: true });

test("the printed address signs this browser in once, and leaves no code in the address bar", async ({ page, editor }) => {
  await openEditor(page, editor);
  expect(page.url()).not.toContain("code=");
  const port = new URL(editor.url).port;
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([expect.objectContaining({ name: `pages-edit-${port}`, path: "/", httpOnly: true, sameSite: "Strict", secure: false })]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  // The terminal prints codes on the address lines only, and never the session.
  const printed = editor.output();
  expect(printed.split("\n").filter((line) => line.includes("code="))).toEqual([
    editor.url,
    expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/#code=[\w-]+$/),
  ]);
  expect(printed).not.toContain(cookies[0]!.value);
  await page.reload();
  await expect(page.getByRole("tree", { name: "Site outline" })).toBeVisible();
});

test("another browser given the used address is told what to do, and the new address opens it there", async ({ page, editor, browser }) => {
  await openEditor(page, editor);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(editor.url);
    await expect(second.getByRole("heading", { level: 1 })).toHaveText("This address cannot open the editor");
    await expect(second.getByRole("alert")).toHaveText(
      /^This address was already used\. Open the editor in the browser where you first opened it, or use the new address printed/,
    );
    expect(serious(await axeViolations(second))).toEqual([]);

    // Pasted into the same tab: only what follows the # changes, and the page starts again with it.
    await second.goto(await editor.nextUrl());
    await expect(second.getByRole("tree", { name: "Site outline" })).toBeVisible();
    expect(second.url()).not.toContain("code=");
  } finally {
    await other.close();
  }
});

test("a page whose editor was restarted says so instead of failing to load", async ({ page, editor }) => {
  await page.context().addCookies([{ name: `pages-edit-${new URL(editor.url).port}`, value: "a-session-from-before", url: new URL(editor.url).origin }]);
  await page.goto(new URL(editor.url).origin);
  await expect(page.getByRole("alert")).toHaveText(/^This browser is not signed in to the editor that is running now/);
});
