// What `npm run bench` reports (site-bench.ts measures): the Lighthouse figures with their
// budgets, the per-route diagnostics for a missed budget, and the build times.
import type { RunFigures } from "./site-bench-lighthouse.ts";

export const KB = 1024;

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
  | "benchmarkIndex";

export interface Metric {
  key: MetricKey;
  label: string;
  budget: { op: ">=" | "<="; value: number } | null;
  format(value: number): string;
  budgetText: string;
}

export const metrics: Metric[] = [
  { key: "performance", label: "performance", budget: { op: ">=", value: 99 }, format: String, budgetText: ">= 99" },
  { key: "accessibility", label: "accessibility", budget: { op: ">=", value: 100 }, format: String, budgetText: "100" },
  { key: "bestPractices", label: "best practices", budget: { op: ">=", value: 100 }, format: String, budgetText: "100" },
  { key: "seo", label: "SEO", budget: { op: ">=", value: 100 }, format: String, budgetText: "100" },
  { key: "fcpMs", label: "FCP ms", budget: null, format: (v) => v.toFixed(0), budgetText: "-" },
  { key: "lcpMs", label: "LCP ms", budget: { op: "<=", value: 1_200 }, format: (v) => v.toFixed(0), budgetText: "<= 1200" },
  { key: "tbtMs", label: "TBT ms", budget: { op: "<=", value: 50 }, format: (v) => v.toFixed(0), budgetText: "<= 50" },
  { key: "cls", label: "CLS", budget: { op: "<=", value: 0.01 }, format: (v) => v.toFixed(3), budgetText: "<= 0.01" },
  { key: "transferBytes", label: "first load KB", budget: null, format: (v) => (v / KB).toFixed(1), budgetText: "-" },
  { key: "scriptTransferBytes", label: "  of it JS KB", budget: null, format: (v) => (v / KB).toFixed(1), budgetText: "-" },
  // The budget is for gzip: the same scripts gzipped at level 9 (the server sends brotli, smaller).
  { key: "scriptGzipBytes", label: "  JS gzip KB", budget: { op: "<=", value: 100 * KB }, format: (v) => (v / KB).toFixed(1), budgetText: "<= 100" },
  // Not a budget: Lighthouse's CPU benchmark of this machine during the runs, lower = busier.
  { key: "benchmarkIndex", label: "CPU benchmark", budget: null, format: (v) => v.toFixed(0), budgetText: "-" },
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function within(budget: Metric["budget"], value: number): boolean | null {
  if (!budget) return null;
  return budget.op === ">=" ? value >= budget.value : value <= budget.value;
}

export function verdict(ok: boolean | null): string {
  return ok === null ? "" : ok ? "ok" : "OVER";
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function columnLabel(route: string): string {
  const last = route === "/" ? "/" : route.split("/").filter(Boolean).pop()!;
  return last.length > 12 ? `…${last.slice(-11)}` : last;
}

export function say(line = ""): void {
  process.stdout.write(`${line}\n`);
}

export interface RouteResult {
  route: string;
  runs: ({ run: number; ms: number; loadAverage: number } & ({ ok: true; figures: Omit<RunFigures, "requests" | "diagnostics"> } | { ok: false; error: string }))[];
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
  budgetMs: number;
  /** False for a rebuild made only so the comparison has matching sources. */
  budgeted: boolean;
  withinBudget: boolean;
  output: string;
}

export function printLighthouseTable(measured: RouteResult[], runs: number, lighthousePackage: string): void {
  if (measured.length === 0) return;
  const first = 15;
  const budgetWidth = 9;
  const width = 14;
  say();
  say(`Lighthouse ${lighthousePackage}, mobile defaults, medians of ${runs} runs (1 KB = ${KB} B, transfer sizes as sent: brotli; JS also gzipped at level 9)`);
  say(`${"".padEnd(first)}${"budget".padEnd(budgetWidth)}${measured.map((route) => columnLabel(route.route).padStart(width)).join("")}`);
  say(`${"runs".padEnd(first)}${"".padEnd(budgetWidth)}${measured.map((route) => `${route.runs.filter((run) => run.ok).length}/${route.runs.length}`.padStart(width)).join("")}`);
  for (const metric of metrics) {
    const cells = measured.map((route) => {
      const value = route.medians[metric.key];
      if (value === undefined) return "n/a".padStart(width);
      const mark = verdict(within(metric.budget, value));
      return `${metric.format(value)}${mark ? ` ${mark.padEnd(4)}` : "     "}`.padStart(width);
    });
    say(`${metric.label.padEnd(first)}${metric.budgetText.padEnd(budgetWidth)}${cells.join("")}`);
  }
  say(`columns: ${measured.map((route) => `${columnLabel(route.route)} = ${route.route}`).join(", ")}`);
}

export function printDiagnostics(routes: RouteResult[]): void {
  const lines: string[] = [];
  for (const route of routes) {
    const missed = Object.entries(route.budgets).filter(([, budget]) => !budget.ok).map(([key]) => key);
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
    lines.push(`  render-blocking: ${diagnostics.renderBlocking.length ? diagnostics.renderBlocking.map((item) => `${item.url}${item.wastedMs ? ` ~${item.wastedMs} ms` : ""}`).join(", ") : "none"}`);
    lines.push(`  largest scripts: ${diagnostics.largestScripts.map((script) => `${script.url} ${kb(script.transferSize)} (${kb(script.resourceSize)} raw)`).join(", ") || "none"}`);
    if (diagnostics.unusedJavascript.length) {
      lines.push(`  unused JS: ${diagnostics.unusedJavascript.map((item) => `${item.url} ${kb(item.wastedBytes)} of ${kb(item.totalBytes)}`).join(", ")}`);
    }
    if (diagnostics.scriptBootup.length) {
      lines.push(`  script CPU (4x slowdown): ${diagnostics.scriptBootup.map((item) => `${item.url} ${item.totalMs} ms (eval ${item.scriptingMs})`).join(", ")}`);
    }
    if (diagnostics.longTasks.length) {
      lines.push(`  long tasks: ${diagnostics.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} (${task.url})`).join(", ")}`);
    }
    for (const audit of diagnostics.failedAudits.filter((audit) => audit.category !== "performance" || audit.score < 0.9)) {
      lines.push(`  failing audit [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}, score ${audit.score}`);
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
      `  ${label}${entry.ok ? `${(entry.wallMs / 1000).toFixed(1)} s`.padStart(8) : "  failed"}   ${entry.budgeted ? `budget < ${entry.budgetMs / 1000} s  ${entry.ok ? verdict(entry.withinBudget) : ""}` : "(no budget: a rebuild)"}` +
        (entry.reportedMs !== null ? `   (${entry.pages} pages; the CLI says ${(entry.reportedMs / 1000).toFixed(1)} s)` : ""),
    );
  }
}
