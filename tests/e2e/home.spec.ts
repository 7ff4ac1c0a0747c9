// The home page's picture grid: 16 pictures, 4x4, 450 px high, reshuffled every 3000 ms with an
// animated move, and still when the visitor prefers reduced motion.
import { expect, test, type Page } from "@playwright/test";
import { blockOf, expectedPage, gotoHydrated } from "./helpers.ts";

const grid = blockOf(expectedPage("/"), "image-grid");
const gridList = (page: Page) => page.getByRole("list", { name: grid.label });
const order = (page: Page) => gridList(page).locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));

test("the grid shows 16 pictures 4x4, 450 px high, and reshuffles them with an animated move", async ({ page }) => {
  expect(grid.images).toHaveLength(16);
  expect(grid.height).toBe(450);
  expect(grid.intervalMs).toBe(3000);
  await gotoHydrated(page, "/");
  const hydratedAt = Date.now();
  const list = gridList(page);
  await expect(list.locator("img")).toHaveCount(16);
  const first = await order(page);
  expect([...first].sort()).toEqual(grid.images.map((image: { src: string }) => image.src).sort());
  for (const image of grid.images as { alt: string }[]) await expect(list.getByRole("img", { name: image.alt, exact: true })).toHaveCount(1);

  const box = await list.boundingBox();
  expect(box?.height).toBeCloseTo(450, 0);
  const cells = await list.locator("li").evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect();
      return { x: Math.round(rect.left), y: Math.round(rect.top) };
    }),
  );
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
      { timeout: 8_000, intervals: [100] },
    )
    .toBe(true);
  expect(Date.now() - hydratedAt, "the first reshuffle waits for its interval").toBeGreaterThanOrEqual(2_500);
  expect(moving, "the tiles animate to their new places").toBe(true);
  const second = await order(page);
  expect([...second].sort()).toEqual([...first].sort());
});

test("the grid stays still when the visitor prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  const first = await order(page);
  expect(first).toHaveLength(16);
  // Longer than one reshuffle interval: nothing may move.
  await page.waitForTimeout(grid.intervalMs + 800);
  expect(await order(page)).toEqual(first);
});
