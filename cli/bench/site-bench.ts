// `npm run bench`: builds the shipped site, serves it on a private port and runs Lighthouse (mobile,
// Debian Chromium) 5 times on six routes in each language (/contact and /ur/contact); then builds a site with 1,000 destinations and compares a
// destination page's first-load bytes with the shipped site's; last, the scale section
// (site-bench-scale.ts): builds of the shipped site, 1,000 and 10,000 destinations, with their time,
// peak memory, dist/ size and a destination page's weight. Every figure is printed beside its
// budget (cli/bench/budgets.ts) and all of it is written to bench-results/ as JSON. The last line
// sums it up; the exit code is 0 when every budget is met, 1 when one is missed, 2 when something
// could not be measured (cli/bench/bench-tally.ts).
//
// Environment: BENCH_RUNS (Lighthouse runs per route, 5), BENCH_DESTINATIONS (1000),
// BENCH_KEEP_REPORTS=1 (keep every Lighthouse JSON beside the results), CHROME_PATH,
// BENCH_SCALE_RUNS (builds of each 10,000-destination site, 3), BENCH_ONLY=scale (only the scale
// section: about ten minutes instead of many), BENCH_ONLY=photo (only
// the photo section below), BENCH_ONLY=site (all but the scale section).
//
// The photo section: a copy of the site whose Lahore hero is a 4000x3000 phone photo, uploaded as
// the editor uploads one (cli/bench/photo-hero-site.ts), built, served, and Lighthouse run on that
// page as on the others: its LCP is held to 1.2 s (photoHeroLcpMs), the illustrated pages' to 0.9 s.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { inLanguage, languageName, languageOfPath, languagesOf, pageAddress } from "../../runtime/foundation/content/index.ts";
import { fontOf, projectRoot } from "../../runtime/server/index.ts";
import type { PagesFile } from "../../schema/index.ts";
import { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { generateSite } from "./generate-site.ts";
import { KB, kb, median, seconds, within, type Budget } from "./measure.ts";
import { gzipSize, pageWeight } from "./site-bench-bytes.ts";
import {
  chromeFlags,
  chromePath,
  lighthousePackage,
  maxWaitForLoadMs,
  prepareLighthouse,
  runLighthouse,
  runTimeoutMs,
  spareAttempts,
  type RunFigures,
  type RunResult,
} from "./site-bench-lighthouse.ts";
import {
  metricBudgetText,
  metrics,
  printBuilds,
  printDiagnostics,
  printLighthouseTable,
  say,
  type BuildResult,
  type RouteResult,
} from "./site-bench-report.ts";
import { compareBytes } from "./site-bench-compare.ts";
import { phoneFonts } from "./phone-fonts.ts";
import { photoHeroRoute, photoHeroRuns, photoHeroSite, type PhotoHeroRuns } from "./photo-hero-site.ts";
import { scaleSection, type ScaleResults } from "./site-bench-scale.ts";
import { changedSources, snapshotSources } from "./site-bench-sources.ts";
import { isStopping, killAllChildren, killByCommandLine, runCommand, startServer, type RunningServer } from "./site-bench-processes.ts";

/** One route of each family, in every language the shipped pages.json declares. */
const familyRoutes = ["/", "/pakistan-cargo-to-lahore", "/services/sea-freight", "/contact", "/faq", "/areas/dubai"];
const languages = languagesOf(JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile);
// Each at its one address (/contact/): the form without the slash is answered with a redirect.
const routes = languages.flatMap((language) => familyRoutes.map((route) => pageAddress(inLanguage(route, language))));
const compareRoute = pageAddress("/pakistan-cargo-to-lahore");
// The median of five (Lighthouse's variability guide: it halves one run's spread). With three, one slow
// task, counted four times over in the simulated TBT, decided it: one build of /ur/ scored 24-190 ms.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const destinations = Math.max(1, Number(process.env.BENCH_DESTINATIONS ?? 1_000));
const keepReports = process.env.BENCH_KEEP_REPORTS === "1";
const onlyScale = process.env.BENCH_ONLY === "scale";
const onlyPhoto = process.env.BENCH_ONLY === "photo";
const onlySite = process.env.BENCH_ONLY === "site";
const bin = join(projectRoot, "cli", "bin.mjs");

const results: {
  startedAt: string;
  finishedAt?: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  settings: Record<string, unknown>;
  builds: BuildResult[];
  lighthouse: { ready: boolean; prepareMs?: number; routes: RouteResult[] };
  comparison: Record<string, unknown> | null;
  photoHero?: PhotoHeroRuns & { uploadedBytes: number; medianLcpMs?: number };
  sourceChanges?: { betweenBuilds: string[]; rebuiltShipped: boolean; afterRebuild: string[] };
  scale?: ScaleResults;
  /** Every budget met or missed, and what could not be measured. */
  tally: BenchTally;
} = {
  startedAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "?", node: process.version, platform: `${process.platform} ${process.arch}` },
  settings: {
    runs,
    routes,
    destinations,
    lighthouse: lighthousePackage,
    chromePath: chromePath(),
    chromeFlags,
    formFactor: "mobile (Lighthouse defaults: simulated throttling, Moto G Power emulation)",
    maxWaitForLoadMs,
    runTimeoutMs,
    kilobyte: KB,
  },
  builds: [],
  lighthouse: { ready: false, routes: [] },
  comparison: null,
  tally: new BenchTally(),
};
const tally = results.tally;

