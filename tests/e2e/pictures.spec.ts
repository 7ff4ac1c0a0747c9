// A page's main picture, when it is a small drawing, comes with the page's HTML
// (cli/build/inline-drawings.ts): nothing is fetched for it, the site's policy lets it show, and
// hydration keeps it. A page reached by a link in the app has no HTML of its own: its picture is
// fetched by its address.
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { clickSettled, collectProblems, gotoHydrated, navigateClientSide, requestsReported } from "./helpers.ts";

// What a page fetches is what these tests ask: each starts in a browser with nothing in its cache.
test.use({ freshPage: true });

/** The addresses of the city drawings the page has asked for so far. */
function drawingRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/images/cities/")) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const hero = (page: Page) => page.getByRole("main").locator("img").first();
const drawnSize = (page: Page) =>
  hero(page).evaluate((image: HTMLImageElement) => (image.complete ? `${image.naturalWidth}x${image.naturalHeight}` : "not drawn"));

for (const path of ["/pakistan-cargo-to-lahore/", "/ur/pakistan-cargo-to-lahore/"]) {
  test(`${path}: the hero's drawing comes with the HTML, shows, and stays once the page is hydrated`, async ({ page }) => {
    const problems = collectProblems(page);
    const asked = drawingRequests(page);
    await gotoHydrated(page, path);
    await expect(hero(page)).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    await expect(hero(page)).toHaveAttribute("alt", /.+/);
    expect(await drawnSize(page)).toBe("1200x600");
    await requestsReported(page);
    expect(asked).toEqual([]);
    // A picture the policy refused would be reported here ("Refused to load the image").
    expect(problems).toEqual([]);
  });
}

test("a city page reached by a link in the app fetches its hero by its address", async ({ page }) => {
  const problems = collectProblems(page);
  const asked = drawingRequests(page);
  await gotoHydrated(page, "/pakistan-cargo-to-lahore/");
  await navigateClientSide(page, () => clickSettled(page.getByRole("contentinfo").locator('a[href="/pakistan-cargo-to-karachi/"]')));
  await expect(page).toHaveURL(/\/pakistan-cargo-to-karachi\/$/);
  await expect(hero(page)).toHaveAttribute("src", "/images/cities/karachi.svg");
  await expect.poll(() => drawnSize(page)).toBe("1200x600");
  expect(asked).toEqual(["/images/cities/karachi.svg"]);
  expect(problems).toEqual([]);
});
