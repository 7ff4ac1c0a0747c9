// The forms really send: the contact and pickup forms post to the lead endpoint of `pages serve`,
// which stores each lead before saying so. With the endpoint failing, the spec's Error notice shows
// and nothing typed is lost; a script tag typed into a field is stored, and shown, as plain text.
//
// The store is the database the server uses, beside PAGES_LEADS_FILE when set (run the tests with it
// to keep them out of the real store), otherwise beside site.leads.storeFile from pages.json.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { databaseFileOf, openDatabase, type Lead } from "../../runtime/server/index.ts";
import { collectProblems, expectedPage, blockOf, gotoHydrated, pagesFile } from "./helpers.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const storeFile = process.env.PAGES_LEADS_FILE
  ? resolve(projectRoot, process.env.PAGES_LEADS_FILE)
  : resolve(projectRoot, pagesFile.site.leads?.storeFile ?? ".leads/leads.jsonl");

/** What the server stored, read through a connection of its own while it runs. */
function storedLeads(): Lead[] {
  const databaseFile = databaseFileOf(storeFile);
  if (!existsSync(databaseFile)) return [];
  const database = openDatabase(databaseFile);
  try {
    return database.leads.list();
  } finally {
    database.close();
  }
}

/** The stored leads carrying this test's marker in one of their fields. */
const leadsWith = (marker: string) => storedLeads().filter((lead) => Object.values(lead.fields).some((value) => value.includes(marker)));

const contactForm = blockOf(expectedPage("/contact"), "form", "contact");
const fieldOf = (name: string) => {
  const field = contactForm.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`the contact form of pages.json has no field ${name}`);
  return field;
};
const labelOf = (name: string): string => fieldOf(name).label;

function contactValues(marker: string) {
  return {
    name: "Ayesha Khan",
    email: "ayesha@example.com",
    phone: "0501234567",
    subject: `Moving home ${marker}`,
    inquiry: "quote",
    message: `Household goods from Dubai to Lahore, about 20 boxes. ${marker}`,
  };
}

async function fillContact(page: Page, values: Record<string, string>) {
  const form = page.getByRole("form", { name: contactForm.title });
  for (const [name, value] of Object.entries(values)) {
    const field = form.getByLabel(labelOf(name), { exact: true });
    if (name === "inquiry") await field.selectOption(value);
    else await field.fill(value);
  }
  return form;
}

async function expectValuesKept(page: Page, values: Record<string, string>) {
  const form = page.getByRole("form", { name: contactForm.title });
  for (const [name, value] of Object.entries(values)) await expect(form.getByLabel(labelOf(name), { exact: true })).toHaveValue(value);
}

