// axe-core on one route of each family, in English and in Urdu, in the light and the dark theme:
// no serious or critical violation.
import { expect, test } from "./test.ts";
import { axeViolations, serious } from "./axe.ts";
import { noTransitionRunning, whenInPage } from "./frame-wait.ts";
import { gotoHydrated } from "./helpers.ts";

const routes = [
  "/",
  "/services",
  "/services/sea-freight",
  "/service-areas",
  "/areas/dubai",
  "/dubai-to-pakistan",
  "/pakistan-cargo-to-karachi",
  "/contact",
  "/faq",
  "/about",
  "/this-page-does-not-exist",
  // One page of each family in Urdu, right to left.
  "/ur/",
  "/ur/services/sea-freight",
  "/ur/service-areas",
  "/ur/areas/dubai",
  "/ur/dubai-to-pakistan",
  "/ur/pakistan-cargo-to-karachi",
  "/ur/contact",
  "/ur/faq",
  "/ur/about",
  "/ur/this-page-does-not-exist",
];

/**
 * What the theme changes is colour alone, so the dark theme is checked with axe's rules about colour
 * (those tagged cat.color that run by default); every rule runs in the light theme. One full run and
 * one of these per page, instead of two full runs: about 40% less time, no check left out.
 */
const colourRules = ["color-contrast", "link-in-text-block"];

// The reshuffling home grid is held still so the page does not move under axe.
test.use({ reducedMotion: "reduce" });

for (const path of routes) {
  test(`axe: no serious or critical violation on ${path}, light and dark`, async ({ page }) => {
    const report: string[] = [];
    let lightBackground = "";
    for (const theme of ["light", "dark"] as const) {
      // The system setting picks the theme (the default a visitor gets).
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      if (theme === "light") {
        await gotoHydrated(page, path);
        // Open one FAQ answer (from the keyboard, so no hover state) so its text is checked too.
        if (path.endsWith("/faq")) {
          await page.getByRole("main").locator("button[aria-expanded]").first().focus();
          await page.keyboard.press("Enter");
        }
      }
      // Let the switch settle: colours that transition must reach their end before axe reads them.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The parts below the first screen start theirs a frame or two later: looked at on each frame.
      await whenInPage(page, noTransitionRunning);
      await expect.poll(() => page.evaluate(noTransitionRunning), "the colours' transitions end").toBe(true);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      if (theme === "dark") expect(background, "the dark theme is applied").not.toBe(lightBackground);
      else lightBackground = background;
      for (const violation of serious(await axeViolations(page, theme === "dark" ? { rules: colourRules } : {}))) {
        for (const node of violation.nodes) {
          report.push(
            `${violation.id} (${violation.impact}) on ${path} [${theme}, body ${background}]: ${node.target.join(" ")} :: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
          );
        }
      }
    }
    expect(report, report.join("\n")).toEqual([]);
  });
}

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
