// The editor sets each language's text in the site's typeface for it, served by the editor itself:
// the Urdu boxes and what the preview marks as Urdu are in Nastaliq, so Urdu letters such as ے never
// show as boxes on a computer with no Urdu font. The English boxes keep the editor's own font.
import { typefaces } from "../../../runtime/foundation/theme/font-faces.ts";
import { choose, expect, openEditor, preview, test, textBox } from "./editor-fixture.ts";

const nastaliq = typefaces.nastaliq.family;

test("the Urdu boxes and the preview's Urdu are set in the site's Nastaliq, fetched from the editor", async ({ page, editor }) => {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries/, "Lahore");

  const urdu = textBox(page, "Description", "اردو");
  const english = textBox(page, "Description");
  await expect(urdu).toHaveValue(/ے/);
  expect(await urdu.evaluate((box) => getComputedStyle(box).fontFamily)).toMatch(new RegExp(`^"?${nastaliq}"?,`));
  expect(await english.evaluate((box) => getComputedStyle(box).fontFamily)).not.toContain(nastaliq);
  // Loaded, not only named: the browser has the face for the letters the box shows.
  await expect.poll(() => page.evaluate((family) => document.fonts.check(`16px "${family}"`, "ے"), nastaliq)).toBe(true);
  await expect
    .poll(() => page.evaluate((family) => [...document.fonts].some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded"), nastaliq))
    .toBe(true);
  expect(fonts).toContain("200 /_fonts/noto-nastaliq-urdu.woff2");

  // In the preview's own document: the language switcher's اردو.
  const switcher = preview(page).locator('header a[hreflang="ur"]').first();
  await expect(switcher).toHaveText("اردو");
  expect(await switcher.evaluate((link) => getComputedStyle(link).fontFamily)).toMatch(new RegExp(`^"?${nastaliq}"?,`));
  await expect.poll(() => switcher.evaluate((link, family) => link.ownerDocument.fonts.check(`16px "${family}"`, "اردو"), nastaliq)).toBe(true);

  // The preview's Urdu page: its text in Nastaliq, as the site's Urdu pages are; the button that shows it too.
  const show = page.getByRole("group", { name: "Show the preview in" }).getByRole("button", { name: "اردو" });
  expect(await show.evaluate((button) => getComputedStyle(button).fontFamily)).toMatch(new RegExp(`^"?${nastaliq}"?,`));
  await show.click();
  await expect(preview(page).locator("html")).toHaveAttribute("lang", "ur");
  const heading = preview(page).getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/[\u0600-\u06ff]/);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(new RegExp(`^"?${nastaliq}"?,`));
});
