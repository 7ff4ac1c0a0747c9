// What `npm run bench` reports (site-bench.ts measures): the Lighthouse figures with their
// budgets, the per-route diagnostics for a missed budget, and the build times.
import { budgets } from "./budgets.ts";
import { budgetText, KB, kb, seconds, verdict, within, type Budget } from "./measure.ts";
import type { RunFigures } from "./site-bench-lighthouse.ts";

export type MetricKey =
  | "performance"
  | "accessibility"
  | "bestPractices"
  | "seo"
  | "fcpMs"
  | "lcpMs"
  | "tbtMs"
  | "cls"
  | "transferBytes"
  | "scriptTransferBytes"
  | "scriptGzipBytes"
  | "fontTransferBytes"
  | "benchmarkIndex";

export interface Metric {
  key: MetricKey;
  label: string;
  /** From budgets.ts; null for a figure shown only to explain the others. */
  budget: Budget | null;
  format: (value: number) => string;
}

const lighthouse = budgets.site.lighthouse;
const whole = (value: number) => value.toFixed(0);
const kilobytes = (value: number) => (value / KB).toFixed(1);

export const metrics: Metric[] = [
  { key: "performance", label: "performance", budget: lighthouse.performance, format: String },
  { key: "accessibility", label: "accessibility", budget: lighthouse.accessibility, format: String },
  { key: "bestPractices", label: "best practices", budget: lighthouse.bestPractices, format: String },
  { key: "seo", label: "SEO", budget: lighthouse.seo, format: String },
  { key: "fcpMs", label: "FCP ms", budget: null, format: whole },
  { key: "lcpMs", label: "LCP ms", budget: lighthouse.lcpMs, format: whole },
  { key: "tbtMs", label: "TBT ms", budget: lighthouse.tbtMs, format: whole },
  { key: "cls", label: "CLS", budget: lighthouse.cls, format: (v) => v.toFixed(3) },
  { key: "transferBytes", label: "first load KB", budget: null, format: kilobytes },
  { key: "scriptTransferBytes", label: "  of it JS KB", budget: null, format: kilobytes },
  // The budget is for gzip: the same scripts gzipped at level 9 (the server sends brotli, smaller).
  { key: "scriptGzipBytes", label: "  JS gzip KB", budget: budgets.site.firstLoadJsGzipBytes, format: kilobytes },
  // The Urdu pages' typeface, counted in the first load and not in its JavaScript; a language without
  // a typeface of its own downloads none (judged apart: budgets.site.fontBytesWithoutOwnFont).
  { key: "fontTransferBytes", label: "  of it font KB", budget: null, format: kilobytes },
  // Not a budget: Lighthouse's CPU benchmark of this machine during the runs, lower = busier.
  { key: "benchmarkIndex", label: "CPU benchmark", budget: null, format: whole },
];

/** The budget column of the table: "-" for a figure without one. */
export function metricBudgetText(metric: Metric): string {
  return metric.budget ? budgetText(metric.budget, metric.format) : "-";
}

/** A route's column heading: its last segment, after the language's prefix ("/ur/faq" -> "faq", "/ur/" -> "/"). */
export function columnOf(route: string, prefix = ""): string {
  const path = prefix && route.startsWith(prefix) ? route.slice(prefix.length) || "/" : route;
  const last = path === "/" ? "/" : path.split("/").filter(Boolean).pop()!;
  return last.length > 12 ? `…${last.slice(-11)}` : last;
}

export function say(line = ""): void {
  process.stdout.write(`${line}\n`);
}

export interface RouteResult {
  route: string;
  runs: ({ run: number; ms: number; loadAverage: number } & (
    { ok: true; figures: Omit<RunFigures, "requests" | "diagnostics"> } | { ok: false; error: string }
  ))[];
  medians: Partial<Record<MetricKey, number>>;
  budgets: Partial<Record<MetricKey, { budget: string; ok: boolean }>>;
  /** Requests and diagnostics of the run whose performance score is the median one. */
  representative: Pick<RunFigures, "requests" | "diagnostics"> | null;
}

export interface BuildResult {
  name: string;
  file: string;
  ok: boolean;
  wallMs: number;
  reportedMs: number | null;
  pages: number | null;
  /** Null for a rebuild made only so the comparison has matching sources. */
  budget: Budget | null;
  /** Null when there is no budget or the build failed. */
  withinBudget: boolean | null;
  output: string;
}

