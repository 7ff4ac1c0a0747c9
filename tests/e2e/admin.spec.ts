// The admin as the company's sales staff use it, in a real browser on a phone-sized screen: a lead
// sent from the site's contact page is in the inbox after signing in with the keyboard alone, shown
// as text; the pages pass axe, run no script, and signing out ends the session.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { axeViolations } from "./axe.ts";

// Which scripts the admin's pages fetch is part of what is checked: each test starts with nothing in the cache.
test.use({ freshPage: true });

const name = `e2e-sales-${randomUUID().slice(0, 8)}`;
const owner = `e2e-owner-${randomUUID().slice(0, 8)}`;
const password = "a long enough e2e password";
// The company's words for the first line of a WhatsApp reply, in Urdu, as pages.json gives them.
const urduGreeting = (JSON.parse(readFileSync("pages.json", "utf8")) as { site: { leads: { replyGreeting: Record<string, string> } } }).site.leads
  .replyGreeting["ur"]!;

test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(() => {
  // Into the database the test server uses (playwright.config.ts sets PAGES_LEADS_FILE).
  for (const [user, role] of [
    [name, "sales"],
    [owner, "owner"],
  ]) {
    const added = spawnSync(process.execPath, ["cli/bin.mjs", "users", "add", user!, "--role", role!], {
      input: `${password}\n`,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(added.status, added.stderr).toBe(0);
  }
});

/**
 * Presses Tab until the element with this id has the focus, at most once per control of the page (the
 * users' list grows with each run against the same database).
 */
async function tabTo(page: Page, id: string) {
  const controls = await page.locator("a[href], button, input, select, textarea, [tabindex]").count();
  for (let presses = 0; presses <= controls; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.id === wanted, id)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached #${id}`);
}

async function signIn(page: Page, user: string) {
  await page.goto("/admin/login");
  await tabTo(page, "name");
  await page.keyboard.type(user);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Signed in as ${user}` })).toBeVisible();
}

async function fitsAndPasses(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
}

test("sales signs in with the keyboard, finds the lead just sent, as text, and signs out", async ({ page, request }) => {
  const marker = randomUUID().slice(0, 8);
  const message = `<b>bold ${marker}</b> <script>window.__leak = 1</script>`;
  const sent = await request.post("/api/leads", {
    data: {
      form: "contact",
      page: "/ur/contact",
      fields: { name: `Admin test ${marker}`, email: "a@example.com", phone: "0501234567", subject: "Moving", inquiry: "quote", message, website_url: "" },
    },
  });
  expect(sent.status()).toBe(201);

  const scripts: string[] = [];
  page.on("request", (asked) => asked.resourceType() === "script" && scripts.push(asked.url()));
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Signed in as ${name}` })).toBeVisible();
  await page.getByRole("link", { name: "Leads" }).click();

  const lead = page.getByRole("listitem").filter({ hasText: `Admin test ${marker}` });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText(message);
  await expect(lead).toContainText("/ur/contact");
  await expect(lead.getByRole("link", { name: "0501234567" })).toHaveAttribute("href", "tel:0501234567");
  expect(await page.evaluate(() => (window as unknown as { __leak?: number }).__leak)).toBeUndefined();
  // Nothing runs on the admin's pages, and nothing is wider than the phone.
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);

  // The lead's own page: its answers under the English labels of the contact form (it was sent from
  // /ur/contact), the choice as the words the visitor picked; WhatsApp opens with the company's
  // greeting in the lead's language; then its status changed, a note added, each then in its history.
  await lead.getByRole("link", { name: `Admin test ${marker}` }).click();
  await expect(page.locator("dl dt")).toHaveText(["Full Name", "Email Address", "Phone Number", "Subject", "Inquiry Type", "Message"]);
  await expect(page.locator("dl dd")).toHaveText([`Admin test ${marker}`, "a@example.com", "0501234567", "Moving", "Get a Quote", message]);
  const whatsApp = new URL((await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!);
  expect(whatsApp.origin + whatsApp.pathname).toBe("https://wa.me/971501234567");
  expect(whatsApp.searchParams.get("text")).toBe(urduGreeting.replace("{name}", `Admin test ${marker}`));
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Save the status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved: contacted.");
  await page.getByLabel("A note").fill(`Called, will send a quote ${marker}`);
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `Called, will send a quote ${marker}` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "status New → Contacted" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto("/admin/leads");
  await expect(page.getByText("Sign in to see this page.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the owner adds, changes and removes a user with the keyboard alone, on a phone", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (asked) => asked.resourceType() === "script" && scripts.push(asked.url()));
  const newcomer = `e2e-new-${randomUUID().slice(0, 8)}`;
  await signIn(page, owner);
  await page.getByRole("link", { name: "Users" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
  await fitsAndPasses(page);

  // The two passwords differ: refused in words, the name kept.
  await tabTo(page, "name");
  await page.keyboard.type(newcomer);
  await tabTo(page, "password");
  await page.keyboard.type("first long password");
  await page.keyboard.press("Tab");
  await page.keyboard.type("second long password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("The two passwords typed differ: type the same one twice.");
  await expect(page.getByLabel("Name")).toHaveValue(newcomer);
  await fitsAndPasses(page);

  await tabTo(page, "role");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("What the account may do")).toHaveValue("editor");
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Added ${newcomer}.`);
  const listed = page.getByRole("listitem").filter({ hasText: newcomer });
  await expect(listed).toContainText("editor (the pages) · never signed in");

  await listed.getByRole("link", { name: newcomer }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: newcomer })).toBeVisible();
  await fitsAndPasses(page);
  await tabTo(page, "role");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`${newcomer} is now sales. It counts from their next page.`);

  await tabTo(page, "confirm");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`Removed ${newcomer}; they were signed out everywhere.`);
  await expect(page.getByRole("listitem").filter({ hasText: newcomer })).toHaveCount(0);
  await fitsAndPasses(page);

  await page.getByRole("link", { name: "Audit log" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: `removed the user ${newcomer}` })).toBeVisible();
  await fitsAndPasses(page);
  expect(scripts).toEqual([]);
});

test("a sales account is refused the owner's pages", async ({ page }) => {
  await signIn(page, name);
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  const refused = await page.goto("/admin/users");
  expect(refused?.status()).toBe(403);
  await expect(page.getByText(`Your account (sales) cannot open this page.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
