// Waiting that wakes on the page's next frame. Playwright's expectations and waits look again after
// 0, 20, 50, 100 and 100 ms and then only every 500 ms (`expect.poll`: 100, 250, 500, then every
// second), so something that took 0.3 to 0.6 s on a busy machine (the editor's first check, a save,
// a theme's colours settling) was seen up to half a second late, with the test and often a core
// idle meanwhile. Measured on the 2-core machine: the waits that hit those steps added up to about a
// minute of the browser suite's test time, and with Playwright made to look every 100 ms the suite
// ended 6 to 9 s sooner on the same CPU. These helpers let the page itself say when a condition
// holds, checked at each of its frames; the test's own expectation comes after and still says what
// is asserted (and fails with its own message when the condition never came).
import type { Page } from "@playwright/test";

/**
 * Resolves once `condition` holds in the page, checked at each animation frame, or after `timeout`
 * ms without it (then the expectation that follows fails with its message).
 */
export async function whenInPage(page: Page, condition: () => boolean, timeout = 20_000): Promise<void> {
  await page.waitForFunction(condition, undefined, { polling: "raf", timeout }).catch(() => undefined);
}

/** The editor's outline is shown and its Problems heading has stopped saying "checking" (runtime/editor/problems-panel.tsx). */
export function editorChecked(): boolean {
  const problems = document.getElementById("problems-heading");
  return document.querySelector('[role="tree"][aria-label="Site outline"]') !== null && problems !== null && !problems.textContent?.includes("checking");
}

/** A status of the editor's says the file was saved. */
export function editorSaved(): boolean {
  return [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.startsWith("Saved"));
}

/** No CSS transition is running in the page (a theme's colours have reached their end). */
export function noTransitionRunning(): boolean {
  return document.getAnimations().every((animation) => !(animation instanceof CSSTransition));
}

/** No Add form of the editor is busy checking what adding its entry would change (runtime/editor/add-entry.tsx). */
export function addFormsChecked(): boolean {
  return document.querySelector('form[aria-busy="true"]') === null;
}
