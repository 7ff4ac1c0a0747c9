// The first-load bytes of a destination page on the shipped site and on one grown to many
// destinations, compared without Lighthouse (npm run bench, site-bench.ts): a page must not grow
// with the site beyond the navigation's own extra city names.
import type { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { budgetText, kb, verdict } from "./measure.ts";
import { brotliSize, fetchBr, navAllowance, pageWeight, type ShellLike } from "./site-bench-bytes.ts";
import type { RunningServer } from "./site-bench-processes.ts";
import { say, type RouteResult } from "./site-bench-report.ts";

const growthBudget = budgets.site.growthBeyondNavigation;
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

export async function compareBytes(
  small: RunningServer,
  big: RunningServer,
  {
    compareRoute,
    destinations,
    lighthouseRoutes,
    tally,
  }: { compareRoute: string; destinations: number; lighthouseRoutes: readonly RouteResult[]; tally: BenchTally },
): Promise<Record<string, unknown>> {
  // Whether the page asks for its data file on a first load: not when the HTML embeds it, and
  // Lighthouse's requests on the shipped site say the same.
  const lighthouseRequests = lighthouseRoutes.find((route) => route.route === compareRoute)?.representative?.requests ?? [];
  const lighthouseSawData = lighthouseRequests.some((request) => request.url.startsWith("/_data/"));
  const include: boolean | "auto" = lighthouseSawData ? true : "auto";
  const smallWeight = await pageWeight(small.origin, compareRoute, include);
  const bigWeight = await pageWeight(big.origin, compareRoute, include);
  const smallShell = JSON.parse((await fetchBr(small.origin, "/_data/shell.json")).body.toString("utf8")) as ShellLike;
  const bigShell = JSON.parse((await fetchBr(big.origin, "/_data/shell.json")).body.toString("utf8")) as ShellLike;
  const allowance = navAllowance(smallShell, bigShell);
  const difference = bigWeight.totalBytes - smallWeight.totalBytes;
  const beyond = difference - allowance.brotliBytes;
  const ok = tally.judge(
    `${compareRoute} first-load growth at ${destinations.toLocaleString("en")} destinations, beyond the navigation's extra city names`,
    beyond / smallWeight.totalBytes,
    growthBudget,
    percent,
  );
  const bigHtml = (await fetchBr(big.origin, compareRoute)).body.toString("utf8");
  const sampleCopies = allowance.sampleHref ? bigHtml.split(`"${allowance.sampleHref}"`).length - 1 : 0;
  const statics = new Set([...smallWeight.resources, ...bigWeight.resources].map((resource) => resource.path));
  const notCounted = lighthouseRequests.filter((request) => !statics.has(request.url) && request.url !== compareRoute);

  const comparison = {
    route: compareRoute,
    destinations,
    shipped: smallWeight,
    generated: bigWeight,
    differenceBytes: difference,
    differencePercent: (difference / smallWeight.totalBytes) * 100,
    navAllowance: allowance,
    beyondAllowanceBytes: beyond,
    beyondAllowancePercent: (beyond / smallWeight.totalBytes) * 100,
    budget: `(generated - shipped - allowance) ${budgetText(growthBudget, percent)} of shipped`,
    withinBudget: ok,
    pageDataFileCounted: include === true || !smallWeight.dataEmbedded,
    lighthouseSawPageDataRequest: lighthouseSawData,
    extraCityHrefCopiesInGeneratedHtml: sampleCopies,
    shellJsonBrotli: { shipped: brotliSize(JSON.stringify(smallShell)), generated: brotliSize(JSON.stringify(bigShell)) },
    lighthouseRequestsNotCounted: notCounted,
  };

  const keys = [...new Set([...smallWeight.resources, ...bigWeight.resources].map((resource) => resource.key))];
  say();
  say(`First-load bytes of ${compareRoute} without Lighthouse (brotli, Content-Length as sent; HTML + the scripts, module preloads and stylesheets it names)`);
  say(`  ${"resource".padEnd(34)}${"shipped".padStart(12)}${`${destinations.toLocaleString("en")} dest.`.padStart(14)}${"change".padStart(11)}`);
  for (const key of keys) {
    const a = smallWeight.resources.find((resource) => resource.key === key);
    const b = bigWeight.resources.find((resource) => resource.key === key);
    const change = a && b ? `${b.bytes - a.bytes >= 0 ? "+" : ""}${(((b.bytes - a.bytes) / a.bytes) * 100).toFixed(1)}%` : "";
    const name = key === "document" ? `HTML ${compareRoute}` : `${key} (${(a ?? b)!.kind})`;
    say(`  ${name.slice(0, 33).padEnd(34)}${(a ? kb(a.bytes) : "-").padStart(12)}${(b ? kb(b.bytes) : "-").padStart(14)}${change.padStart(11)}`);
  }
  say(
    `  ${"total".padEnd(34)}${kb(smallWeight.totalBytes).padStart(12)}${kb(bigWeight.totalBytes).padStart(14)}${`${difference >= 0 ? "+" : ""}${((difference / smallWeight.totalBytes) * 100).toFixed(1)}%`.padStart(11)}`,
  );
  say(
    `  page data file: ${smallWeight.dataEmbedded ? "embedded in the HTML" : "not embedded"}; ${comparison.pageDataFileCounted ? "counted" : "not fetched on load, not counted"}` +
      ` (Lighthouse saw ${lighthouseSawData ? "a" : "no"} /_data/ request on the shipped site)`,
  );
  say(
    `  allowance: the navigation's extra city names, ${allowance.extraItems} links in secondary.menus + footer.columns, ` +
      `${kb(allowance.extraJsonBytes)} of JSON = ${kb(allowance.brotliBytes)} brotli`,
  );
  say(
    `  growth beyond the allowance: ${kb(beyond)} = ${percent(beyond / smallWeight.totalBytes)} of the shipped page   budget ${budgetText(growthBudget, percent)}  ${verdict(ok)}`,
  );
  if (allowance.sampleHref) say(`  (one extra city's link, ${allowance.sampleHref}, appears ${sampleCopies} times in the generated page's HTML)`);
  if (notCounted.length) {
    say(
      `  also loaded in Lighthouse's run, not in this comparison: ${notCounted.map((request) => `${request.url} (${request.resourceType}, ${kb(request.transferSize)})`).join(", ")}`,
    );
  }
  return comparison;
}
