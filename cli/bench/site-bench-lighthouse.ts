// Lighthouse for `npm run bench`: one run through `npx lighthouse@12.8.2` (not a dependency) with
// Debian Chromium and default mobile settings, and the figures and diagnostics taken from its JSON.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromiumFlags } from "../chromium-flags.ts";
import { runCommand } from "./site-bench-processes.ts";

export const lighthouseVersion = "12.8.2";
export const lighthousePackage = `lighthouse@${lighthouseVersion}`;
export const chromeFlags = ["--headless=new", ...chromiumFlags];
/** Lighthouse gives up waiting for the load event after this, well inside the run's time limit. */
export const maxWaitForLoadMs = 30_000;
export const runTimeoutMs = 120_000;
/**
 * Attempts beyond the runs asked for, for runs that fail: a timeout on a busy machine, or Lighthouse's
 * NO_NAVSTART (its trace missed the page's start), which Chromium 156 gave in 5 of 66 runs
 * and 2 of 66 in two benches here.
 */
export const spareAttempts = 2;

export function chromePath(): string {
  return process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export interface Request {
  url: string;
  resourceType: string;
  transferSize: number;
  resourceSize: number;
}

export interface Diagnostics {
  lcpElement: { selector?: string; snippet?: string } | null;
  lcpPhases: { phase: string; ms: number }[];
  renderBlocking: { url: string; transferSize?: number; wastedMs?: number }[];
  largestScripts: Request[];
  unusedJavascript: { url: string; totalBytes: number; wastedBytes: number }[];
  scriptBootup: { url: string; totalMs: number; scriptingMs: number }[];
  mainThread: { group: string; ms: number }[];
  longTasks: { url: string; startMs: number; durationMs: number }[];
  failedAudits: { category: string; id: string; title: string; score: number; displayValue?: string }[];
  runWarnings: string[];
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  interactiveMs: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (a mid-range phone is ~1000 x 4 slower). */
  benchmarkIndex: number;
  transferBytes: number;
  scriptTransferBytes: number;
  /** Filled in by the bench from the built files: the same scripts gzipped at level 9. */
  scriptGzipBytes: number;
  /** The fonts the page downloaded while Lighthouse watched (the Urdu pages' Nastaliq, fetched once the first page is idle): not JavaScript, so reported apart. */
  fontTransferBytes: number;
  requests: Request[];
  diagnostics: Diagnostics;
}

export type RunResult = { ok: true; ms: number; figures: RunFigures } | { ok: false; ms: number; error: string };

/**
 * Makes Lighthouse ready (the first `npx` downloads it) and says how long that took; throws, with one
 * sentence to act on, when it cannot run: no full Chromium where chromePath() looks (the headless
 * shell the browser tests prefer is not one, and pages drawn by it would not be judged by the same
 * budgets), or npx could not give Lighthouse.
 */
export async function prepareLighthouse(cwd: string): Promise<number> {
  const browser = chromePath();
  if (!existsSync(browser)) {
    throw new Error(
      `Lighthouse needs a full Chromium and there is none at ${browser}: install one (Debian: apt-get install chromium) or set CHROME_PATH to it.`,
    );
  }
  const result = await runCommand("npx", ["--yes", lighthousePackage, "--version"], { cwd, timeoutMs: 600_000 });
  if (result.code !== 0 || !result.stdout.includes(lighthouseVersion)) {
    throw new Error(`npx ${lighthousePackage} --version did not answer: ${`${result.stdout}${result.stderr}`.trim().slice(-1000)}`);
  }
  return result.ms;
}

// Lighthouse's result object, read defensively: a missing field becomes an error or an empty list.
// Only the parts read here are known; everything is narrowed where it is read.
type Json = unknown;

/** The value of a property, or undefined when value is no object or has no such property. */
function at(value: Json, ...keys: (string | number)[]): Json {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const list = (value: Json): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const number = (value: Json): number => (typeof value === "number" ? value : Number.NaN);
const text = (value: Json): string | undefined => (typeof value === "string" ? value : undefined);
/** A table cell in milliseconds, rounded. */
const ms = (item: Json, key: string): number => Math.round(number(at(item, key)));

function tableItems(audit: Json): Json[] {
  const details = at(audit, "details");
  if (!details) return [];
  const items = at(details, "items");
  if (!Array.isArray(items)) return [];
  if (at(details, "type") !== "list") return list(items);
  return list(items).flatMap((item) => tableItems({ details: item }));
}

function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith("http") && parsed.hostname === "127.0.0.1" ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

function score(lhr: Json, id: string): number {
  const value = at(lhr, "categories", id, "score");
  if (typeof value !== "number") throw new Error(`no ${id} score`);
  return Math.round(value * 100);
}

function numeric(lhr: Json, id: string): number {
  const value = at(lhr, "audits", id, "numericValue");
  if (typeof value !== "number") throw new Error(`no value for ${id}`);
  return value;
}

function diagnosticsOf(lhr: Json, requests: Request[]): Diagnostics {
  const audits = at(lhr, "audits");
  const lcpDetails = at(audits, "largest-contentful-paint-element", "details");
  const lcpTables: Json[] = at(lcpDetails, "type") === "list" ? list(at(lcpDetails, "items")) : lcpDetails ? [lcpDetails] : [];
  const lcpNode = at(lcpTables[0], "items", 0, "node");
  const lcpPhases = list(at(lcpTables[1], "items")).map((item) => ({ phase: String(at(item, "phase")), ms: Math.round(Number(at(item, "timing"))) }));
  const renderBlocking = new Map<string, { url: string; transferSize?: number; wastedMs?: number }>();
  for (const id of ["render-blocking-resources", "render-blocking-insight"]) {
    for (const item of tableItems(at(audits, id))) {
      const itemUrl = text(at(item, "url"));
      if (itemUrl === undefined) continue;
      const url = shortUrl(itemUrl);
      const wastedMs = at(item, "wastedMs");
      const size = at(item, "totalBytes") ?? at(item, "transferSize");
      renderBlocking.set(url, {
        url,
        transferSize: typeof size === "number" ? size : undefined,
        wastedMs: typeof wastedMs === "number" ? Math.round(wastedMs) : undefined,
      });
    }
  }
  const failedAudits: Diagnostics["failedAudits"] = [];
  const categories = at(lhr, "categories");
  for (const category of categories && typeof categories === "object" ? Object.values(categories) : []) {
    for (const ref of list(at(category, "auditRefs"))) {
      const id = String(at(ref, "id"));
      const audit = at(audits, id);
      const auditScore = at(audit, "score");
      if (!audit || number(at(ref, "weight")) <= 0 || typeof auditScore !== "number" || auditScore >= 1) continue;
      failedAudits.push({
        category: String(at(category, "id")),
        id,
        title: String(at(audit, "title")),
        score: auditScore,
        displayValue: text(at(audit, "displayValue")),
      });
    }
  }
  return {
    lcpElement: lcpNode ? { selector: String(at(lcpNode, "selector")), snippet: String(at(lcpNode, "snippet")) } : null,
    lcpPhases,
    renderBlocking: [...renderBlocking.values()],
    largestScripts: requests
      .filter((request) => request.resourceType === "Script")
      .sort((a, b) => b.transferSize - a.transferSize)
      .slice(0, 5),
    unusedJavascript: tableItems(at(audits, "unused-javascript"))
      .filter((item) => typeof at(item, "url") === "string")
      .map((item) => ({ url: shortUrl(String(at(item, "url"))), totalBytes: number(at(item, "totalBytes")), wastedBytes: number(at(item, "wastedBytes")) }))
      .slice(0, 5),
    scriptBootup: tableItems(at(audits, "bootup-time"))
      .map((item) => ({ url: shortUrl(String(at(item, "url"))), totalMs: ms(item, "total"), scriptingMs: ms(item, "scripting") }))
      .slice(0, 5),
    mainThread: tableItems(at(audits, "mainthread-work-breakdown"))
      .map((item) => ({ group: String(at(item, "groupLabel") ?? at(item, "group")), ms: ms(item, "duration") }))
      .slice(0, 6),
    longTasks: tableItems(at(audits, "long-tasks"))
      .map((item) => ({ url: shortUrl(String(at(item, "url"))), startMs: ms(item, "startTime"), durationMs: ms(item, "duration") }))
      .slice(0, 5),
    failedAudits,
    runWarnings: list(at(lhr, "runWarnings")).map(String),
  };
}

/** A font file, asked for as a font or fetched into the cache for later pages (fontReadyScript, runtime/foundation/theme/font-faces.ts). */
const isFont = (request: Request) => request.resourceType === "Font" || /\.(?:woff2?|ttf|otf)(?:$|\?)/.test(request.url);

export function figuresOf(lhr: Json): RunFigures {
  const runtimeError = at(lhr, "runtimeError");
  if (runtimeError) throw new Error(`Lighthouse runtime error ${String(at(runtimeError, "code"))}: ${String(at(runtimeError, "message"))}`);
  const requests: Request[] = tableItems(at(lhr, "audits", "network-requests")).map((item) => ({
    url: shortUrl(String(at(item, "url"))),
    resourceType: text(at(item, "resourceType")) ?? "Other",
    transferSize: Number(at(item, "transferSize") ?? 0),
    resourceSize: Number(at(item, "resourceSize") ?? 0),
  }));
  if (requests.length === 0) throw new Error("the network-requests audit lists no requests");
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    speedIndexMs: numeric(lhr, "speed-index"),
    interactiveMs: numeric(lhr, "interactive"),
    benchmarkIndex: number(at(lhr, "environment", "benchmarkIndex")),
    transferBytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
    scriptTransferBytes: requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + request.transferSize, 0),
    scriptGzipBytes: Number.NaN,
    fontTransferBytes: requests.filter(isFont).reduce((sum, request) => sum + request.transferSize, 0),
    requests,
    diagnostics: diagnosticsOf(lhr, requests),
  };
}

