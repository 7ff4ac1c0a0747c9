// axe-core run inside the page: its source evaluated once per document, then `axe.run` with every
// rule axe enables by default, or with the rules asked for. @axe-core/playwright's AxeBuilder does the
// same checks but, to reach frames of other sites, injects axe into each frame and then into a blank
// page it opens for each report: 2.5 to 5 s per report on the 2-core machine, against 0.3 to 1 s here
// (measured on /about, /ur/about and the 404 page). The pages checked hold no frame, or exclude the
// one they have (the editor's preview, the site's own page, which tests/e2e/a11y.spec.ts checks);
// `axeViolations` makes sure of that, so no frame goes unchecked unnoticed.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type Page } from "@playwright/test";

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