const marker = (title: string) => `e2e-${title.replace(/\W+/g, "-").slice(0, 24)}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe("leads", () => {
  test("the contact form is stored by the endpoint and shows Message Sent!", async ({ page }, info) => {
    const problems = collectProblems(page);
    const tag = marker(info.title);
    const values = contactValues(tag);
    await gotoHydrated(page, "/contact");
    const form = await fillContact(page, values);
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/leads") && request.method() === "POST");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
    await form.getByRole("button", { name: contactForm.submitLabel }).click();

    const request = await posted;
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({ form: "contact", page: "/contact", fields: { ...values, website_url: "" } });
    expect((await answered).status()).toBe(201);

    const notice = page.getByRole("status");
    await expect(notice.getByText(contactForm.success.title)).toBeVisible();
    await expect(notice.getByText(contactForm.success.text)).toBeVisible();
    expect(contactForm.success.title).toBe("Message Sent!");
    await expectValuesKept(page, { name: "", email: "", phone: "", subject: "", inquiry: "", message: "" });

    const [lead] = leadsWith(tag);
    expect(lead).toMatchObject({ form: "contact", page: "/contact", fields: values });
    expect(leadsWith(tag)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  for (const [failure, fail] of [
    ["the endpoint cannot be reached", (page: Page) => page.route("**/api/leads", (route) => route.abort())],
    ["the endpoint answers 500", (page: Page) => page.route("**/api/leads", (route) => route.fulfill({ status: 500, body: "Internal error" }))],
  ] as const) {
    test(`when ${failure}, the Error notice shows and every value stays`, async ({ page }, info) => {
      const tag = marker(info.title);
      const values = contactValues(tag);
      await gotoHydrated(page, "/contact");
      await fail(page);
      const form = await fillContact(page, values);
      await form.getByRole("button", { name: contactForm.submitLabel }).click();

      const alert = page.getByRole("alert");
      await expect(alert.getByText(contactForm.failure.title, { exact: true })).toBeVisible();
      await expect(alert.getByText(contactForm.failure.text)).toBeVisible();
      expect(contactForm.failure.title).toBe("Error");
      await expectValuesKept(page, values);
      await expect(form.getByRole("button", { name: contactForm.submitLabel })).toBeEnabled();
      expect(leadsWith(tag)).toEqual([]);
    });
  }

  test("a script tag in the message is stored as text and never becomes markup", async ({ page }, info) => {
    const problems = collectProblems(page);
    const tag = marker(info.title);
    const attack = `<script>window.__leak = 1</script><img src="x" onerror="window.__leak = 2"> ${tag}`;
    const values = { ...contactValues(tag), message: attack };
    await gotoHydrated(page, "/contact");

    // Refused once (the values stay in the form, rendered again), then sent.
    await page.route("**/api/leads", (route) => route.fulfill({ status: 503 }), { times: 1 });
    const form = await fillContact(page, values);
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page.getByRole("alert").getByText(contactForm.failure.title, { exact: true })).toBeVisible();
    await expect(form.getByLabel(labelOf("message"), { exact: true })).toHaveValue(attack);

    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page.getByRole("status").getByText(contactForm.success.title)).toBeVisible();
    expect(leadsWith(tag).map((lead) => lead.fields.message)).toEqual([attack]);
    expect(await page.evaluate(() => (window as unknown as { __leak?: number }).__leak)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // Chromium logs the refused request itself; anything else would be a problem.
    expect(problems.filter((problem) => !/Failed to load resource: .* 503/.test(problem))).toEqual([]);
  });

  test("a field the endpoint refuses shows the endpoint's message under it", async ({ page }, info) => {
    const tag = marker(info.title);
    const values = contactValues(tag);
    await gotoHydrated(page, "/contact");
    // A phone number the browser's check would stop, slipped past it to reach the endpoint's own check.
    await page.route("**/api/leads", (route) => {
      const body = route.request().postDataJSON() as { fields: Record<string, string> };
      return route.continue({ postData: JSON.stringify({ ...body, fields: { ...body.fields, phone: "123" } }) });
    });
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
    const form = await fillContact(page, values);
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    expect((await answered).status()).toBe(400);

    const phone = form.getByLabel(labelOf("phone"), { exact: true });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    const phoneRule = fieldOf("phone").message;
    if (!phoneRule) throw new Error("the phone field of the contact form declares its message in pages.json");
    await expect(page.locator(`#${(await phone.getAttribute("aria-describedby"))!.replace(/:/g, "\\:")}`)).toHaveText(phoneRule);
    await expect(page.getByRole("alert").getByText(contactForm.failure.title, { exact: true })).toBeVisible();
    await expectValuesKept(page, values);
    expect(leadsWith(tag)).toEqual([]);
  });

  test("a robot that fills the hidden trap field is told it succeeded, and nothing is stored", async ({ page }, info) => {
    const tag = marker(info.title);
    await gotoHydrated(page, "/contact");
    const trap = page.getByLabel("Leave this field empty");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    const form = await fillContact(page, contactValues(tag));
    await trap.fill("http://spam.example");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    expect((await answered).status()).toBe(201);
    await expect(page.getByRole("status").getByText(contactForm.success.title)).toBeVisible();
    expect(leadsWith(tag)).toEqual([]);
  });

  test("an area's pickup form is stored with its page", async ({ page }, info) => {
    const tag = marker(info.title);
    const pickup = blockOf(expectedPage("/areas/dubai"), "form", "pickup");
    await gotoHydrated(page, "/areas/dubai");
    const form = page.getByRole("form", { name: pickup.title });
    await form.getByLabel("Your Name").fill("Omar Farooq");
    await form.getByLabel("Phone").fill("0509876543");
    await form.getByLabel("Pickup Location").fill(`Deira, near the clock tower ${tag}`);
    await form.getByRole("button", { name: pickup.submitLabel }).click();
    await expect(page.getByRole("status").getByText(pickup.success.title)).toBeVisible();
    expect(leadsWith(tag)).toMatchObject([
      { form: "pickup", page: "/areas/dubai", fields: { name: "Omar Farooq", phone: "0509876543", pickupLocation: `Deira, near the clock tower ${tag}` } },
    ]);
  });
});