/** The table of one language's routes (prefix "" for the first language, "/ur" for Urdu). */
export function printLighthouseTable(measured: RouteResult[], runs: number, lighthousePackage: string, language: { name: string; prefix: string }): void {
  if (measured.length === 0) return;
  const columnLabel = (route: string) => columnOf(route, language.prefix);
  const first = 15;
  const budgetWidth = 9;
  const width = 14;
  say();
  say(
    `Lighthouse ${lighthousePackage}, ${language.name} pages, mobile defaults, medians of ${runs} runs (1 KB = ${KB} B, transfer sizes as sent: brotli; JS also gzipped at level 9)`,
  );
  say(`${"".padEnd(first)}${"budget".padEnd(budgetWidth)}${measured.map((route) => columnLabel(route.route).padStart(width)).join("")}`);
  say(
    `${"runs".padEnd(first)}${"".padEnd(budgetWidth)}${measured.map((route) => `${route.runs.filter((run) => run.ok).length}/${route.runs.length}`.padStart(width)).join("")}`,
  );
  for (const metric of metrics) {
    const cells = measured.map((route) => {
      const value = route.medians[metric.key];
      if (value === undefined) return "n/a".padStart(width);
      const mark = metric.budget ? verdict(within(metric.budget, value)) : "";
      return `${metric.format(value)}${mark ? ` ${mark.padEnd(4)}` : "     "}`.padStart(width);
    });
    say(`${metric.label.padEnd(first)}${metricBudgetText(metric).padEnd(budgetWidth)}${cells.join("")}`);
  }
  say(`columns: ${measured.map((route) => `${columnLabel(route.route)} = ${route.route}`).join(", ")}`);
}

export function printDiagnostics(routes: RouteResult[]): void {
  const lines: string[] = [];
  for (const route of routes) {
    const missed = Object.entries(route.budgets)
      .filter(([, budget]) => !budget.ok)
      .map(([key]) => key);
    const diagnostics = route.representative?.diagnostics;
    if (!diagnostics) continue;
    const okRuns = route.runs.flatMap((run) => (run.ok ? [run.figures] : []));
    lines.push(`${route.route}${missed.length ? `  (over: ${missed.join(", ")})` : "  (all budgets met)"}`);
    lines.push(
      `  runs: perf ${okRuns.map((f) => f.performance).join("/")}  LCP ${okRuns.map((f) => f.lcpMs.toFixed(0)).join("/")}  TBT ${okRuns.map((f) => f.tbtMs.toFixed(0)).join("/")}  JS KB ${okRuns.map((f) => (f.scriptTransferBytes / KB).toFixed(1)).join("/")}`,
    );
    if (!missed.length) continue;
    if (diagnostics.lcpElement) {
      const phases = diagnostics.lcpPhases.map((phase) => `${phase.phase} ${phase.ms}`).join(", ");
      lines.push(`  LCP element: ${diagnostics.lcpElement.snippet ?? diagnostics.lcpElement.selector}${phases ? `  [${phases} ms]` : ""}`);
    }
    lines.push(
      `  render-blocking: ${diagnostics.renderBlocking.length ? diagnostics.renderBlocking.map((item) => `${item.url}${item.wastedMs ? ` ~${item.wastedMs} ms` : ""}`).join(", ") : "none"}`,
    );
    lines.push(
      `  largest scripts: ${diagnostics.largestScripts.map((script) => `${script.url} ${kb(script.transferSize)} (${kb(script.resourceSize)} raw)`).join(", ") || "none"}`,
    );
    if (diagnostics.unusedJavascript.length) {
      lines.push(`  unused JS: ${diagnostics.unusedJavascript.map((item) => `${item.url} ${kb(item.wastedBytes)} of ${kb(item.totalBytes)}`).join(", ")}`);
    }
    if (diagnostics.scriptBootup.length) {
      lines.push(
        `  script CPU (4x slowdown): ${diagnostics.scriptBootup.map((item) => `${item.url} ${item.totalMs} ms (eval ${item.scriptingMs})`).join(", ")}`,
      );
    }
    if (diagnostics.longTasks.length) {
      lines.push(`  long tasks: ${diagnostics.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} (${task.url})`).join(", ")}`);
    }
    for (const audit of diagnostics.failedAudits.filter((audit) => audit.category !== "performance" || audit.score < 0.9)) {
      lines.push(
        `  failing audit [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}, score ${audit.score}`,
      );
    }
    for (const warning of diagnostics.runWarnings) lines.push(`  warning: ${warning}`);
  }
  if (!lines.length) return;
  say();
  say("Per route: the runs, and for a missed budget what the median run's Lighthouse report shows");
  for (const line of lines) say(line);
}

export function printBuilds(builds: BuildResult[]): void {
  if (!builds.length) return;
  say();
  say("Build time (wall clock of `node cli/bin.mjs build`, process start included)");
  for (const entry of builds) {
    const label = `build time, ${entry.name}`.padEnd(44);
    say(
      `  ${label}${entry.ok ? seconds(entry.wallMs).padStart(8) : "  failed"}   ${entry.budget ? `budget ${budgetText(entry.budget, seconds)}  ${verdict(entry.withinBudget)}` : "(no budget: a rebuild)"}` +
        (entry.reportedMs !== null ? `   (${entry.pages} pages; the CLI says ${(entry.reportedMs / 1000).toFixed(1)} s)` : ""),
    );
  }
}
