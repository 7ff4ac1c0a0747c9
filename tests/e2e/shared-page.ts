// A `test` whose `page` is kept for the worker's next test (every spec file's, through test.ts). A
// browser test's fixed cost is mostly a new context's: a renderer process started, the site's code
// fetched and compiled again. On the 2-core machine, opening a page of the site and waiting for it to
// hydrate took 0.30 to 0.37 CPU-s in a new context, 0.19 to 0.21 in a page kept and reset as below
// (which made the whole browser suite 249 to 273 CPU-s against 281 to 310).
//
// Between two tests the page is made as a new one would be, as far as the site can tell: the other
// tabs closed, the test's listeners and routes removed, a blank page of the same origin loaded (so the
// last page's own code has stopped), the cookies and storage of every origin it visited cleared, the
// emulated media and viewport set back to the test's options, the init scripts and bindings the test
// added taken away, its extra headers, offline mode and permissions undone. What it keeps is the
// renderer and the HTTP cache, as a visitor's browser does: a test that asks about first visits (what
// is fetched, what is in the cache) says `test.use({ freshPage: true })`. What cannot be undone (the
// clock, a geolocation) is refused with a message saying so. A test that fails leaves its page behind:
// the next one starts in a new context.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

/** The events a test listens to; the page's own listeners (close, crash) stay. */
const testEvents = [
  "console",
  "dialog",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "domcontentloaded",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;

/** The page loaded between two tests: of the same origin as the last one, with nothing that runs. */
const blankHeaders = [{ name: "content-type", value: "text/html" }];
const blankBody = Buffer.from("<!doctype html><title>between tests</title>").toString("base64");

/** What a test added to the page or its context that lasts past a navigation, undone before the next test. */
type Undo = () => Promise<unknown>;
const undos = new WeakMap<Page, Undo[]>();
/** The origins of the documents a page and its frames loaded since its last reset. */
const visited = new WeakMap<Page, Set<string>>();

function trackOrigins(page: Page): void {
  page.on("framenavigated", (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith("http")) visited.get(page)!.add(origin);
  });
}

/** Has `target[method]` keep what it returns (a Disposable) for the page's next reset. */
function undoable(page: Page, target: object, methods: readonly string[]): void {
  for (const method of methods) {
    const original = (target as Record<string, (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>>)[method]!.bind(target);
    Object.defineProperty(target, method, {
      configurable: true,
      value: async (...args: unknown[]) => {
        const added = await original(...args);
        undos.get(page)!.push(() => added.dispose());
        return added;
      },
    });
  }
}

function refuse(target: object, methods: readonly string[]): void {
  for (const method of methods) {
    Object.defineProperty(target, method, {
      configurable: true,
      value: () => {
        throw new Error(`${method} would outlast this test in the page shared with the next ones: add test.use({ freshPage: true }) to it.`);
      },
    });
  }
}

async function newSharedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  undos.set(page, []);
  visited.set(page, new Set());
  trackOrigins(page);
  const lasting = ["addInitScript", "exposeBinding", "exposeFunction"];
  undoable(page, page, lasting);
  undoable(page, context, lasting);
  refuse(page.clock, ["install", "setFixedTime", "setSystemTime"]);
  refuse(context, ["setGeolocation"]);
  return page;
}

/** Makes the page what a new one would be for a test with these options (see the top of the file). */
async function reset(page: Page, options: BrowserContextOptions): Promise<void> {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close({ runBeforeUnload: false });
  for (const event of testEvents) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  for (const undo of undos.get(page)!.splice(0).reverse()) await undo();
  await page.setExtraHTTPHeaders({});
  await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
  await context.setOffline(options.offline ?? false);
  await context.clearPermissions();
  if (options.permissions) await context.grantPermissions(options.permissions);
  const origin = new URL(page.url()).origin;
  const session = await context.newCDPSession(page);
  try {
    if (origin.startsWith("http")) {
      // A page that warns before it is left (unsaved changes) is left all the same.
      page.on("dialog", (dialog) => void dialog.accept());
      // The blank page is answered through a protocol session of our own that intercepts its one
      // address. page.route intercepted every request of the page and turned its HTTP cache off
      // and on again: a reset took about 0.12 CPU-s with it, 0.09 this way (60 tests opening one
      // page each, the 2-core machine), and the browser suite 280 busy CPU-s against 256 and 267.
      const blank = `${origin}/__between-tests`;
      session.on("Fetch.requestPaused", ({ requestId }) => {
        void session.send("Fetch.fulfillRequest", { requestId, responseCode: 200, responseHeaders: blankHeaders, body: blankBody }).catch(() => undefined);
      });
      try {
        await session.send("Fetch.enable", { patterns: [{ urlPattern: blank, requestStage: "Request" }] });
        await page.goto(blank);
      } finally {
        // A reset that failed still leaves the page's requests and dialogs alone for what follows.
        await session.send("Fetch.disable").catch(() => undefined);
        page.removeAllListeners("dialog");
      }
    }
    for (const seen of visited.get(page)!) {
      await session.send("Storage.clearDataForOrigin", {
        origin: seen,
        storageTypes: "cookies,local_storage,session_storage,indexeddb,service_workers,cache_storage,file_systems",
      });
    }
  } finally {
    await session.detach();
  }
  visited.get(page)!.clear();
  trackOrigins(page);
  await context.clearCookies();
  if (typeof options.storageState === "object") await context.addCookies(options.storageState.cookies);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "no-preference",
    forcedColors: options.forcedColors ?? "none",
    contrast: options.contrast ?? "no-preference",
  });
  if (options.viewport) await page.setViewportSize(options.viewport);
}

export const test = base.extend<{ freshPage: boolean }, { sharedPages: Map<string, Page> }>({
  /** A new context for this test alone, as Playwright gives by default. */
  freshPage: [false, { option: true }],
  sharedPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      if (browser.isConnected()) await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
    { scope: "worker" },
  ],
  page: async (
    {
      freshPage,
      sharedPages,
      browser,
      contextOptions,
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
    testInfo,
  ) => {
    // The test's options, as Playwright's own context fixture gathers them.
    const given: BrowserContextOptions = {
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    };
    const options: BrowserContextOptions = { ...contextOptions, ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) };
    // A reset puts back a storage state's cookies; one with stored pages, or in a file, gets a new context.
    const state = options.storageState;
    const keepable = state === undefined || (typeof state === "object" && state.origins.every((origin) => origin.localStorage.length === 0));
    if (freshPage || !keepable) {
      const context = await browser.newContext(options);
      await use(await context.newPage());
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let page = sharedPages.get(key);
    if (!page || page.isClosed()) {
      page = await newSharedPage(await browser.newContext(options));
      sharedPages.set(key, page);
    }
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      try {
        await reset(page, options);
        return;
      } catch {
        // A page that cannot be reset is not kept.
      }
    }
    sharedPages.delete(key);
    await page.context().close();
  },
  /** The page's own context: what a test does to it, the next test's reset undoes or refuses. */
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

export { expect } from "@playwright/test";
