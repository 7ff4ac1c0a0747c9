// The accessibility check itself (axe.ts): it sees a violation when a page has one. Every page of
// the site is checked with it, in both themes, on the visit that checks the rest of that page
// (routes.spec.ts for the English pages, urdu.spec.ts for the Urdu ones); the editor and the admin
// check their own screens.
import { expect, test } from "./test.ts";
import { axeViolations, colourRules, serious } from "./axe.ts";
import { gotoHydrated } from "./helpers.ts";

test("the check sees a violation when a page has one, in the frame-free page and in the colour rules", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("afterbegin", '<img src="/favicon.ico"><p style="color:#eee;background:#fff">Faint words</p>');
  });
  expect(serious(await axeViolations(page)).map((violation) => violation.id)).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
  expect(serious(await axeViolations(page, { rules: colourRules })).map((violation) => violation.id)).toEqual(["color-contrast"]);
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<iframe title="elsewhere" srcdoc="<p>x</p>"></iframe>'));
  await expect(axeViolations(page)).rejects.toThrow(/a frame axe would not look into/);
});
