import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./cli/chromium-flags.ts";
import { testBrowser } from "./tests/ensure-chromium.mjs";

// The browser tests run against the built site served by `pages serve` on a private port,
// exactly what a CDN would serve, in the Chromium tests/ensure-chromium.mjs finds (CHROMIUM_PATH overrides).
const port = Number(process.env.E2E_PORT ?? 4311);
// Leads sent during the tests go to a store of their own; the tests read the same one.
process.env.PAGES_LEADS_FILE ??= ".leads/e2e-leads.jsonl";
const executablePath = testBrowser();

/**
 * The test browser runs JavaScript without V8's optimizing compilers (Maglev and TurboFan; the
 * interpreter and the baseline compiler stay). A test's page lives a few seconds, too short for their
 * work on the background threads to pay back: opening the editor took 0.82-0.90 CPU-s with this
 * against 0.98-1.04 without, a hydrated site page the same, the whole browser suite 243 and 245 busy
 * CPU-s against 257 and 259 (alternating, the 2-core machine). What a page does is the same either
 * way; `npm run bench` measures the site in a browser as visitors have it, with the optimizers.
 */
export const chromiumArgs = [...chromiumFlags, "--js-flags=--no-opt --no-maglev"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  // Ceilings for a machine whose cores are busy with something else too, not expected durations: a
  // test waits for what it needs (the editor's check of the whole site runs in a worker, a page
  // hydrates when its chunk arrives), and on two busy cores that can take several seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
  },
  // One project: a spec about phones says so itself (mobile.spec.ts), so it shares the workers of the
  // specs that use the same browser (a project of its own would start workers and browsers of its own).
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `node cli/bin.mjs serve --build-if-stale --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Ready when it says so: Playwright asks the address after 100, 250 and 500 ms and then every
    // second, so a server up in 0.6 s was found at 0.85 s, one up in 0.9 s at 1.85 s.
    wait: { stdout: /Serving .* at http:\/\/127\.0\.0\.1:\d+\// },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // Every test comes from 127.0.0.1, so the per-visitor limit is raised for the run.
    env: { PAGES_LEADS_FILE: process.env.PAGES_LEADS_FILE, PAGES_LEADS_RATE_LIMIT: "1000" },
  },
});
