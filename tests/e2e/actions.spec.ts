// Outbound actions and tracking: Call links, WhatsApp links per page kind (texts from pages.json),
// tracking only logged on 127.0.0.1, and pushed to the data layer on a live host name.
import { chromium, type ConsoleMessage, type Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { chromiumArgs } from "../../playwright.config.ts";
import { companyTel, expectedPage, familyEntries, gotoHydrated, navigateClientSide, pagesFile, site, telOf, whatsappText } from "./helpers.ts";

const whatsappPrefix = `https://wa.me/${site.whatsapp}?text=`;

test("Call links dial the company number, except an office number a page shows", async ({ page }) => {
  expect(companyTel).toBe("tel:+971500000000");
  const officePhones = new Map(familyEntries("areas").map((entry) => [`/areas/${entry.slug}`, entry.officePhone]));
  for (const path of [
    "/",
    "/about",
    "/contact",
    "/services/sea-freight",
    "/dubai-to-pakistan",
    "/pakistan-cargo-to-lahore",
    "/areas/dubai",
    "/areas/sharjah",
  ]) {
    await gotoHydrated(page, path);
    const links = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((all) => all.map((link) => ({ href: link.getAttribute("href") ?? "", text: (link.textContent ?? "").trim() })));
    expect(links.length, `${path} has Call links`).toBeGreaterThan(0);
    for (const link of links) {
      const shownNumber = link.text.match(/\+?[\d][\d ()-]{6,}\d/)?.[0];
      // A link that shows a number dials that number; every other Call link dials the company.
      const wanted = shownNumber ? telOf(shownNumber) : companyTel;
      expect(link.href, `${path}: "${link.text}"`).toBe(wanted);
      if (shownNumber && telOf(shownNumber) !== companyTel) {
        expect(officePhones.get(path), `${path} shows ${shownNumber}, which is not its office number`).toBeDefined();
        expect(telOf(shownNumber)).toBe(telOf(officePhones.get(path) as string));
      }
    }
    const callNow = page.getByRole("main").getByRole("link", { name: "Call Now" });
    for (const button of await callNow.all()) await expect(button).toHaveAttribute("href", companyTel);
    await expect(page.getByRole("banner").getByRole("link", { name: "Call Us" })).toHaveAttribute("href", companyTel);
    // An area page shows its office's own number.
    const office = officePhones.get(path);
    if (office) await expect(page.getByRole("main").getByRole("link", { name: office })).toHaveAttribute("href", telOf(office));
  }
});

/** The WhatsApp text each kind of page must pre-fill, read from pages.json. */
const whatsappCases = [
  { path: "/about", text: site.whatsappGreeting, names: null },
  {
    path: "/services/sea-freight",
    text: familyEntries("services").find((entry) => entry.slug === "sea-freight")?.whatsappMessage as string,
    names: null,
  },
  { path: "/dubai-to-pakistan", text: expectedPage("/dubai-to-pakistan").whatsappMessage, names: "Dubai" },
  { path: "/areas/dubai", text: expectedPage("/areas/dubai").whatsappMessage, names: "Dubai" },
  { path: "/pakistan-cargo-to-lahore", text: expectedPage("/pakistan-cargo-to-lahore").whatsappMessage, names: "Lahore" },
];

for (const { path, text, names } of whatsappCases) {
  test(`WhatsApp on ${path} opens wa.me in a new tab with the page's text`, async ({ page }) => {
    expect(text, "pages.json gives this page a WhatsApp text").toBeTruthy();
    if (names) expect(text).toContain(names);
    await gotoHydrated(page, path);
    const links = page.locator(`a[href^="https://wa.me/"]`);
    expect(await links.count(), `${path} offers a WhatsApp button`).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href")) as string;
      expect(href.startsWith(whatsappPrefix), href).toBe(true);
      expect(href.slice(whatsappPrefix.length), "the text is URL-encoded").not.toMatch(/[\s?#&]/);
      expect(whatsappText(href)).toBe(text);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
}

test("a WhatsApp click opens the chat in a new tab", async ({ page, context }) => {
  // Nothing leaves the machine: the chat app answers with an empty page.
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
  await gotoHydrated(page, "/about");
  const link = page.getByRole("main").getByRole("link", { name: "WhatsApp" }).first();
  const popupOpened = context.waitForEvent("page");
  await link.click();
  const popup = await popupOpened;
  await popup.waitForLoadState("domcontentloaded");
  expect(popup.url()).toBe(`${whatsappPrefix}${encodeURIComponent(site.whatsappGreeting)}`);
  expect(page.url()).toMatch(/\/about\/$/);
  await popup.close();
});

/** Console messages with their arguments in full. */
function consoleLog(page: Page) {
  const entries: Promise<{ type: string; text: string; args: unknown[] }>[] = [];
  const record = (message: ConsoleMessage) => {
    entries.push(
      Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => null))).then((args) => ({ type: message.type(), text: message.text(), args })),
    );
  };
  page.on("console", record);
  return () => Promise.all(entries);
}

const trackingLogs = async (read: () => Promise<{ type: string; text: string; args: unknown[] }[]>) =>
  (await read()).filter((entry) => entry.text.startsWith("[tracking]"));

test("on 127.0.0.1 page views and clicks are only logged: no data layer, no tag manager", async ({ page, context }) => {
  const tagManager: string[] = [];
  await context.route(/googletagmanager/, (route) => {
    tagManager.push(route.request().url());
    return route.abort();
  });
  const read = consoleLog(page);

  await gotoHydrated(page, "/");
  await expect.poll(async () => JSON.stringify(await trackingLogs(read))).toContain('"path":"/"');
  expect(await page.evaluate(() => typeof window.dataLayer)).toBe("undefined");

  await navigateClientSide(page, () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click());
  await expect.poll(async () => JSON.stringify(await trackingLogs(read))).toContain('"path":"/about/"');
  await expect.poll(async () => JSON.stringify(await trackingLogs(read))).toContain(JSON.stringify(expectedPage("/about").seo.title));

  // A Call click is logged as a Contact event labelled with the page.
  await page.getByRole("main").getByRole("link", { name: "Call Now" }).first().click();
  await expect
    .poll(async () => (await trackingLogs(read)).map((entry) => entry.args[1]))
    .toContainEqual(expect.objectContaining({ category: "Contact", action: "Call", label: "/about" }));

  // An unknown address is logged as an Error 404 event with its path.
  await gotoHydrated(page, "/no-such-page");
  await expect
    .poll(async () => (await trackingLogs(read)).map((entry) => entry.args[1]))
    .toContainEqual(expect.objectContaining({ category: "Error", action: "404", label: "/no-such-page" }));

  expect(await page.evaluate(() => typeof window.dataLayer)).toBe("undefined");
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(tagManager).toEqual([]);
  for (const entry of await trackingLogs(read)) expect(entry.type).toBe("info");
});

// ---- Live host name: a separate browser resolves the site's host name to the test server. ----

type LayerEntry = { command: unknown[]; kind: string } | Record<string, unknown>;

/** The data layer as plain data: gtag commands are marked with the kind of object pushed. */
const readDataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry: unknown) => {
      const kind = Object.prototype.toString.call(entry);
      if (kind === "[object Arguments]" || Array.isArray(entry)) {
        return { command: Array.from(entry as ArrayLike<unknown>).map((value) => (value instanceof Date ? "date" : value)), kind };
      }
      return entry as Record<string, unknown>;
    }),
  ) as Promise<LayerEntry[]>;