const workDir = mkdtempSync(join(tmpdir(), "site-bench-"));
const stamp = results.startedAt.replace(/[:.]/g, "-");
const resultsDir = join(projectRoot, "bench-results");
const reportsDir = join(resultsDir, `site-bench-${stamp}-lighthouse`);
const servers: RunningServer[] = [];

/** Stops the servers and any Lighthouse or Chromium still running, then removes workDir. */
async function cleanUp(): Promise<void> {
  killAllChildren();
  // A Chromium from an interrupted Lighthouse run: its profile sits in workDir. Killed processes
  // stay listed until they are gone, so look again until none is left before removing the folder.
  for (let round = 0; round < 10 && killByCommandLine(workDir) > 0; round++) await new Promise((done) => setTimeout(done, 200));
  try {
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`Could not remove ${workDir}: ${String(error)}\n`);
  }
}

let interrupted: NodeJS.Signals | null = null;

// The first Ctrl+C stops the server, Lighthouse and Chromium; the benchmark then prints and saves
// what it has. A second one leaves at once.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (interrupted) {
      void cleanUp().finally(() => process.exit(130));
      return;
    }
    interrupted = signal;
    process.stderr.write(`\n${signal}: stopping the server and Lighthouse; results so far follow\n`);
    killAllChildren();
  });
}

function checkInterrupted(): void {
  if (isStopping() || interrupted) throw new Error(`interrupted (${interrupted ?? "stopping"})`);
}
process.once("exit", () => killAllChildren());

/** Builds file into outDir; budget is null for a rebuild that only gives the comparison matching sources. */
async function build(name: string, file: string, outDir: string, budget: Budget | null, timeoutMs: number): Promise<BuildResult> {
  const shown = relative(projectRoot, file);
  say(`Building ${name} (${shown.startsWith("..") ? file : shown}) ...`);
  const result = await runCommand(process.execPath, [bin, "build", file, "--out-dir", outDir], { cwd: projectRoot, timeoutMs });
  const output = `${result.stdout}${result.stderr}`.trim();
  const reported = /Built (\d+) pages .* in ([\d.]+) s\./.exec(result.stdout);
  const ok = result.code === 0 && !result.timedOut;
  const entry: BuildResult = {
    name,
    file,
    ok,
    wallMs: Math.round(result.ms),
    reportedMs: reported ? Math.round(Number(reported[2]) * 1000) : null,
    pages: reported ? Number(reported[1]) : null,
    budget,
    withinBudget: ok && budget ? within(budget, result.ms) : null,
    output: output.slice(-2000),
  };
  results.builds.push(entry);
  if (ok && budget) tally.judge(`build time, ${name}`, result.ms, budget, seconds);
  if (!ok)
    throw new Error(
      `build of ${name} ${result.timedOut ? `timed out after ${timeoutMs / 1000} s` : `failed (exit ${result.code ?? result.signal})`}:\n${output.slice(-2000)}`,
    );
  say(`  ${entry.pages ?? "?"} pages in ${(result.ms / 1000).toFixed(1)} s`);
  return entry;
}

/** Fetches every benchmarked route and what it names once, so the server's compression cache is warm. */
async function warm(origin: string): Promise<void> {
  for (const route of routes) await pageWeight(origin, route, false);
}

/** The first-load scripts of a run, each gzipped at level 9 as a gzip-only host would send them. */
function scriptGzipBytes(requests: RunFigures["requests"], distDir: string): number {
  return requests
    .filter((request) => request.resourceType === "Script" && request.url.startsWith("/"))
    .reduce((sum, request) => sum + gzipSize(readFileSync(join(distDir, new URL(request.url, "http://x").pathname))), 0);
}

