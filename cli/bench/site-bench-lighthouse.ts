// Lighthouse for `npm run bench`: one run through `npx lighthouse@12.8.2` (not a dependency) with
// Debian Chromium and default mobile settings, and the figures and diagnostics taken from its JSON.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromiumFlags } from "../chromium-flags.ts";
import { runCommand } from "./site-bench-processes.ts";

export const lighthouseVersion = "12.8.2";
export const lighthousePackage = `lighthouse@${lighthouseVersion}`;
export const chromeFlags = ["--headless=new", ...chromiumFlags];
/** Lighthouse gives up waiting for the load event after this, well inside the run's time limit. */
export const maxWaitForLoadMs = 30_000;
export const runTimeoutMs = 120_000;

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
  requests: Request[];
  diagnostics: Diagnostics;
}

export type RunResult = { ok: true; ms: number; figures: RunFigures } | { ok: false; ms: number; error: string };

/** Checks once that npx can start Lighthouse (the first call downloads it into the npx cache). */
export async function prepareLighthouse(cwd: string): Promise<{ ok: boolean; ms: number; output: string }> {
  const result = await runCommand("npx", ["--yes", lighthousePackage, "--version"], { cwd, timeoutMs: 600_000 });
  const output = `${result.stdout}${result.stderr}`.trim();
  return { ok: result.code === 0 && result.stdout.includes(lighthouseVersion), ms: result.ms, output };
}

// Lighthouse's result object, read defensively: a missing field becomes an error or an empty list.
type Json = Record<string, any>;

function tableItems(audit: Json | undefined): Json[] {
  const details = audit?.details;
  if (!details) return [];
  if (Array.isArray(details.items) && details.type !== "list") return details.items as Json[];
  if (details.type === "list" && Array.isArray(details.items)) return details.items.flatMap((item: Json) => tableItems({ details: item }));
  return [];
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
  const value = lhr.categories?.[id]?.score;
  if (typeof value !== "number") throw new Error(`no ${id} score`);
  return Math.round(value * 100);
}

function numeric(lhr: Json, id: string): number {
  const value = lhr.audits?.[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`no value for ${id}`);
  return value;
}

function diagnosticsOf(lhr: Json, requests: Request[]): Diagnostics {
  const audits: Json = lhr.audits ?? {};
  const lcpDetails = audits["largest-contentful-paint-element"]?.details;
  const lcpTables: Json[] = lcpDetails?.type === "list" ? lcpDetails.items : lcpDetails ? [lcpDetails] : [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const lcpPhases = (lcpTables[1]?.items ?? []).map((item: Json) => ({ phase: String(item.phase), ms: Math.round(Number(item.timing)) }));
  const renderBlocking = new Map<string, { url: string; transferSize?: number; wastedMs?: number }>();
  for (const id of ["render-blocking-resources", "render-blocking-insight"]) {
    for (const item of tableItems(audits[id])) {
      if (typeof item.url !== "string") continue;
      const url = shortUrl(item.url);
      renderBlocking.set(url, {
        url,
        transferSize: item.totalBytes ?? item.transferSize,
        wastedMs: item.wastedMs === undefined ? undefined : Math.round(item.wastedMs),
      });
    }
  }
  const failedAudits: Diagnostics["failedAudits"] = [];
  for (const category of Object.values(lhr.categories ?? {}) as Json[]) {
    for (const ref of category.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || ref.weight <= 0 || typeof audit.score !== "number" || audit.score >= 1) continue;
      failedAudits.push({ category: category.id, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }
  return {
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet: lcpNode.snippet } : null,
    lcpPhases,
    renderBlocking: [...renderBlocking.values()],
    largestScripts: requests
      .filter((request) => request.resourceType === "Script")
      .sort((a, b) => b.transferSize - a.transferSize)
      .slice(0, 5),
    unusedJavascript: tableItems(audits["unused-javascript"])
      .filter((item) => typeof item.url === "string")
      .map((item) => ({ url: shortUrl(item.url), totalBytes: Number(item.totalBytes), wastedBytes: Number(item.wastedBytes) }))
      .slice(0, 5),
    scriptBootup: tableItems(audits["bootup-time"])
      .map((item) => ({ url: shortUrl(String(item.url)), totalMs: Math.round(Number(item.total)), scriptingMs: Math.round(Number(item.scripting)) }))
      .slice(0, 5),
    mainThread: tableItems(audits["mainthread-work-breakdown"])
      .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: Math.round(Number(item.duration)) }))
      .slice(0, 6),
    longTasks: tableItems(audits["long-tasks"])
      .map((item) => ({ url: shortUrl(String(item.url)), startMs: Math.round(Number(item.startTime)), durationMs: Math.round(Number(item.duration)) }))
      .slice(0, 5),
    failedAudits,
    runWarnings: (lhr.runWarnings ?? []).map(String),
  };
}

export function figuresOf(lhr: Json): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const requests: Request[] = tableItems(lhr.audits?.["network-requests"]).map((item) => ({
    url: shortUrl(String(item.url)),
    resourceType: String(item.resourceType ?? "Other"),
    transferSize: Number(item.transferSize ?? 0),
    resourceSize: Number(item.resourceSize ?? 0),
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
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? Number.NaN),
    transferBytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
    scriptTransferBytes: requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + request.transferSize, 0),
    scriptGzipBytes: Number.NaN,
    requests,
    diagnostics: diagnosticsOf(lhr, requests),
  };
}

/**
 * One Lighthouse run on url. workDir is this benchmark's own temporary folder: the report goes
 * there, and Chromium's profile too (TMPDIR), so a Chromium left by a killed run can be found by it.
 */
export async function runLighthouse(url: string, workDir: string, name: string, cwd: string, keepReportAs?: string): Promise<RunResult> {
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
    env: { ...process.env, CHROME_PATH: chromePath(), TMPDIR: runDir },
    timeoutMs: runTimeoutMs,
    marker: runDir,
  });
  try {
    if (result.timedOut) return { ok: false, ms: result.ms, error: `timed out after ${runTimeoutMs / 1000} s` };
    let text: string;
    try {
      text = readFileSync(report, "utf8");
    } catch {
      const said = `${result.stderr}${result.stdout}`.trim().split("\n").slice(-5).join(" | ");
      return { ok: false, ms: result.ms, error: `no report (exit ${result.code ?? result.signal}): ${said}` };
    }
    if (keepReportAs) {
      mkdirSync(dirname(keepReportAs), { recursive: true });
      writeFileSync(keepReportAs, text);
    }
    return { ok: true, ms: result.ms, figures: figuresOf(JSON.parse(text)) };
  } catch (error) {
    return { ok: false, ms: result.ms, error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}
