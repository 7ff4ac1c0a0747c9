// The editor in the admin, as the company's staff use it in a real browser: `pages serve` on a copy
// of pages.json and public/ (its own lead database and users), an editor signs in, opens the editor
// from the admin's home, changes a text and saves it into the file; two people editing at once, the
// second's save over the first's is refused, and the reload keeps their changes to save again. The
// editor's page runs with no policy violation, and the site's own files carry none of its code.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../test.ts";
import sharp from "sharp";
import { editorChecked, whenInPage } from "../frame-wait.ts";
import { choose, preview, save, textBox } from "./editor-fixture.ts";

const root = join(import.meta.dirname, "..", "..", "..");
const password = "a long enough e2e password";
const users = { first: "e2e-editor", second: "e2e-editor-two" } as const;

let dir: string;
let file: string;
let server: ChildProcess | undefined;
let origin = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), "pages-admin-edit-e2e-"));
  file = join(dir, "pages.json");
  writeFileSync(file, readFileSync(join(root, "pages.json")));
  cpSync(join(root, "public"), join(dir, "public"), { recursive: true });
  // A lead database of its own, and the users in it.
  const env = { ...process.env, PAGES_LEADS_FILE: join(dir, "leads.jsonl") };
  for (const name of Object.values(users)) {
    const added = spawnSync(process.execPath, [join(root, "cli", "bin.mjs"), "users", "add", name, "--role", "editor"], {
      cwd: root,
      env,
      input: `${password}\n`,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(added.status, added.stderr).toBe(0);
  }
  // The site of the test run's own server (dist/, built before the tests), with this copy to edit.
  const started = spawn(process.execPath, [join(root, "cli", "bin.mjs"), "serve", "--port", "0", "--pages", file], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = started;
  let output = "";
  started.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => /Serving .* at (http:\/\/[\d.]+:\d+)\//.exec(output)?.[1] ?? "", { timeout: 60_000, intervals: [100], message: output }).not.toBe("");
  origin = /Serving .* at (http:\/\/[\d.]+:\d+)\//.exec(output)![1]!;
});

test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs in at the admin's login and opens the editor from its home; its first start may first show a page that waits for it. */
async function openFromAdmin(page: Page, name: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => /Content.Security.Policy|Refused to/i.test(message.text()) && violations.push(message.text()));
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: /Edit the site/ }).click();
  await expect(page).toHaveURL(`${origin}/admin/edit/`);
  await whenInPage(page, editorChecked, 120_000);
  await expect(page.getByRole("tree", { name: "Site outline" })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("heading", { name: /^Problems/ })).not.toContainText("checking", { timeout: 20_000 });
  return violations;
}

const taglineOf = (text: string) => (JSON.parse(text) as { site: { tagline: { en: string } } }).site.tagline.en;
const emailOf = (text: string) => (JSON.parse(text) as { site: { email: string } }).site.email;

test("an editor signs in, changes a text in the editor, saves, and the file has it", async ({ page }) => {
  test.setTimeout(180_000);
  const scripts: string[] = [];
  page.on("request", (asked) => ["script", "worker"].includes(asked.resourceType()) && scripts.push(new URL(asked.url()).pathname));
  // The typefaces and the preview's pictures come from the admin's address too.
  const files: string[] = [];
  page.on(
    "response",
    (answer) => ["font", "image"].includes(answer.request().resourceType()) && files.push(`${answer.status()} ${new URL(answer.url()).pathname}`),
  );
  const violations = await openFromAdmin(page, users.first);
  await choose(page, "Company facts");
  await textBox(page, "Tagline").fill("Written in the admin's editor");
  await save(page);
  expect(taglineOf(readFileSync(file, "utf8"))).toBe("Written in the admin's editor");
  // What is saved reaches visitors once published: the save bar leads there.
  await expect(page.getByRole("link", { name: "Publish what is saved" })).toHaveAttribute("href", "/admin/publish");
  // The shipped file's problems are the checks' findings: the Publish page takes them with a reason, and the panel says so.
  await expect(page.locator("#problems-body")).toContainText(
    "You can save at any time. The checks' findings: the site can be published with them, saying why they may stay.",
  );
  // The editor's own scripts ran, from its folder only, and the policy refused nothing it needs.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !path.startsWith("/admin/edit/assets/"))).toEqual([]);
  expect(violations).toEqual([]);
  await expect.poll(() => files.filter((file) => file.includes("/admin/edit/_fonts/")).length).toBeGreaterThan(0);
  await expect.poll(() => files.filter((file) => file.includes(" /admin/edit/public/images/")).length).toBeGreaterThan(0);
  expect(files.filter((file) => !file.startsWith("200 "))).toEqual([]);
});

test("a photo uploaded in the admin's editor shows in its preview before it is published", async ({ page }) => {
  test.setTimeout(180_000);
  await openFromAdmin(page, users.first);
  await choose(page, "Destinations", /^Entries \(/, "Lahore");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload a photo" }).first().click();
  await (await chooser).setFiles({ name: "Lahore office.jpg", mimeType: "image/jpeg", buffer: photo });
  const uploaded = page.getByRole("status").filter({ hasText: /^Uploaded as \/images\/lahore-office(-\d+)?\.jpg and chosen here/ });
  await expect(uploaded).toBeVisible();
  const path = /\/images\/\S+\.jpg/.exec((await uploaded.textContent())!)![0];
  // The site's own address does not have it yet (nothing is published); the preview takes it from the editor's copy of public/.
  expect((await page.request.get(`${origin}${path}`)).status()).toBe(404);
  const shown = preview(page).locator(`img[src="/admin/edit/public${path}"]`);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
});

async function signedInPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openFromAdmin(page, name);
  return { page, close: () => context.close() };
}

test("two people at once: the second save over the first is refused, and the reload keeps its changes to save", async ({ browser }) => {
  test.setTimeout(180_000);
  const first = await signedInPage(browser, users.first);
  const second = await signedInPage(browser, users.second);
  try {
    await choose(first.page, "Company facts");
    await textBox(first.page, "Tagline").fill("The first person's words");
    await choose(second.page, "Company facts");
    await second.page.getByLabel("Email", { exact: true }).fill("second@example.com");

    await save(first.page);
    await second.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(second.page.getByRole("status").filter({ hasText: "Not saved" })).toContainText("Someone else saved the site since you opened it");
    const afterRefusal = readFileSync(file, "utf8");
    expect(taglineOf(afterRefusal)).toBe("The first person's words");
    expect(emailOf(afterRefusal)).not.toBe("second@example.com");
    await expect(second.page.getByLabel("Email", { exact: true })).toHaveValue("second@example.com");

    await second.page.getByRole("button", { name: "Reload from disk and keep my changes" }).click();
    await expect(textBox(second.page, "Tagline")).toHaveValue("The first person's words");
    await expect(second.page.getByLabel("Email", { exact: true })).toHaveValue("second@example.com");
    await save(second.page);
    const saved = readFileSync(file, "utf8");
    expect(taglineOf(saved)).toBe("The first person's words");
    expect(emailOf(saved)).toBe("second@example.com");
  } finally {
    await first.close();
    await second.close();
  }
});

test("the site's own pages and scripts carry none of the editor's or the admin's code", () => {
  const dist = join(root, "dist");
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(10);
  const editorCode = [/x-csrf-token/, /Reload from disk and keep my changes/, /\/admin\/edit/, /api\/document/, /Site outline/, /csrfToken/];
  for (const path of files) {
    const text = readFileSync(path, "utf8");
    for (const marker of editorCode) expect(marker.test(text), `${path} has ${String(marker)}`).toBe(false);
  }
});