function pageViews(layer: LayerEntry[]): { path: unknown; title: unknown }[] {
  return layer.flatMap((entry) => {
    if ("command" in entry && Array.isArray(entry.command)) {
      const [name, , params] = entry.command as [unknown, unknown, Record<string, unknown> | undefined];
      return name === "config" && params?.page_path ? [{ path: params.page_path, title: params.page_title }] : [];
    }
    const object = entry as Record<string, unknown>;
    return object.page_path ? [{ path: object.page_path, title: object.page_title }] : [];
  });
}

function trackedEvents(layer: LayerEntry[]): { category: unknown; action: unknown; label: unknown }[] {
  return layer.flatMap((entry) => {
    if ("command" in entry && Array.isArray(entry.command)) {
      const [name, action, params] = entry.command as [unknown, unknown, Record<string, unknown> | undefined];
      return name === "event" ? [{ category: params?.event_category, action, label: params?.event_label }] : [];
    }
    const object = entry as Record<string, unknown>;
    const category = object.category ?? object.event_category;
    return category ? [{ category, action: object.action ?? object.event_action, label: object.label ?? object.event_label }] : [];
  });
}

test("on the live host name page views and events go to the data layer and the tag manager is requested", async ({ baseURL, launchOptions }) => {
  const liveHost = "www.induscargo.example";
  expect(site.hostnames).toContain(liveHost);
  const { tagManagerId } = pagesFile.site;
  if (tagManagerId === undefined) throw new Error("the shipped pages.json names a tag manager");
  const port = new URL(baseURL as string).port;
  const browser = await chromium.launch({
    executablePath: launchOptions.executablePath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${liveHost} 127.0.0.1:${port}`],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only the site itself is reached; the tag manager and anything else are blocked and recorded.
    const blocked: string[] = [];
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === liveHost) return route.continue();
      blocked.push(url.href);
      return route.abort();
    });
    const page = await context.newPage();
    const origin = `http://${liveHost}`;

    await page.goto(`${origin}/`);
    const homeTitle = expectedPage("/").seo.title;
    await expect.poll(async () => pageViews(await readDataLayer(page))).toContainEqual({ path: "/", title: homeTitle });
    expect(blocked.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js") && url.includes(tagManagerId))).toBe(true);
    expect(
      blocked.filter((url) => !url.includes("googletagmanager.com")),
      "nothing but the tag manager is requested off-site",
    ).toEqual([]);
    // The tag manager only reads commands pushed as the arguments object, as Google's own snippet does.
    const commands = (await readDataLayer(page)).filter((entry): entry is { command: unknown[]; kind: string } => "command" in entry);
    expect(commands.map((entry) => entry.command[0])).toEqual(expect.arrayContaining(["js", "config"]));
    expect(commands.find((entry) => entry.command[0] === "config")?.command[1]).toBe(tagManagerId);
    // Soft, so the page-view and event checks below still run and report on their own.
    expect
      .soft(
        commands.map((entry) => `${String(entry.command[0])}: ${entry.kind}`),
        "gtag commands must be pushed as Arguments objects (gtag.js ignores arrays)",
      )
      .toEqual(commands.map((entry) => `${String(entry.command[0])}: [object Arguments]`));

    // A client-side navigation: another page view with the new path (the page's one address) and title.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/about/`);
    const aboutTitle = expectedPage("/about").seo.title;
    await expect.poll(async () => pageViews(await readDataLayer(page))).toContainEqual({ path: "/about/", title: aboutTitle });

    // Each page view also reaches the tag manager as its configuration call with the path.
    const configPaths = async () =>
      (await readDataLayer(page)).flatMap((entry) => {
        const command = "command" in entry && Array.isArray(entry.command) ? (entry.command as unknown[]) : null;
        return command?.[0] === "config" ? [(command[2] as { page_path?: string } | undefined)?.page_path] : [];
      });
    await expect.poll(configPaths).toEqual(expect.arrayContaining(["/", "/about/"]));

    // A Call click: category Contact, action Call, label the page.
    await page.getByRole("main").getByRole("link", { name: "Call Now" }).first().click();
    await expect.poll(async () => trackedEvents(await readDataLayer(page))).toContainEqual({ category: "Contact", action: "Call", label: "/about" });
    // A WhatsApp click: category Contact, action WhatsApp, label the page (its new tab is blocked above).
    await page.getByRole("main").getByRole("link", { name: "WhatsApp" }).first().click();
    await expect.poll(async () => trackedEvents(await readDataLayer(page))).toContainEqual({ category: "Contact", action: "WhatsApp", label: "/about" });

    // An unknown route: category Error, action 404, the path; also logged to the console.
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.goto(`${origin}/no-such-page`);
    await expect.poll(async () => trackedEvents(await readDataLayer(page))).toContainEqual({ category: "Error", action: "404", label: "/no-such-page" });
    expect(
      logged.some((text) => text.includes("404") && text.includes("/no-such-page")),
      "the 404 is logged too",
    ).toBe(true);
    await context.close();
  } finally {
    await browser.close();
  }
});
