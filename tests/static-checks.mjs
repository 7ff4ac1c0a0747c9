// The checks `npm test` runs before any test: types and code lint in one (`npm run lint:code`: oxlint
// with --type-check reports the type checker's errors too, from the one program its type-aware rules
// build, so the project is not read twice), then formatting. They read the same files and need
// nothing from each other, so they run side by side; each one's output is printed whole once it
// ends, in the order below, and the run fails if any of them fails. The format check keeps what it
// found in node_modules/.cache/prettier/ (outside the repository, gone with npm ci): a file checked
// before is not formatted again while its content, Prettier's version and its options are the same
// (9 CPU-s on the 2-core machine, 2 once the cache is there).
import { spawn } from "node:child_process";

const checks = ["lint:code", "format:check"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** @typedef {{ script: string; code: number; output: string }} Result */

/**
 * @param {string} script
 * @returns {Promise<Result>}
 */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    let output = "";
    child.stdout.on("data", (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    child.stderr.on("data", (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ script, code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const started = performance.now();
const results = await Promise.all(checks.map(run));
for (const { script, code, output } of results) {
  console.log(`> npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
console.log(`Static checks ${failed.length ? `failed: ${failed.join(", ")}` : "passed"} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = failed.length ? 1 : 0;
