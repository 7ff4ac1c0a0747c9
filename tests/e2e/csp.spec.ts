// The security headers with the site: every kind of page, a 404, the contact form sent, and the tag
// manager on the live host name all work under the Content-Security-Policy the build wrote into
// dist/_headers, with no violation reported. A script the build did not write is refused.
import { readFileSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { familyNames } from "../../runtime/foundation/content/index.ts";
import { readHeadersFile } from "../../runtime/server/headers-file.ts";
import { chromiumArgs } from "../../playwright.config.ts";
import { blockOf, collectProblems, expectedPage, firstPageOf, gotoHydrated, navigateClientSide, pagesFile, site } from "./helpers.ts";

/** What the build wrote for the host (read when a test runs: the server builds dist/ first). */
const headersFile = () => readHeadersFile(readFileSync(new URL("../../dist/_headers", import.meta.url), "utf8"));

/** Every single page, the first page of each family, and a not-found page at the top and inside a family. */
const routes: { path: string; status: number }[] = [
  ...pagesFile.pages.filter((page) => !page.route.includes("*")).map((page) => ({ path: page.route, status: 200 })),
  ...familyNames.map((family) => ({ path: firstPageOf(family), status: 200 })),
  { path: "/no-such-page", status: 404 },
  { path: "/services/no-such-service", status: 404 },
];

/**
 * Collects what the browser refuses under the policy: each `securitypolicyviolation` event (the
 * listener is installed before any of the page's own scripts), and the console's report of it.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

function expectPolicyHeaders(headers: Record<string, string>, path: string) {
  const expected = headersFile().headersFor(path);
  expect(expected.map(([name]) => name)).toContain("content-security-policy");
  for (const [name, value] of expected) expect(headers[name], `${name} on ${path}`).toBe(value);
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
  expect(scripts).not.toContain("'unsafe-inline'");
}

for (const { path, status } of routes) {
  test(`${path} works under the Content-Security-Policy`, async ({ page }) => {
    const violations = await watchViolations(page);
    const problems = collectProblems(page, { notFound: status === 404 });
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(status);
    expectPolicyHeaders(response!.headers(), path);
    // A form's code loads once it comes into view.
    for (const form of await page.locator("form[data-pages-form]").all()) {
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute("data-ready", "");
    }
    // A move inside the app fetches the next page's data.
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    const next = hrefs.findIndex((href) => href?.startsWith("/") && href !== path);
    await navigateClientSide(page, () => links.nth(next).click());
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
}

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
