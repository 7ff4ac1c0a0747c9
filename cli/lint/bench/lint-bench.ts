// Times `pages lint` as an editor runs it, process start included: the shipped pages.json (budget
// 500 ms) and a generated site with 10,000 destinations (budget 5 s). Run it alone with
// `npx tsx cli/lint/bench/lint-bench.ts`; lintBenchmarks() is there for `npm run bench:cli`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateSite } from "../../bench/generate-site.ts";
import { projectRoot } from "../../project-root.ts";

export interface LintBenchmark {
  name: string;
  /** The median of the runs, in milliseconds. */
  ms: number;
  budgetMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timeLint(file: string, runs: number): number {
  const args = [join(projectRoot, "cli", "bin.mjs"), "lint", file, "--format", "json"];
  spawnSync(process.execPath, args, { cwd: projectRoot }); // warm the bundle and validator caches
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: projectRoot, maxBuffer: 1 << 30 });
    samples.push(performance.now() - start);
    // 1 is the expected answer: the shipped content holds the spec's inconsistencies.
    if (result.status !== 0 && result.status !== 1) throw new Error(`pages lint ${file} exited ${result.status}: ${result.stderr.toString()}`);
  }
  return median(samples);
}

export function lintBenchmarks(runs = Number(process.env.BENCH_RUNS ?? 5)): LintBenchmark[] {
  const dir = mkdtempSync(join(tmpdir(), "pages-lint-bench-"));
  try {
    return [
      { name: "pages lint, shipped pages.json", ms: timeLint(join(projectRoot, "pages.json"), runs), budgetMs: 500 },
      { name: "pages lint, 10,000 destinations", ms: timeLint(generateSite(10_000, dir), runs), budgetMs: 5_000 },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = lintBenchmarks();
  for (const { name, ms, budgetMs } of results) {
    console.log(`${name.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  (budget ${budgetMs} ms: ${ms <= budgetMs ? "ok" : "OVER"})`);
  }
  if (results.some((result) => result.ms > result.budgetMs)) process.exitCode = 1;
}
