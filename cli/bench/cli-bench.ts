// `npm run bench:cli`: how long `pages validate` takes end to end (process start included) on the
// shipped file and on generated sites with 1,000 and 10,000 destinations, beside plain ajv; then
// `pages lint` on the shipped file and on 10,000 destinations.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../project-root.ts";
import { generateSite } from "./generate-site.ts";
import { lintBenchmarks } from "../lint/bench/lint-bench.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const bin = join(projectRoot, "cli", "bin.mjs");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(args: string[]): number {
  const samples: number[] = [];
  spawnSync(process.execPath, args, { cwd: projectRoot }); // warm the bundle and validator caches
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: projectRoot, encoding: "utf8" });
    samples.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}: ${result.stdout}${result.stderr}`);
  }
  return median(samples);
}

const dir = mkdtempSync(join(tmpdir(), "pages-bench-"));
try {
  const files = [
    { name: "shipped", path: join(projectRoot, "pages.json"), budget: 300 },
    { name: "1,000 destinations", path: generateSite(1_000, join(dir, "1k")), budget: null },
    { name: "10,000 destinations", path: generateSite(10_000, join(dir, "10k")), budget: 3_000 },
  ];
  for (const file of files) {
    const validate = time([bin, "validate", file.path]);
    const ajv = time([join(projectRoot, "cli", "bench", "plain-ajv.mjs"), file.path]);
    const ratio = validate / ajv;
    const ratioOk = file.name.startsWith("10,000") ? (ratio <= 1.5 ? "ok" : "OVER 1.5x") : "";
    console.log(
      `${file.name.padEnd(20)} validate ${validate.toFixed(0).padStart(6)} ms${file.budget ? ` (budget ${file.budget} ms: ${validate <= file.budget ? "ok" : "OVER"})` : ""}` +
        `   plain ajv ${ajv.toFixed(0).padStart(6)} ms   ratio ${ratio.toFixed(2)} ${ratioOk}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

for (const result of lintBenchmarks(runs)) {
  console.log(`${result.name.padEnd(34)} ${result.ms.toFixed(0).padStart(6)} ms (budget ${result.budgetMs} ms: ${result.ms <= result.budgetMs ? "ok" : "OVER"})`);
}
