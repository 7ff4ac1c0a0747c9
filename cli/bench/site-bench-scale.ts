// The scale section of `npm run bench`: the shipped site and sites of 1,000 and 10,000 destinations
// (cli/bench/generate-site.ts), with the build's wall-clock time and peak memory (the build
// process's max RSS), the size of dist/ and its bytes per page, the biggest page, and a destination
// page's first-load bytes (HTML, JavaScript, styles and data, gzipped at level 9, read from dist/);
// validate and lint timed on the 10,000-destination file; and the same 10,000 destinations with the
// added cities written in English only. The 10,000-destination sites are built BENCH_SCALE_RUNS
// times each (3), the two in turn, and their median time judged: on a 2-core machine the disk makes
// one build of 40,000 files vary by a third from one run to the next. The figures of the biggest
// site are held to the budgets in budgets.ts (scale, and cli for validate and lint), and the
// English-only build to the same time budget and to within 10% of the translated one. Each build's
// processor time (all its threads) is printed beside its wall-clock time: on a shared machine it
// varies less. The 10,000-destination folders are removed at the end, not between builds: ext4
// avoids reusing an inode freed in the last minutes, so a build right after removing 40,000 files
// spends seconds of system time skipping them (perf: recently_deleted in __ext4_new_inode), which
// no build outside the bench pays.
import { readdirSync, readFileSync, rmSync, statfsSync, statSync } from "node:fs";
import { join } from "node:path";
import { dataPath, htmlPath } from "../build/output-paths.ts";
import { projectRoot } from "../../runtime/server/index.ts";
import type { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { generateSite } from "./generate-site.ts";
import { budgetText, kb, seconds, timeCommand, verdict, type Budget } from "./measure.ts";
import { gzipSize, referencedResources, startFilesOf } from "./site-bench-bytes.ts";
import { runCommand } from "./site-bench-processes.ts";
import { say } from "./site-bench-report.ts";

/** The destination page weighed at every size: one of the shipped cities, which every generated site keeps. */
export const scaleRoute = "/pakistan-cargo-to-lahore";
const bin = join(projectRoot, "cli", "bin.mjs");
const usageHook = join(projectRoot, "cli", "bench", "process-usage.mjs");
const budget = budgets.scale;
/** How many times each 10,000-destination site is built (the two in turn), the median judged. */
const tenThousandRuns = Math.max(1, Number(process.env.BENCH_SCALE_RUNS ?? 3));

export interface FirstLoad {
  /** Each gzipped at level 9. */
  htmlBytes: number;
  scriptBytes: number;
  styleBytes: number;
  /** 0 when the page embeds its data in the HTML (then it is counted in htmlBytes). */
  dataBytes: number;
  dataEmbedded: boolean;
  totalBytes: number;
}

export interface ScaleRow {
  name: string;
  /** Destination entries; null for the shipped file. */
  destinations: number | null;
  /** The added cities are written in English only (shown in English on the other languages' pages). */
  englishOnly: boolean;
  pages: number;
  buildMs: number;
  /** The build process's processor time, user and system, all threads; null when it could not be read. */
  cpuMs: number | null;
  /** The build process's max RSS; null when it could not be read. */
  peakBytes: number | null;
  distBytes: number;
  distFiles: number;
  bytesPerPage: number;
  biggestPage: { path: string; bytes: number };
  firstLoad: FirstLoad;
}

export interface ScaleResults {
  rows: ScaleRow[];
  validateTenThousandMs: number | null;
  lintTenThousandMs: number | null;
}

/** What a first visit to route downloads, read from a built site: the page, what it names, its data unless embedded. */
export function firstLoadFromDist(dist: string, route: string): FirstLoad {
  const html = readFileSync(htmlPath(dist, route));
  const { references } = referencedResources(html.toString("utf8"), new URL(route, "http://site.invalid").href);
  let scriptBytes = 0;
  let styleBytes = 0;
  for (const reference of references) {
    const bytes = gzipSize(readFileSync(join(dist, reference.path.split("?")[0]!)));
    if (reference.kind === "stylesheet" || reference.path.endsWith(".css")) styleBytes += bytes;
    else scriptBytes += bytes;
  }
  const dataEmbedded = html.includes('id="__pages_data"');
  const files = startFilesOf(html.toString("utf8"));
  const dataBytes = dataEmbedded
    ? 0
    : files
      ? gzipSize(readFileSync(join(dist, files.shell))) + gzipSize(readFileSync(join(dist, files.data)))
      : gzipSize(readFileSync(dataPath(dist, route)));
  const htmlBytes = gzipSize(html);
  return { htmlBytes, scriptBytes, styleBytes, dataBytes, dataEmbedded, totalBytes: htmlBytes + scriptBytes + styleBytes + dataBytes };
}

/** The bytes and files under dir, and its biggest HTML page. */
function folderFigures(dir: string): { bytes: number; files: number; biggestPage: { path: string; bytes: number } } {
  let bytes = 0;
  let files = 0;
  let biggestPage = { path: "", bytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const size = statSync(path).size;
    bytes += size;
    files++;
    if (entry.name.endsWith(".html") && size > biggestPage.bytes)
      biggestPage = { path: path.slice(dir.length).replace(/\/?index\.html$/, "") || "/", bytes: size };
  }
  return { bytes, files, biggestPage };
}

interface ScaleSite {
  name: string;
  destinations: number | null;
  englishOnly: boolean;
}

async function measuredBuild({ name, destinations, englishOnly }: ScaleSite, file: string, dist: string, timeoutMs: number): Promise<ScaleRow> {
  const usageFile = `${dist}.usage.json`;
  say(`  building ${name} ...`);
  const result = await runCommand(process.execPath, ["--import", usageHook, bin, "build", file, "--out-dir", dist], {
    cwd: projectRoot,
    env: { ...process.env, BENCH_USAGE_FILE: usageFile },
    timeoutMs,
  });
  if (result.code !== 0 || result.timedOut) {
    throw new Error(
      `${result.timedOut ? `timed out after ${seconds(timeoutMs)}` : `exit ${result.code ?? result.signal}`}: ${`${result.stdout}${result.stderr}`.trim().slice(-1500)}`,
    );
  }
  let usage: { peakBytes: number | null; cpuMs: number | null } = { peakBytes: null, cpuMs: null };
  try {
    const read: unknown = JSON.parse(readFileSync(usageFile, "utf8"));
    const figure = (name: string) => {
      const value = read && typeof read === "object" ? (read as Record<string, unknown>)[name] : undefined;
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    };
    usage = { peakBytes: figure("peakBytes"), cpuMs: figure("cpuMs") };
  } catch {
    // Left null: printed as n/a, and the budget recorded as not measured.
  } finally {
    rmSync(usageFile, { force: true });
  }
  const pages = Number(/Built (\d+) pages/.exec(result.stdout)?.[1] ?? NaN);
  const folder = folderFigures(dist);
  const firstLoad = firstLoadFromDist(dist, scaleRoute);
  return {
    name,
    destinations,
    englishOnly,
    pages,
    buildMs: result.ms,
    ...usage,
    distBytes: folder.bytes,
    distFiles: folder.files,
    bytesPerPage: folder.bytes / pages,
    biggestPage: folder.biggestPage,
    firstLoad,
  };
}

/**
 * dist/ of a site of `destinations` entries, projected from the shipped site and the 1,000-entry one:
 * bytes per page growing with the entries as they grew between the two. Null without both.
 */
function projectedBytes(rows: readonly ScaleRow[], destinations: number): number | null {
  const [shipped, middle] = [rows.find((row) => row.destinations === null), rows.find((row) => row.destinations !== null)];
  if (!shipped || !middle?.destinations) return null;
  const perEntry = Math.max(0, middle.bytesPerPage - shipped.bytesPerPage) / middle.destinations;
  const pages = middle.pages + (destinations - middle.destinations);
  return pages * (middle.bytesPerPage + perEntry * (destinations - middle.destinations));
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const percent = (fraction: number) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A site's builds as one row: the median time and processor time, the highest peak memory, the rest as the first build found them (they do not change from one build to the next). */
export function medianBuild(runs: readonly ScaleRow[]): ScaleRow {
  const peaks = runs.map((run) => run.peakBytes).filter((peak) => peak !== null);
  const cpu = runs.map((run) => run.cpuMs).filter((ms) => ms !== null);
  return {
    ...runs[0]!,
    buildMs: median(runs.map((run) => run.buildMs)),
    cpuMs: cpu.length > 0 ? median(cpu) : null,
    peakBytes: peaks.length > 0 ? Math.max(...peaks) : null,
  };
}

function judged(tally: BenchTally, what: string, value: number | null, limit: Budget, format: (value: number) => string): string {
  if (value === null) {
    tally.couldNotMeasure(what);
    return "n/a";
  }
  return `${format(value)}  budget ${budgetText(limit, format)}  ${verdict(tally.judge(what, value, limit, format))}`;
}

export async function scaleSection(workDir: string, tally: BenchTally, sizes: readonly number[] = [1_000, 10_000]): Promise<ScaleResults> {
  say();
  say(
    `Scale: the shipped site and ${sizes.map((size) => size.toLocaleString("en")).join(" and ")} destinations (10,000 built ${tenThousandRuns} times, in English only too; work folder ${workDir})`,
  );
  const rows: ScaleRow[] = [];
  const results: ScaleResults = { rows, validateTenThousandMs: null, lintTenThousandMs: null };
  const sized = (destinations: number, englishOnly = false): ScaleSite => ({
    name: englishOnly ? `${destinations.toLocaleString("en")} in English only` : `${destinations.toLocaleString("en")} destinations`,
    destinations,
    englishOnly,
  });
  const sites: ScaleSite[] = [
    { name: "shipped", destinations: null, englishOnly: false },
    ...sizes.filter((size) => size !== 10_000).map((size) => sized(size)),
    ...(sizes.includes(10_000) ? Array.from({ length: tenThousandRuns }, () => [sized(10_000), sized(10_000, true)]).flat() : []),
  ];
  /** Each site's builds, in the order the sites first come. */
  const builds = new Map<string, ScaleRow[]>();
  /** Built folders left until the end, so that no build follows a removal (see the top of this file). */
  const kept: string[] = [];
  const freeBytes = () => statfsSync(workDir).bavail * statfsSync(workDir).bsize;
  for (const site of sites) {
    const folder = `${site.destinations ?? "shipped"}${site.englishOnly ? "-english" : ""}`;
    // Each build into a folder of its own, empty: a first build, as a deploy's clean checkout makes.
    const dist = join(workDir, `scale-${folder}-${(builds.get(site.name)?.length ?? 0) + 1}`);
    try {
      const file =
        site.destinations === null
          ? join(projectRoot, "pages.json")
          : generateSite(site.destinations, join(workDir, `scale-site-${folder}`), { englishOnly: site.englishOnly });
      const projected =
        site.destinations === null
          ? null
          : projectedBytes(
              [...builds.values()].map((runs) => runs[0]!),
              site.destinations,
            );
      const free = freeBytes();
      // A site whose pages grow with the number of entries would fill the disk long before its build ended.
      if (projected !== null && projected > free / 2)
        throw new Error(`its dist/ would take about ${gb(projected)} (pages growing with the number of entries), and ${gb(free)} is free: not built`);
      const row = await measuredBuild(site, file, dist, site.destinations !== null && site.destinations >= 10_000 ? 900_000 : 300_000);
      builds.set(site.name, [...(builds.get(site.name) ?? []), row]);
      if (site.destinations === 10_000 && !site.englishOnly && results.validateTenThousandMs === null) {
        say("  timing validate and lint on the 10,000-destination file ...");
        results.validateTenThousandMs = timeCommand([bin, "validate", file], { cwd: projectRoot, runs: 3 });
        results.lintTenThousandMs = timeCommand([bin, "lint", file, "--format", "json"], { cwd: projectRoot, runs: 3, okCodes: [0, 1] });
      }
    } catch (error) {
      tally.couldNotMeasure(`the ${site.name} build`, error);
      say(`  ${site.name}: could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // Kept while the disk has room for three more of it; the small sites' builds are few and fast to remove.
      const size = builds.get(site.name)?.at(-1)?.distBytes;
      if (site.destinations === 10_000 && size !== undefined && freeBytes() > 4 * size) kept.push(dist);
      else rmSync(dist, { recursive: true, force: true });
    }
  }
  for (const dist of kept) rmSync(dist, { recursive: true, force: true });
  const cpuSeconds = (run: ScaleRow) => (run.cpuMs === null ? "" : ` (${(run.cpuMs / 1000).toFixed(0)} CPU-s)`);
  for (const [name, runs] of builds) {
    if (runs.length > 1) say(`  ${name}: built in ${runs.map((run) => `${seconds(run.buildMs)}${cpuSeconds(run)}`).join(", ")}`);
    rows.push(medianBuild(runs));
  }
  printScale(rows);
  const shipped = rows.find((row) => row.destinations === null);
  const biggest = rows.find((row) => row.destinations === 10_000 && !row.englishOnly);
  const englishOnly = rows.find((row) => row.destinations === 10_000 && row.englishOnly);
  if (!sizes.includes(10_000)) return results;
  const growth = (of: (row: ScaleRow) => number) => (shipped && biggest ? of(biggest) / of(shipped) - 1 : null);
  say("  at 10,000 destinations:");
  say(`    build time                  ${judged(tally, "build time, 10,000 destinations", biggest?.buildMs ?? null, budget.buildTenThousandMs, seconds)}`);
  say(
    `    build time, in English only ${judged(tally, "build time, 10,000 destinations in English only", englishOnly?.buildMs ?? null, budget.buildTenThousandMs, seconds)}`,
  );
  say(
    `    English only over translated ${judged(
      tally,
      "build time of 10,000 destinations in English only, over the same translated",
      biggest && englishOnly ? englishOnly.buildMs / biggest.buildMs - 1 : null,
      budget.englishOnlyBuildGrowth,
      percent,
    )}`,
  );
  say(
    `    build peak memory (max RSS) ${judged(tally, "build peak memory, 10,000 destinations", biggest?.peakBytes ?? null, budget.buildTenThousandPeakBytes, gb)}`,
  );
  say(
    `    dist/ bytes per page        ${judged(
      tally,
      "dist/ bytes per page at 10,000 destinations, over the shipped site's",
      growth((row) => row.bytesPerPage),
      budget.distBytesPerPageGrowth,
      percent,
    )}`,
  );
  say(
    `    ${scaleRoute} first load ${judged(
      tally,
      `${scaleRoute} first load at 10,000 destinations, over the shipped site's`,
      growth((row) => row.firstLoad.totalBytes),
      budget.firstLoadGrowth,
      percent,
    )}`,
  );
  say(
    `    validate (process start included) ${judged(tally, "validate, 10,000 destinations", results.validateTenThousandMs, budgets.cli.validateTenThousandMs, (ms) => `${ms.toFixed(0)} ms`)}`,
  );
  say(
    `    lint (process start included)     ${judged(tally, "lint, 10,000 destinations", results.lintTenThousandMs, budgets.cli.lintTenThousandMs, (ms) => `${ms.toFixed(0)} ms`)}`,
  );
  return results;
}

function printScale(rows: readonly ScaleRow[]): void {
  if (!rows.length) return;
  const shipped = rows.find((row) => row.destinations === null);
  const columns = ["site", "pages", "build", "CPU", "peak RSS", "dist/", "per page", "biggest page", "first load gz", "HTML", "JS", "CSS", "data"];
  const widths = [22, 7, 7, 8, 9, 9, 16, 26, 16, 8, 8, 7, 8];
  const line = (cells: string[]) =>
    say(`  ${cells.map((cell, index) => (index === 0 || index === 7 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(" ")}`);
  say(`  ${scaleRoute}'s first load: HTML, the scripts and styles it names or starts, its data unless embedded; gzip level 9; 1 KB = 1024 B`);
  line(columns);
  for (const row of rows) {
    const vsShipped = (value: number, base: number) => (shipped && row !== shipped ? ` ${percent(value / base - 1)}` : "");
    line([
      row.name,
      row.pages.toLocaleString("en"),
      seconds(row.buildMs),
      row.cpuMs === null ? "n/a" : `${(row.cpuMs / 1000).toFixed(0)} s`,
      row.peakBytes === null ? "n/a" : mb(row.peakBytes),
      mb(row.distBytes),
      kb(row.bytesPerPage) + vsShipped(row.bytesPerPage, shipped?.bytesPerPage ?? 1),
      `${row.biggestPage.path.slice(-14)} ${kb(row.biggestPage.bytes)}`,
      kb(row.firstLoad.totalBytes) + vsShipped(row.firstLoad.totalBytes, shipped?.firstLoad.totalBytes ?? 1),
      kb(row.firstLoad.htmlBytes),
      kb(row.firstLoad.scriptBytes),
      kb(row.firstLoad.styleBytes),
      row.firstLoad.dataEmbedded ? "in HTML" : kb(row.firstLoad.dataBytes),
    ]);
  }
}
