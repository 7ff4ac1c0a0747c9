// `npm run bench:typing`: every box a person types into outside the editor, on a phone. The
// visitor's: the FAQ's search, the list of cities' search and each field of the contact form, in
// each language; the company's staff in the admin: signing in, the inbox's search, a lead's note and
// adding a user (a publish's reason is a box like the note's, on a page only the project's own
// server shows; the admin's pages run no script, so their boxes differ only in the page around
// them). Each key is typed on its own in Chromium made a mid-range phone (a 390 px touch screen, its
// processor four times slower than this machine's, as Lighthouse's mobile runs have it), and timed
// by the Event Timing API from the key to the frame that showed it; a place's figure is the 90th
// percentile of its keys. The cities' search is timed on a site grown to 10,000 cities too, where
// its list is longest. (The editor's boxes are `npm run bench:editor`'s.) Figures with a budget
// (cli/bench/budgets.ts) are printed beside it; exit 0 when all are met, 1 when one is missed, 2
// when one could not be measured.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright";
import { projectRoot } from "../../runtime/server/index.ts";
import { chromiumFlags } from "../chromium-flags.ts";
import { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { generateSite } from "./generate-site.ts";
import { phonePage, phoneSlowdown, timeKeys } from "./key-timing.ts";
import { budgetText, percentile, verdict, type Budget } from "./measure.ts";
import { killAllChildren, startServer } from "./site-bench-processes.ts";

const tally = new BenchTally();
const ms = (value: number) => `${value.toFixed(0)} ms`;
const bin = join(projectRoot, "cli", "bin.mjs");

function row(what: string, value: number, budget: Budget): void {
  console.log(`${what.padEnd(58)}${ms(value).padStart(9)}   budget ${budgetText(budget, ms)}  ${verdict(tally.judge(what, value, budget, ms))}`);
}

interface Place {
  name: string;
  /** Where the box is: a path of the site. */
  path: string;
  text: string;
  reach: (page: Page) => Locator;
}

const shipped = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as { languages: { code: string }[] };
/** The second language's prefix (/ur): its pages are typed into in Urdu. */
const other = `/${shipped.languages[1]!.code}`;

/** A field of the contact form, by its name attribute (its label is in the page's language). */
const contactField = (name: string) => (page: Page) => page.locator(`form [name="${name}"]`);
const searchBox = (page: Page) => page.getByRole("searchbox");

/** The visitor's boxes, in English and in the second language. */
function sitePlaces(): Place[] {
  const inBoth = (name: string, path: string, english: string, urdu: string, reach: Place["reach"]): Place[] => [
    { name: `${name} (English)`, path, text: english, reach },
    { name: `${name} (${other.slice(1)})`, path: `${other}${path}`, text: urdu, reach },
  ];
  return [
    ...inBoth("the FAQ's search", "/faq/", "customs papers", "کسٹم کے کاغذات", searchBox),
    ...inBoth("the cities' search", "/service-areas/", "Sargodha", "سرگودھا", searchBox),
    ...inBoth("the contact form's name", "/contact/", "Ayesha Khan", "عائشہ خان", contactField("name")),
    ...inBoth("the contact form's email", "/contact/", "ayesha@example.com", "ayesha@example.com", contactField("email")),
    ...inBoth("the contact form's phone", "/contact/", "+971 55 123 4567", "+971 55 123 4567", contactField("phone")),
    ...inBoth("the contact form's message", "/contact/", "Twenty cartons to Lahore.", "لاہور کے لیے بیس ڈبے۔", contactField("message")),
  ];
}

/** Opens a page of the site and waits until its code has run (it logs the page view once hydrated). */
async function openHydrated(page: Page, url: string): Promise<void> {
  const viewed = page.waitForEvent("console", { predicate: (message) => message.text().startsWith("[tracking] page view"), timeout: 60_000 });
  await page.goto(url);
  await viewed;
}

/**
 * The 90th percentile of a box's keys, typed at its end once the code behind it has loaded (the
 * contact form's is fetched as it comes near, its checks when a field is first focused).
 */
async function timePlace(page: Page, box: Locator, text: string): Promise<number> {
  await box.scrollIntoViewIfNeeded();
  await box.focus();
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("End");
  return percentile(await timeKeys(page, text), 90);
}

/** A site built into its own folder and served by `pages serve` with the admin's store in `store`. */
async function servedSite(file: string, out: string, store: string) {
  const built = spawnSync(process.execPath, [bin, "build", file, "--out-dir", out], { cwd: projectRoot, encoding: "utf8", timeout: 600_000 });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}${built.stderr}`);
  process.env.PAGES_LEADS_FILE = store;
  return startServer(projectRoot, bin, out);
}

const dir = mkdtempSync(join(tmpdir(), "pages-typing-bench-"));
const owner = { name: "bench-owner", password: "a long enough bench password" };
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags });
  const store = join(dir, "leads.jsonl");
  const added = spawnSync(process.execPath, [bin, "users", "add", owner.name, "--role", "owner"], {
    cwd: projectRoot,
    input: `${owner.password}\n`,
    encoding: "utf8",
    env: { ...process.env, PAGES_LEADS_FILE: store },
  });
  if (added.status !== 0) throw new Error(`the bench's owner could not be added:\n${added.stderr}`);
  const server = await servedSite(join(projectRoot, "pages.json"), join(dir, "shipped"), store);
  console.log(
    `Every key typed into a box of the site and of the admin, on a phone (a 390 px screen, ${phoneSlowdown}x slower processor; node ${process.version})`,
  );
  try {
    for (const place of sitePlaces()) {
      const page = await phonePage(browser);
      await openHydrated(page, `${server.origin}${place.path}`);
      row(`${place.name}: 90th pct`, await timePlace(page, place.reach(page), place.text), budgets.typing.siteKeyPhoneMs);
      await page.context().close();
    }

    // The admin: a lead in the inbox first, as the site's form sends one.
    const sent = await fetch(`${server.origin}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "contact",
        page: "/contact",
        fields: { name: "Bench Visitor", email: "bench@example.com", phone: "0501234567", subject: "Moving", inquiry: "quote", message: "Twenty boxes." },
      }),
    });
    if (sent.status !== 201) throw new Error(`the bench's lead was answered ${sent.status}`);
    const page = await phonePage(browser);
    await page.goto(`${server.origin}/admin/login`);
    row("the admin's sign-in name: 90th pct", await timePlace(page, page.locator("#name"), owner.name), budgets.typing.adminKeyPhoneMs);
    row("the admin's sign-in password: 90th pct", await timePlace(page, page.locator("#password"), owner.password), budgets.typing.adminKeyPhoneMs);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `Signed in as ${owner.name}` }).waitFor();
    await page.goto(`${server.origin}/admin/leads`);
    row("the inbox's search: 90th pct", await timePlace(page, page.locator("#filter-q"), "Bench Visitor"), budgets.typing.adminKeyPhoneMs);
    await page
      .getByRole("link", { name: /Bench Visitor/ })
      .first()
      .click();
    row("a lead's note: 90th pct", await timePlace(page, page.locator("#note"), "Called back, wants a quote."), budgets.typing.adminKeyPhoneMs);
    await page.goto(`${server.origin}/admin/users`);
    row("adding a user, the name: 90th pct", await timePlace(page, page.locator("#name"), "sales-amna"), budgets.typing.adminKeyPhoneMs);
    await page.context().close();
  } finally {
    await server.stop();
  }

  // The cities' search where its list is longest: a site grown to 10,000 cities.
  const grown = generateSite(10_000, join(dir, "10k"));
  const grownServer = await servedSite(grown, join(dir, "10k", "dist"), join(dir, "10k-leads.jsonl"));
  try {
    const page = await phonePage(browser);
    await openHydrated(page, `${grownServer.origin}/service-areas/`);
    row("the cities' search, 10,000 cities: 90th pct", await timePlace(page, searchBox(page), "Sargodha"), budgets.typing.siteKeyPhoneTenThousandMs);
    await page.context().close();
  } finally {
    await grownServer.stop();
  }
} catch (error) {
  tally.couldNotMeasure("typing", error);
} finally {
  await browser?.close();
  killAllChildren();
  rmSync(dir, { recursive: true, force: true });
}
console.log();
for (const line of tally.summary("npm run bench:typing")) console.log(line);
process.exitCode = tally.exitCode();
