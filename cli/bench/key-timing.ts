// How long a key takes to be handled and painted, by the Event Timing API (the figure behind INP):
// the editor's benchmark and the typing benchmark type with it, one real key press at a time, on
// this machine or on a page made a phone.
import type { Browser, Page } from "playwright";

/** How much slower than this machine a phone's processor is: Lighthouse's mobile setting. */
export const phoneSlowdown = 4;

/** A new page made a mid-range phone: a 390 px touch screen and a processor `phoneSlowdown` times slower. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneSlowdown });
  return page;
}

declare global {
  interface Window {
    /** The Event Timing API's entries seen since the page opened: each event's time from the key to the frame that showed it. */
    __keyEvents?: { name: string; duration: number }[];
  }
}

/** Starts keeping the page's Event Timing entries (the figure behind INP) for the keys typed next. */
async function watchEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__keyEvents) return;
    const seen: { name: string; duration: number }[] = (window.__keyEvents = []);
    // 16 ms is the least the API reports: an event done sooner leaves no entry.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * Real key presses, one at a time, into the focused control; for each, the longest Event Timing
 * duration of the events it caused (keydown, beforeinput, input, keyup: from the key to the frame
 * that showed it, handlers and rendering included), or 16 ms when none took that long.
 */
export async function timeKeys(page: Page, text: string): Promise<number[]> {
  await watchEvents(page);
  const times: number[] = [];
  for (const key of text) {
    const before = await page.evaluate(() => window.__keyEvents!.length);
    await page.keyboard.type(key);
    const durations = await page.evaluate(async (from) => {
      // An event's entry is reported after the frame that followed it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
      return window.__keyEvents!.slice(from).map((entry) => entry.duration);
    }, before);
    times.push(Math.max(16, ...durations));
  }
  return times;
}
