// The contact form's code is fetched only when the visitor comes near the form (on a phone it is
// below the fold); what is typed, and a send pressed, before that code arrives are not lost.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./test.ts";
import { blockOf, expectedPage, gotoHydrated, markWindow, requestsReported, windowMarker } from "./helpers.ts";
import { formProtocol } from "../../runtime/foundation/loading/form-protocol.ts";

// What a page fetches, and when, is what these tests ask: each starts in a browser with nothing in its cache.
test.use({ freshPage: true });

const contact = blockOf(expectedPage("/contact"), "form", "contact");
const labelOf = (name: string) => (contact.fields as { name: string; label: string }[]).find((field) => field.name === name)!.label;
const formCode = /\/assets\/form-[^/]*\.js$/;

test.use({ viewport: { width: 375, height: 700 } });

const contactForm = (page: Page) => page.getByRole("form", { name: contact.title });

test("the form is in the page at once, and its code is fetched only when the visitor scrolls near it", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  await expect(form).toBeAttached();
  await expect(form.getByLabel(labelOf("email"), { exact: true })).toBeAttached();
  // Far below the fold: nothing fetched for it, and nothing marks it ready.
  const top = await form.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, "the form starts more than half a screen below a phone's screen").toBeGreaterThan(700 * 1.5);
  // The page's own observer of the form has reported (an observer made after it reports in the same
  // task, after it): had the form been near, its code would be on its way by now.
  await form.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => (observer.disconnect(), resolve()), { rootMargin: "50% 0px" });
        observer.observe(element);
      }),
  );
  await requestsReported(page);
  expect(fetched.filter((url) => formCode.test(url))).toEqual([]);
  await expect(form).not.toHaveAttribute(formProtocol.ready);

  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute(formProtocol.ready, "");
  expect(fetched.filter((url) => formCode.test(url))).toHaveLength(1);
  // Hydrated: the form checks what is sent.
  await form.getByRole("button", { name: contact.submitLabel }).click();
  await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
});

test("text typed and a send pressed before the form's code arrives are kept, and the send goes through", async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(formCode, async (route: Route) => {
    await released;
    await route.continue();
  });
  const posted: unknown[] = [];
  const delivery: { kind: string; url?: string } = contact.delivery ?? { kind: "simulate" };
  if (delivery.kind === "http") {
    await page.route(new URL(delivery.url ?? "/api/leads", "http://127.0.0.1").pathname, async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"ok":true}' });
    });
  }
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  await form.scrollIntoViewIfNeeded();
  const values: Record<string, string> = {
    name: "Bilal Ahmed",
    email: "bilal@example.com",
    phone: "+971 50 765 4321",
    subject: "Parcel to Multan",
    message: "Three boxes of clothes and books, pickup in Ajman.",
  };
  for (const [name, value] of Object.entries(values)) await form.getByLabel(labelOf(name), { exact: true }).fill(value);
  await form.getByLabel(labelOf("inquiry"), { exact: true }).selectOption("quote");
  await form.getByRole("button", { name: contact.submitLabel }).click();
  // Still without its code: the send is held (the page's start script stopped the browser's own
  // send as it marked the form), so the browser has not sent the form itself, and every value is there.
  await expect(form).toHaveAttribute(formProtocol.waiting, "");
  expect(new URL(page.url()).search).toBe("");
  await expect(form).not.toHaveAttribute(formProtocol.ready);
  await expect(form.getByLabel(labelOf("name"), { exact: true })).toHaveValue(values.name!);

  release();
  await expect(page.getByRole("status")).toContainText(contact.success.title);
  if (delivery.kind === "http") {
    expect(posted).toHaveLength(1);
    expect(JSON.stringify(posted[0])).toContain(values.email);
  }
  await expect(form.getByLabel(labelOf("name"), { exact: true })).toHaveValue("");
});

test("a page whose form is still waiting for its code can be left in the app", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(contactForm(page)).not.toHaveAttribute(formProtocol.ready);
  await markWindow(page);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage("/").hero.title);
  expect(await windowMarker(page), "the page was reloaded").toBe(1);
});

test("without any of the site's code, a sent form stays on the page with everything typed", async ({ page }) => {
  // The app's own code never arrives (a dropped connection): only the page's inline start script runs.
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/contact");
  const form = contactForm(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(labelOf("name"), { exact: true }).fill("Sana Iqbal");
  await form.getByRole("button", { name: contact.submitLabel }).click();
  // Held by the start script, which stopped the browser's own send as it marked the form.
  await expect(form).toHaveAttribute(formProtocol.waiting, "");
  expect(new URL(page.url()).search, "nothing typed went into the address").toBe("");
  await expect(form.getByLabel(labelOf("name"), { exact: true })).toHaveValue("Sana Iqbal");
});