async function lighthouseRoutes(origin: string, distDir: string): Promise<void> {
  say(`Preparing ${lighthousePackage} through npx (the first time downloads it) ...`);
  const { env: browserEnv, described } = await phoneFonts(workDir);
  results.settings.browserFonts = described;
  say(`Lighthouse's browser draws with ${described}`);
  results.lighthouse.prepareMs = Math.round(await prepareLighthouse(projectRoot));
  results.lighthouse.ready = true;
  for (const route of routes) {
    const routeResult: RouteResult = { route, runs: [], medians: {}, budgets: {}, representative: null };
    results.lighthouse.routes.push(routeResult);
    const good: RunFigures[] = [];
    for (let attempt = 1; attempt <= runs + spareAttempts && good.length < runs; attempt++) {
      checkInterrupted();
      if (attempt > runs && good.length === 0) break;
      const keep = keepReports ? join(reportsDir, `${route === "/" ? "index" : route.slice(1).replace(/\//g, "__")}-${attempt}.json`) : undefined;
      const load = loadavg()[0]!;
      const result: RunResult = await runLighthouse(origin + route, workDir, `lh-${good.length}-${attempt}`, projectRoot, { keepReportAs: keep, browserEnv });
      if (result.ok) {
        result.figures.scriptGzipBytes = scriptGzipBytes(result.figures.requests, distDir);
        good.push(result.figures);
        const { requests: _requests, diagnostics: _diagnostics, ...figures } = result.figures;
        routeResult.runs.push({ run: attempt, ms: Math.round(result.ms), loadAverage: load, ok: true, figures });
        say(
          `  ${route.padEnd(28)} run ${attempt}: perf ${figures.performance}  LCP ${figures.lcpMs.toFixed(0)} ms  TBT ${figures.tbtMs.toFixed(0)} ms  JS ${kb(figures.scriptTransferBytes)} (gzip ${kb(figures.scriptGzipBytes)})` +
            `  (${(result.ms / 1000).toFixed(0)} s, load average ${load.toFixed(1)}, CPU benchmark ${figures.benchmarkIndex.toFixed(0)})`,
        );
      } else {
        routeResult.runs.push({ run: attempt, ms: Math.round(result.ms), loadAverage: load, ok: false, error: result.error });
        say(`  ${route.padEnd(28)} run ${attempt}: FAILED ${result.error}`);
      }
    }
    if (good.length === 0) {
      tally.couldNotMeasure(`Lighthouse on ${route}`);
      continue;
    }
    for (const metric of metrics) {
      const value = median(good.map((figures) => figures[metric.key]));
      routeResult.medians[metric.key] = value;
      if (!metric.budget) continue;
      const ok = tally.judge(`${route} ${metric.label.trim()}`, value, metric.budget, metric.format);
      routeResult.budgets[metric.key] = { budget: metricBudgetText(metric), ok };
    }
    // A language with no typeface of its own downloads none, in any run.
    if (!fontOf(languageOfPath(route, languages).language)) {
      tally.judge(`${route} font bytes`, Math.max(...good.map((figures) => figures.fontTransferBytes)), budgets.site.fontBytesWithoutOwnFont, kb);
    }
    const byScore = [...good].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
    const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
    routeResult.representative = { requests: middle.requests, diagnostics: middle.diagnostics };
  }
}

/** The photo section: the page whose hero is an uploaded 4000x3000 photo, its LCP over `runs` Lighthouse runs. */
async function photoHeroSection(): Promise<void> {
  say(`Photo hero: ${photoHeroRoute} with a 4000x3000 phone photo uploaded as its hero picture ...`);
  const site = await photoHeroSite(join(workDir, "photo-site"));
  const distDir = join(workDir, "photo-dist");
  await build("photo hero site", site.file, distDir, null, 300_000);
  const server = await startServer(projectRoot, bin, distDir);
  servers.push(server);
  let section: PhotoHeroRuns;
  try {
    section = await photoHeroRuns(server.origin, { runs, workDir, checkInterrupted, browserEnv: (await phoneFonts(workDir)).env });
  } finally {
    await server.stop().catch(() => undefined);
  }
  results.photoHero = { ...section, uploadedBytes: site.uploadedBytes };
  if (section.lcpMs.length === 0) return tally.couldNotMeasure(`Lighthouse on ${photoHeroRoute} with a photo hero`);
  const lcp = median(section.lcpMs);
  results.photoHero.medianLcpMs = lcp;
  tally.judge(`${photoHeroRoute} with an uploaded 4000x3000 photo as its hero, LCP ms`, lcp, budgets.site.photoHeroLcpMs, (value) => value.toFixed(0));
  say(`  LCP median ${lcp.toFixed(0)} ms (budget <= ${budgets.site.photoHeroLcpMs.value}); the phone uploaded ${kb(site.uploadedBytes)}`);
}

