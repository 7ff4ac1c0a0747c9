// `npm run bench:cli`: how long `pages validate` and `pages lint` take end to end, process start
// included (as an editor or a build server runs them), on the shipped file and on generated sites
// with 1,000 and 10,000 destinations; validate beside plain ajv with the same schema files; the
// sitemap's dates read from git (cli/build/history-lastmods.ts), on the shipped history and at
// 10,000 destinations with three commits. Every figure with a budget (cli/bench/budgets.ts) is
// printed beside it; the last line sums them up, and the exit code is 0 when all are met, 1 when one is missed, 2 when one could not be measured.
//
// Environment: BENCH_RUNS (timed runs per figure after one warm-up run, 5).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../runtime/server/index.ts";
import { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { generateSite } from "./generate-site.ts";
import { grownRepository, timeHistory, timeShippedHistory, type HistoryTiming } from "./history-bench.ts";
import { budgetText, timeCommand, verdict, type Budget } from "./measure.ts";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const bin = join(projectRoot, "cli", "bin.mjs");
const plainAjv = join(projectRoot, "cli", "bench", "plain-ajv.mjs");
const ms = (value: number) => `${value.toFixed(0)} ms`;
const times = (value: number) => `${value.toFixed(2)}x`;

interface Site {
  name: string;
  file: () => string;
  validate?: Budget;
  /** validate's time over plain ajv's. */
  vsAjv?: Budget;
  /** Lint is timed only where it has a budget. */
  lint?: Budget;
}

const tally = new BenchTally();

function row(what: string, value: number | null, format: (value: number) => string, budget?: Budget): void {
  const shown = value === null ? "n/a" : format(value);
  const judged = budget && value !== null ? `   budget ${budgetText(budget, format)}  ${verdict(tally.judge(what.trim(), value, budget, format))}` : "";
  console.log(`${what.padEnd(44)}${shown.padStart(9)}${judged}`);
}

/** The command's median time, or null (recorded as not measured) when it could not run. */
function timed(what: string, args: string[], okCodes?: readonly number[]): number | null {
  try {
    return timeCommand(args, { cwd: projectRoot, runs, okCodes });
  } catch (error) {
    tally.couldNotMeasure(what, error);
    return null;
  }
}

const dir = mkdtempSync(join(tmpdir(), "pages-bench-"));
const sites: Site[] = [
  { name: "shipped pages.json", file: () => join(projectRoot, "pages.json"), validate: budgets.cli.validateShippedMs, lint: budgets.cli.lintShippedMs },
  { name: "1,000 destinations", file: () => generateSite(1_000, join(dir, "1k")) },
  {
    name: "10,000 destinations",
    file: () => generateSite(10_000, join(dir, "10k")),
    validate: budgets.cli.validateTenThousandMs,
    vsAjv: budgets.cli.validateVsAjvTenThousand,
    lint: budgets.cli.lintTenThousandMs,
  },
];

console.log(`pages validate and pages lint, end to end: medians of ${runs} runs after a warm-up run (node ${process.version})`);
try {
  for (const site of sites) {
    let file: string;
    try {
      file = site.file();
    } catch (error) {
      tally.couldNotMeasure(`writing the ${site.name} site`, error);
      continue;
    }
    const validate = timed(`validate, ${site.name}`, [bin, "validate", file]);
    const ajv = timed(`plain ajv, ${site.name}`, [plainAjv, file]);
    row(`validate, ${site.name}`, validate, ms, site.validate);
    row(`  plain ajv, same file`, ajv, ms);
    row(`  validate / plain ajv, ${site.name}`, validate !== null && ajv !== null ? validate / ajv : null, times, site.vsAjv);
    // Lint answers 1 on the shipped file: it holds the inconsistencies the spec asks it to find.
    if (site.lint) row(`lint, ${site.name}`, timed(`lint, ${site.name}`, [bin, "lint", file, "--format", "json"], [0, 1]), ms, site.lint);
  }
  // The sitemap's dates from git, once each (a run at 10,000 cities takes half a minute).
  const history = async (what: string, timing: () => Promise<HistoryTiming>, budget: Budget) => {
    try {
      const { ms: taken, pages, dated } = await timing();
      row(what, taken, ms, budget);
      console.log(`  ${dated} of ${pages} pages dated`);
    } catch (error) {
      tally.couldNotMeasure(what, error);
    }
  };
  await history("lastmod from git, shipped pages.json", timeShippedHistory, budgets.cli.historyShippedMs);
  await history("lastmod from git, 10,000 destinations", () => timeHistory(grownRepository(10_000, join(dir, "10k-git"))), budgets.cli.historyTenThousandMs);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log();
for (const line of tally.summary("npm run bench:cli")) console.log(line);
process.exitCode = tally.exitCode();
