// A photo uploaded from the picture picker: chosen with the keyboard through the file chooser, it
// is stored in the copy's public/images/ under the editor's own name for it, chosen in the field, and
// shown in the preview; an SVG is refused in words and changes nothing.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { choose, expect, openEditor, preview, test } from "./editor-fixture.ts";

const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0f766e" } })
  .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1" } })
  .jpeg()
  .toBuffer();

// Opening the editor and checking the file take most of a minute on a busy 2-core machine, as in the other editor specs.
test.describe.configure({ timeout: 90_000 });

test("a photo uploaded from the picker is chosen in the field and shown in the preview", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries \(/, "Lahore");
  const field = page.getByRole("combobox", { name: "Hero picture" });
  await expect(field).toHaveValue("/images/cities/lahore.svg");

  const upload = page.getByRole("button", { name: "Upload a photo" }).first();
  // Listened for first: Playwright turns the chooser's interception on as it starts listening, and
  // does not wait for it (a key pressed at once may beat it, and open the browser's own dialog).
  const chooser = page.waitForEvent("filechooser");
  await upload.focus();
  await expect(upload).toBeFocused();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "Lahore Warehouse.jpg", mimeType: "image/jpeg", buffer: photo });

  // Named after its file (lahore-warehouse-2.jpg and so on when an earlier test of this editor uploaded one).
  const uploaded = page.getByRole("status").filter({ hasText: /^Uploaded as \/images\/lahore-warehouse(-\d+)?\.jpg and chosen here/ });
  await expect(uploaded).toBeVisible();
  const path = /\/images\/\S+\.jpg/.exec((await uploaded.textContent())!)![0];
  await expect(field).toHaveValue(path);
  expect(existsSync(join(dirname(editor.file), "public", path))).toBe(true);
  // Shown by the preview's page as the site shows it, and no problem says it is missing from public/.
  // The preview takes it from the editor's copy of public/.
  const shown = preview(page).locator(`img[src="/public${path}"]`);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
  await expect(page.getByText(`${path} in`)).toHaveCount(0);
});

test("an SVG chosen as a photo is refused in words, and the field keeps its picture", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries \(/, "Lahore");
  const field = page.getByRole("combobox", { name: "Hero picture" });
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload a photo" }).first().click();
  await (await chooser).setFiles({ name: "map.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await expect(page.getByRole("alert").filter({ hasText: "This is a drawing (an SVG file), not a photo." })).toBeVisible();
  await expect(field).toHaveValue("/images/cities/lahore.svg");
});