/** BENCH_ONLY=photo: Lighthouse made ready, then the photo section alone. */
async function photoOnly(): Promise<void> {
  try {
    await prepareLighthouse(projectRoot);
    await photoHeroSection();
  } catch (error) {
    tally.couldNotMeasure("the photo hero section", error);
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  if (onlyPhoto) await photoOnly();
  else if (!onlyScale) await wholeBench();
  try {
    checkInterrupted();
    if (!onlyPhoto && !onlySite) results.scale = await scaleSection(workDir, tally);
  } catch (error) {
    tally.couldNotMeasure("the scale section", error);
  }

  results.finishedAt = new Date().toISOString();
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `site-bench-${stamp}.json`);
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);

  say(`Results: ${relative(process.cwd(), path) || path}${keepReports ? `; Lighthouse reports in ${relative(process.cwd(), reportsDir)}` : ""}`);
  say();
  for (const line of tally.summary("npm run bench", interrupted !== null)) say(line);
  return tally.exitCode(interrupted !== null);
}

/** Lighthouse on the shipped site, the build times and the 1,000-destination comparison. */
async function wholeBench(): Promise<void> {
  say(
    `site bench: builds of the shipped site and of ${destinations.toLocaleString("en")} destinations, ${routes.length} routes (${familyRoutes.length} in each of ${languages.map((language) => language.code).join(", ")}) x ${runs} Lighthouse runs, first-load bytes compared; work folder ${workDir}`,
  );
  try {
    // Both builds first, back to back: the comparison needs them to come from the same sources,
    // and in a shared working tree the sources may change while Lighthouse runs.
    const before = snapshotSources(projectRoot);
    let shippedDir = join(workDir, "shipped");
    await build("shipped site", join(projectRoot, "pages.json"), shippedDir, budgets.site.buildShippedMs, 300_000);
    const generatedDir = join(workDir, "generated");
    let generatedBuilt = false;
    try {
      checkInterrupted();
      const file = generateSite(destinations, join(generatedDir, "site"));
      await build(`${destinations.toLocaleString("en")} destinations`, file, join(generatedDir, "dist"), budgets.site.buildGeneratedMs, 900_000);
      generatedBuilt = true;
    } catch (error) {
      tally.couldNotMeasure(`${destinations.toLocaleString("en")}-destination build`, error);
    }
    const changed = changedSources(before, snapshotSources(projectRoot));
    results.sourceChanges = { betweenBuilds: changed, rebuiltShipped: false, afterRebuild: [] };
    if (generatedBuilt && changed.length) {
      say(`Sources changed while building (${changed.slice(0, 5).join(", ")}${changed.length > 5 ? `, +${changed.length - 5} more` : ""}):`);
      say("  building the shipped site again so both sites come from the same sources (this build's time is not a budget figure)");
      const afterGenerated = snapshotSources(projectRoot);
      shippedDir = join(workDir, "shipped-again");
      await build("shipped site, rebuilt", join(projectRoot, "pages.json"), shippedDir, null, 300_000);
      results.sourceChanges.rebuiltShipped = true;
      results.sourceChanges.afterRebuild = changedSources(afterGenerated, snapshotSources(projectRoot));
    }

    checkInterrupted();
    const shippedServer = await startServer(projectRoot, bin, shippedDir);
    servers.push(shippedServer);
    say(`Serving the shipped site at ${shippedServer.origin} (pid ${shippedServer.pid})`);
    await warm(shippedServer.origin);
    try {
      await lighthouseRoutes(shippedServer.origin, shippedDir);
    } catch (error) {
      tally.couldNotMeasure("Lighthouse", error);
      say(`Lighthouse: ${tally.unmeasured.at(-1)}`);
    }
    for (const language of languages) {
      const own = results.lighthouse.routes.filter((route) => languageOfPath(route.route, languages).language.code === language.code);
      printLighthouseTable(own, runs, lighthousePackage, { name: languageName(language.code), prefix: language.prefix });
    }
    printDiagnostics(results.lighthouse.routes);
    if (results.lighthouse.ready) {
      try {
        await photoHeroSection();
      } catch (error) {
        tally.couldNotMeasure("the photo hero section", error);
      }
    }

    if (generatedBuilt) {
      try {
        checkInterrupted();
        const generatedServer = await startServer(projectRoot, bin, join(generatedDir, "dist"));
        servers.push(generatedServer);
        say(`Serving the ${destinations.toLocaleString("en")}-destination site at ${generatedServer.origin} (pid ${generatedServer.pid})`);
        results.comparison = await compareBytes(shippedServer, generatedServer, {
          compareRoute,
          destinations,
          lighthouseRoutes: results.lighthouse.routes,
          tally,
        });
        const drift = results.sourceChanges.afterRebuild;
        if (drift.length) {
          say(
            `  WARNING: sources changed again between the builds being compared (${drift.slice(0, 5).join(", ")}): the two sites may differ in code, not only in data`,
          );
        }
      } catch (error) {
        tally.couldNotMeasure(`${destinations.toLocaleString("en")}-destination comparison`, error);
      }
    }
  } catch (error) {
    tally.couldNotMeasure("the site bench", error);
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
  }

  printBuilds(results.builds);
}

// Anything main() did not catch means the bench could not finish measuring.
let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exitCode = exitCode;