/**
 * One Lighthouse run on url. workDir is this benchmark's own temporary folder: the report goes
 * there, and Chromium's profile too (TMPDIR), so a Chromium left by a killed run can be found by it.
 * browserEnv is added to Chromium's environment (the fonts it draws with: phone-fonts.ts).
 */
export async function runLighthouse(
  url: string,
  workDir: string,
  name: string,
  cwd: string,
  options: { keepReportAs?: string; browserEnv?: Readonly<Record<string, string>> } = {},
): Promise<RunResult> {
  const { keepReportAs, browserEnv = {} } = options;
  const runDir = join(workDir, name);
  mkdirSync(runDir, { recursive: true });
  const report = join(runDir, "report.json");
  const args = [
    "--yes",
    lighthousePackage,
    url,
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    `--max-wait-for-load=${maxWaitForLoadMs}`,
    `--chrome-flags=${chromeFlags.join(" ")}`,
  ];
  const result = await runCommand("npx", args, {
    cwd,
    env: { ...process.env, ...browserEnv, CHROME_PATH: chromePath(), TMPDIR: runDir },
    timeoutMs: runTimeoutMs,
    marker: runDir,
  });
  try {
    if (result.timedOut) return { ok: false, ms: result.ms, error: `timed out after ${runTimeoutMs / 1000} s` };
    let text: string;
    try {
      text = readFileSync(report, "utf8");
    } catch {
      // What it said, without the stack frames that follow an error's message.
      const lines = `${result.stderr}${result.stdout}`.trim().split("\n");
      const said = lines
        .filter((line) => !/^\s+at /.test(line))
        .slice(-5)
        .join(" | ");
      return { ok: false, ms: result.ms, error: `no report (exit ${result.code ?? result.signal}): ${said}` };
    }
    if (keepReportAs) {
      mkdirSync(dirname(keepReportAs), { recursive: true });
      writeFileSync(keepReportAs, text);
    }
    return { ok: true, ms: result.ms, figures: figuresOf(JSON.parse(text) as Json) };
  } catch (error) {
    return { ok: false, ms: result.ms, error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}
