// Times `pages lint` as an editor runs it, process start included: the shipped pages.json (budget
// 500 ms) and a generated one with 10,000 destinations (budget 5 s). Run it with
// `npx tsx cli/lint/bench/lint-bench.ts`; cli/bench/cli-bench.ts runs it with the other commands.
import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { projectRoot } from "../../project-root.ts";
import { largePagesText } from "./large-pages.ts";

export interface LintBenchmark {
  name: string;
  /** The fastest of the runs, in milliseconds. */
  milliseconds: number;
  budget: number;
}

function timeLint(file: string, runs: number): number {
  const bin = join(projectRoot, "cli/bin.mjs");
  // The first run may bundle the CLI; it is not what an editor waits for each time.
  spawnSync(process.execPath, [bin, "lint", file, "--format", "json"], { cwd: projectRoot });
  let best = Infinity;
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [bin, "lint", file, "--format", "json"], { cwd: projectRoot, maxBuffer: 1 << 30 });
    best = Math.min(best, performance.now() - start);
    if (result.status !== 0 && result.status !== 1) throw new Error(`pages lint ${file} could not run: ${result.stderr.toString()}`);
  }
  return best;
}

export function lintBenchmarks(runs = 5): LintBenchmark[] {
  const dir = mkdtempSync(join(tmpdir(), "pages-lint-bench-"));
  symlinkSync(join(projectRoot, "public"), join(dir, "public"));
  const large = join(dir, "pages.json");
  writeFileSync(large, largePagesText(10_000));
  return [
    { name: "pages lint (shipped pages.json)", milliseconds: timeLint(join(projectRoot, "pages.json"), runs), budget: 500 },
    { name: "pages lint (10,000 destinations)", milliseconds: timeLint(large, Math.min(runs, 3)), budget: 5000 },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = lintBenchmarks();
  for (const { name, milliseconds, budget } of results) {
    console.log(`${name.padEnd(36)} ${milliseconds.toFixed(0).padStart(5)} ms  (budget ${budget} ms)${milliseconds > budget ? "  OVER BUDGET" : ""}`);
  }
  if (results.some((result) => result.milliseconds > result.budget)) process.exitCode = 1;
}
