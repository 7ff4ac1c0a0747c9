// The home page's picture grid: 16 pictures, 4x4, 450 px high, reshuffled every 3000 ms with an
// animated move, with a button under it that pauses it, and still when the visitor prefers reduced
// motion.
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { blockOf, expectedPage, gotoHydrated } from "./helpers.ts";

// The grid's timers run on the test's clock, and what the page fetches is counted: a browser of the test's own.
test.use({ freshPage: true });

const grid = blockOf(expectedPage("/"), "image-grid");
const gridList = (page: Page) => page.getByRole("list", { name: grid.label });
const order = (page: Page) =>
  gridList(page)
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")));

test("the grid shows 16 pictures 4x4, 450 px high, and reshuffles them with an animated move", async ({ page }) => {
  expect(grid.images).toHaveLength(16);
  expect(grid.height).toBe(450);
  expect(grid.intervalMs).toBe(3000);
  await gotoHydrated(page, "/");
  const hydratedAt = Date.now();
  const list = gridList(page);
  await expect(list.locator("img")).toHaveCount(16);
  const first = await order(page);
  expect(new Set(first).size, "16 different pictures").toBe(16);
  for (const image of grid.images as { alt: string }[]) await expect(list.getByRole("img", { name: image.alt, exact: true })).toHaveCount(1);

  const box = await list.boundingBox();
  expect(box?.height).toBeCloseTo(450, 0);
  // Where each tile's place is in the layout (a tile moving to a new place after a reshuffle is
  // shifted by a transform, which the offsets leave out: on a busy machine the first reshuffle can
  // come before this reads them).
  const cells = await list
    .locator("li")
    .evaluateAll((items) => items.map((item) => ({ x: (item as HTMLElement).offsetLeft, y: (item as HTMLElement).offsetTop })));
  expect(new Set(cells.map((cell) => cell.x)).size, "4 columns").toBe(4);
  expect(new Set(cells.map((cell) => cell.y)).size, "4 rows").toBe(4);

  // The order changes after about 3 s (not before), and the tiles move there with a transform.
  let moving = false;
  await expect
    .poll(
      async () => {
        const now = await order(page);
        if (now.join() !== first.join() && !moving) {
          moving = await list.locator("li").evaluateAll((items) => items.some((item) => getComputedStyle(item).transform !== "none"));
        }
        return now.join() !== first.join();
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
  expect(Date.now() - hydratedAt, "the first reshuffle waits for its interval").toBeGreaterThanOrEqual(2_500);
  expect(moving, "the tiles animate to their new places").toBe(true);
  const second = await order(page);
  expect([...second].sort()).toEqual([...first].sort());
});

test("the grid's pictures come in one file (cli/build/picture-sheets.ts), each looking as its own file does", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, "/");
  const list = gridList(page);
  await expect(list.locator("img")).toHaveCount(16);
  await expect.poll(() => list.locator("img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
  const sheets = new Set((await order(page)).map((src) => src?.split("#")[0]));
  expect([...sheets]).toEqual([expect.stringMatching(/^\/assets\/pictures-[\w-]{8}\.svg$/)]);
  expect(requested.filter((path) => path.startsWith("/assets/pictures-"))).toHaveLength(1);
  expect(requested.filter((path) => path.startsWith("/images/grid/"))).toEqual([]);

  // Each tile, found by its text alternative, against the picture file pages.json names.
  const pairs: [string, string][] = [];
  for (const image of grid.images as { src: string; alt: string }[]) {
    pairs.push([(await list.getByRole("img", { name: image.alt, exact: true }).getAttribute("src"))!, image.src]);
  }
  const differences = await page.evaluate(async (pairs) => {
    const pixels = async (src: string) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0, 48, 48);
      return context.getImageData(0, 0, 48, 48).data;
    };
    const result: number[] = [];
    for (const [shown, file] of pairs) {
      const [a, b] = await Promise.all([pixels(shown), pixels(file)]);
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
      result.push(sum / a.length);
    }
    // Two different pictures, for scale: the check can tell pictures apart.
    const [a, b] = await Promise.all([pixels(pairs[0]![0]), pixels(pairs[1]![1])]);
    let apart = 0;
    for (let i = 0; i < a.length; i++) apart += Math.abs(a[i]! - b[i]!);
    return { same: result, apart: apart / a.length };
  }, pairs);
  for (const [index, difference] of differences.same.entries()) expect(difference, `${pairs[index]![1]} drawn from ${pairs[index]![0]}`).toBeLessThan(1);
  expect(differences.apart).toBeGreaterThan(10);
});

test("the button under the grid pauses it and starts it again, from the keyboard alone", async ({ page }) => {
  // The page's timers run on a clock the test moves (see the test below).
  await page.clock.install();
  await gotoHydrated(page, "/");
  const pause = page.getByRole("button", { name: grid.pauseLabel, exact: true });
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  // Reached with Tab from the top of the page, its focus shown.
  let tabs = 0;
  while (!(await pause.evaluate((button) => button === document.activeElement)) && tabs < 60) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  await expect(pause).toBeFocused();
  expect(await pause.evaluate((button) => button.matches(":focus-visible") && getComputedStyle(button).outlineStyle !== "none")).toBe(true);
  const box = await pause.boundingBox();
  expect(box?.height, "a target a thumb can press").toBeGreaterThanOrEqual(44);

  const first = await order(page);
  await page.clock.runFor(grid.intervalMs);
  // React draws the new order in a task of its own after the timer: waited for, not raced.
  await expect.poll(() => order(page)).not.toEqual(first);
  const moved = await order(page);
  await page.keyboard.press("Space");
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  await page.clock.runFor(grid.intervalMs * 3);
  // What a timer would have asked React to draw is drawn by now: React's scheduler runs its work in
  // message tasks, which come before a message posted after them (the page's clock leaves these real).
  await page.evaluate(async () => {
    for (let turn = 0; turn < 3; turn++) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });
  expect(await order(page), "nothing moves while it is paused").toEqual(moved);

  await page.keyboard.press("Enter");
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await expect(pause).toBeFocused();
  await page.clock.runFor(grid.intervalMs);
  await expect.poll(() => order(page)).not.toEqual(moved);
});

test("the grid stays still when the visitor prefers reduced motion, with no pause button to offer", async ({ page }) => {
  // The page's timers run on a clock the test moves, so the wait below is the page's time, not the
  // machine's: no sleep, and a busy machine cannot shorten it.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  const first = await order(page);
  expect(first).toHaveLength(16);
  // Three reshuffle intervals, every timer due in them fired: nothing may move.
  await page.clock.runFor(grid.intervalMs * 3);
  expect(await order(page)).toEqual(first);
  await expect(page.getByRole("button", { name: grid.pauseLabel, exact: true })).toBeHidden();
});
