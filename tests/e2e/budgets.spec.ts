// Every page's first-load JavaScript is held to its budget (cli/bench/budgets.ts) on every
// `npm test`, so a new library or block that makes a page heavier fails here, not months later in
// `npm run bench`; and every page's HTML, as the server sends it, to the first round trip of a
// phone's connection. Bytes, not timings: the same build gives the same answer on any machine.
//
// No browser: the pages come from the server the browser tests use (the built dist/), and what
// counts is what the bench counts (cli/bench/site-bench-bytes.ts): every script a page's HTML names
// and every one its start script fetches (cli/build/deferred-start.ts), each gzipped at level 9.
// The pages are those sitemap.xml lists, so a new page or page family is covered as it is added,
// and the not-found page.
import { expect, test } from "./test.ts";
import { budgets } from "../../cli/bench/budgets.ts";
import { budgetText, kb, within } from "../../cli/bench/measure.ts";
import { firstLoadScripts, type FirstLoadScripts } from "../../cli/bench/site-bench-bytes.ts";

const budget = budgets.site.firstLoadJsGzipBytes;
const roundTrip = budgets.site.htmlFirstRoundTripBytes;
/** An address no page has: the server answers with the not-found page. */
const unknownAddress = "/no-such-page-for-the-budget-test";

function described(page: FirstLoadScripts): string {
  const biggest = page.scripts.slice(0, 3).map((script) => `${script.path} ${kb(script.gzipBytes)}`);
  return `${page.route}: ${kb(page.totalGzipBytes)} in ${page.scripts.length} scripts; biggest: ${biggest.join(", ")}`;
}

test("every page's HTML arrives in the first round trip of a phone's connection, and its first-load JavaScript, gzipped, is within the budget", async ({
  baseURL,
}) => {
  const origin = baseURL!;
  const sitemap = await fetch(new URL("/sitemap.xml", origin));
  expect(sitemap.status).toBe(200);
  const routes = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(routes.length, "pages listed in sitemap.xml").toBeGreaterThan(1);

  // One map of sizes for the whole site: the chunks the pages share are compressed once.
  const sizes = new Map<string, number>();
  const pages: FirstLoadScripts[] = [];
  for (const route of routes) pages.push(await firstLoadScripts(origin, route, sizes));
  const notFound = await firstLoadScripts(origin, unknownAddress, sizes);
  pages.push(notFound);

  expect(
    pages.filter((page) => page.status !== (page === notFound ? 404 : 200)).map((page) => `${page.route} answered ${page.status}`),
    "pages that did not answer as expected",
  ).toEqual([]);
  // Every page starts its code; none found means the way pages name their scripts has changed and
  // the count would be wrong, not that the page is light.
  expect(
    pages.filter((page) => page.scripts.length === 0).map((page) => page.route),
    "pages with no scripts found: did cli/build/deferred-start.ts change how a page starts its code?",
  ).toEqual([]);
  expect(
    pages.filter((page) => !within(roundTrip, page.htmlSentBytes)).map((page) => `${page.route}: ${page.htmlSentBytes} bytes`),
    `pages whose HTML (brotli, with its headers, as the server sends it) is over the first round trip, ${budgetText(roundTrip)} bytes (cli/bench/budgets.ts)`,
  ).toEqual([]);
  expect(
    pages.filter((page) => !within(budget, page.totalGzipBytes)).map(described),
    `pages over the first-load JavaScript budget (gzip level 9, ${budgetText(budget, kb)}, cli/bench/budgets.ts)`,
  ).toEqual([]);
});
