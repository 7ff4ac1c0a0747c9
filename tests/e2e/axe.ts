// axe-core run inside the page: its source evaluated once per document, then `axe.run` with every
// rule axe enables by default, or with the rules asked for. @axe-core/playwright's AxeBuilder does the
// same checks but, to reach frames of other sites, injects axe into each frame and then into a blank
// page it opens for each report: 2.5 to 5 s per report on the 2-core machine, against 0.3 to 1 s here
// (measured on /about, /ur/about and the 404 page). The pages checked hold no frame, or exclude the
// one they have (the editor's preview, the site's own page, which tests/e2e/routes.spec.ts checks);
// `axeViolations` makes sure of that, so no frame goes unchecked unnoticed. The site's pages are
// checked on the visit that checks the rest of them (routes.spec.ts, urdu.spec.ts), in both themes
// (`seriousInBothThemes`).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type Page } from "@playwright/test";
import { noTransitionRunning, whenInPage } from "./frame-wait.ts";

/**
 * The minified build axe-core ships beside its source (`axe.source` is the unminified axe.js): the
 * same code in 0.6 MB instead of 1.3, sent into each page checked and parsed there, about 55 ms
 * less per page on the 2-core machine.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type AxeResult = axe.Result;

export interface AxeOptions {
  /** Only these rules (by id); every rule axe enables by default when left out. */
  rules?: readonly string[];
  /** CSS selectors of parts left out, such as the editor's preview frame. */
  exclude?: readonly string[];
}

/** The violations axe finds on the page as it is now. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeResult[]> {
  const exclude = [...(options.exclude ?? [])];
  const frames = await page
    .locator("iframe, frame")
    .evaluateAll((elements, selectors) => elements.filter((element) => !selectors.some((selector) => element.closest(selector) !== null)).length, exclude);
  expect(frames, "a frame axe would not look into: exclude it, or check its page on its own").toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ rules, exclude }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const context: axe.ElementContext = exclude.length > 0 ? { include: [["html"]], exclude: exclude.map((selector) => [selector]) } : document;
      // The blocks below the first screen are drawn when the reader comes near them
      // (content-visibility: auto), and axe reads colours from what is drawn: drawn all at once
      // here, each is checked as the reader will see it. A part not drawn keeps its colours until
      // it is (a theme switched meanwhile), so their transitions run now and are waited for.
      const drawAll = document.createElement("style");
      drawAll.textContent = "* { content-visibility: visible !important; }";
      document.head.append(drawAll);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
      try {
        const report = await run.run(context, { resultTypes: ["violations"], ...(rules ? { runOnly: { type: "rule", values: rules } } : {}) });
        return report.violations;
      } finally {
        drawAll.remove();
      }
    },
    { rules: options.rules ? [...options.rules] : undefined, exclude },
  );
}

/** Only what the suite fails on: serious and critical violations. */
export function serious(violations: readonly AxeResult[]): AxeResult[] {
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/**
 * What the theme changes is colour alone, so the dark theme is checked with axe's rules about colour
 * (those tagged cat.color that run by default); every rule runs in the light theme. One full run and
 * one of these per page, instead of two full runs: about 40% less time, no check left out.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

/** Blocks that move by themselves unless the visitor prefers reduced motion. */
const movingBlocks = new Set(["image-grid"]);

interface Blocks {
  /** The blocks of the page about to be checked (the content core's expansion of pages.json). */
  blocks: readonly { type: string }[];
}

/**
 * Before the page is loaded: a page with a block that moves by itself (the reshuffling picture grid)
 * is held still, the visitor's preference for reduced motion emulated, so it does not move under axe.
 */
export async function holdStillForAxe(page: Page, { blocks }: Blocks): Promise<void> {
  if (blocks.some((block) => movingBlocks.has(block.type))) await page.emulateMedia({ reducedMotion: "reduce" });
}

/**
 * The serious and critical violations of the page as it is shown, one line each naming the element:
 * in the light theme, the system's setting and the default a visitor gets, with every rule; then in
 * the dark theme, with the colour rules. A FAQ has its first answer opened (from the keyboard, so no
 * hover state) so that its text is checked too. The page must be in the light theme when this is
 * called; it is left in the dark one.
 */
export async function seriousInBothThemes(page: Page, where: string, { blocks }: Blocks): Promise<string[]> {
  if (blocks.some((block) => block.type === "faq")) {
    await page.getByRole("main").locator("button[aria-expanded]").first().focus();
    await page.keyboard.press("Enter");
  }
  const report: string[] = [];
  let lightBackground = "";
  for (const theme of ["light", "dark"] as const) {
    if (theme === "dark") await page.emulateMedia({ colorScheme: "dark" });
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
          `${violation.id} (${violation.impact}) on ${where} [${theme}, body ${background}]: ${node.target.join(" ")} :: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
        );
      }
    }
  }
  return report;
}
