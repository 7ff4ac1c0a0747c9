// What the pages do, under the Content-Security-Policy the build wrote into dist/_headers: the contact
// form sent, and the tag manager on the live host name, with no violation reported; a script the
// build did not write is refused. Every kind of page, loaded, with its forms' code and a move inside
// the app, is routes.spec.ts's, which checks the policy there too.
import { chromium } from "@playwright/test";
import { expect, test } from "./test.ts";
import { chromiumArgs } from "../../playwright.config.ts";
import { blockOf, expectedPage, gotoHydrated, site } from "./helpers.ts";
import { expectPolicyHeaders, watchViolations } from "./policy.ts";

test("the contact form is sent under the Content-Security-Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  const form = blockOf(expectedPage("/contact"), "form", "contact");
  await gotoHydrated(page, "/contact");
  const element = page.getByRole("form", { name: form.title });
  const delivery = form.delivery;
  if (delivery?.kind !== "http") throw new Error("the contact form of pages.json is sent by http");
  for (const field of form.fields) {
    const input = element.getByLabel(field.label, { exact: true });
    if (field.kind === "select") await input.selectOption(field.options![0]!.value);
    else if (field.kind === "email") await input.fill("csp@example.com");
    else if (field.kind === "tel") await input.fill("0501234567");
    else await input.fill("Checking the security policy");
  }
  const answered = page.waitForResponse((response) => response.url().endsWith(delivery.url));
  await element.getByRole("button", { name: form.submitLabel }).click();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  expectPolicyHeaders(answer.headers(), delivery.url);
  await expect(page.getByRole("status").getByText(form.success.title)).toBeVisible();
  expect(violations).toEqual([]);
});

test("a script the build did not write is refused, and reported", async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test("on the live host name the tag manager loads and reports under the Content-Security-Policy", async ({ baseURL, launchOptions }) => {
  const liveHost = site.hostnames.find((host: string) => host.startsWith("www.")) ?? site.hostnames[0];
  const port = new URL(baseURL as string).port;
  // A separate browser resolves the live host name to the test server.
  const browser = await chromium.launch({
    executablePath: launchOptions.executablePath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${liveHost} 127.0.0.1:${port}`],
  });
  try {
    const context = await browser.newContext();
    // Nothing leaves the machine. The tag manager's script is a stand-in that, like the real one,
    // sends a hit to the collection server and requests a pixel.
    const offSite: string[] = [];
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === liveHost) return route.continue();
      offSite.push(url.origin);
      if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
        const body = `window.__tagManagerRan = true;
          fetch("https://region1.google-analytics.com/g/collect?v=2", { method: "POST", mode: "no-cors", keepalive: true });
          new Image().src = "https://www.google-analytics.com/collect?v=1";`;
        return route.fulfill({ contentType: "text/javascript", body });
      }
      return route.fulfill({ status: 204 });
    });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`http://${liveHost}/`);
    expectPolicyHeaders(response!.headers(), "/");
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
    await expect
      .poll(() => [...new Set(offSite)].sort())
      .toEqual(["https://region1.google-analytics.com", "https://www.google-analytics.com", "https://www.googletagmanager.com"]);
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
