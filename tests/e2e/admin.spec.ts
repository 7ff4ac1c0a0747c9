// The admin as the company's sales staff use it, in a real browser on a phone-sized screen: a lead
// sent from the site's contact page is in the inbox after signing in with the keyboard alone, shown
// as text; the pages pass axe, run no script, and signing out ends the session.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";

const name = `e2e-sales-${randomUUID().slice(0, 8)}`;
const password = "a long enough e2e password";

test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(() => {
  // Into the database the test server uses (playwright.config.ts sets PAGES_LEADS_FILE).
  const added = spawnSync(process.execPath, ["cli/bin.mjs", "users", "add", name, "--role", "sales"], {
    input: `${password}\n`,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(added.status, added.stderr).toBe(0);
});

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

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto("/admin/leads");
  await expect(page.getByText("Sign in to see this page.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
