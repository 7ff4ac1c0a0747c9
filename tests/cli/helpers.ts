// Shared by the CLI tests: run the real `pages` command as a child process, and find line:column
// positions in a file's text independently of the validator.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { format } from "node:util";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freshBundle } from "../../cli/bundle-cache.mjs";
import { distIsStale } from "../../cli/build/freshness.ts";
import { cachedSchemaValidator } from "../../runtime/server/schema-cache.ts";

export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
export const publicDir = join(projectRoot, "public");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnCli(args: readonly string[], env: Readonly<Record<string, string>> = {}, cwd = projectRoot, timeoutMs = 60_000, input = ""): CliResult {
  const result = spawnSync(process.execPath, ["cli/bin.mjs", ...args], {
    cwd,
    encoding: "utf8",
    input,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    timeout: timeoutMs,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs `work` while no other test process runs work under the same name: a lock folder, which mkdir
 * creates atomically, shared by the test files that run in parallel. A lock older than the longest
 * the work can take was left behind by a killed run.
 */
function underLock(name: string, work: () => void, longestMs = 60_000): void {
  const lock = join(projectRoot, ".pages-cache", `${name}.tests-lock`);
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + longestMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > longestMs || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * cli/bin.mjs builds its bundle when none matches the sources (cli/bundle-cache.mjs). Many test files
 * run at once, and each would build its own copy of the same bundle: so before each run the tests
 * build a missing one themselves, one process at a time.
 */
function ensureFreshBundle(): void {
  if (freshBundle(projectRoot)) return;
  underLock("cli", () => {
    if (!freshBundle(projectRoot)) spawnCli(["--help"]);
  });
}

/**
 * The project's dist/, built by `pages build` only when it was not built from what the project holds
 * now (the build's own stamp, cli/build/freshness.ts), as `npm start` and the browser tests' server
 * (`pages serve --build-if-stale`) judge it: one build serves them all. For the tests that read or
 * serve a built site; they copy it before adding anything, so it stays what the build wrote.
 */
export function builtSite(): string {
  const out = join(projectRoot, "dist");
  const build = () => {
    if (!distIsStale(projectRoot, out)) return;
    ensureFreshBundle();
    const { code, stdout, stderr } = spawnCli(["build", "pages.json"], {}, projectRoot, 150_000);
    if (code !== 0) throw new Error(`pages build failed (${code}):\n${stdout}${stderr}`);
  };
  underLock("site-build", build, 180_000);
  return out;
}

/** Runs `node cli/bin.mjs ...args` in the project folder. */
export function runCli(...args: string[]): CliResult {
  ensureFreshBundle();
  return spawnCli(args);
}

/**
 * The same command run inside this test process: the bundle `pages` runs, imported once, its
 * `run(argv)` called while what it prints is captured. It saves starting a process (about 0.6 s of a
 * core each, most of it loading code), for the tests that run a command over many files; what only a
 * process shows (the exit code cli/bin.mjs sets, a failure to load, a server) stays with runCli.
 */
export async function runCliHere(...args: string[]): Promise<CliResult> {
  ensureFreshBundle();
  const bundle = freshBundle(projectRoot);
  if (!bundle) throw new Error("the CLI bundle could not be built");
  const { run } = (await import(/* @vite-ignore */ pathToFileURL(bundle).href)) as { run: (argv: readonly string[]) => Promise<number> };
  const printed = { stdout: "", stderr: "" };
  const saved = {
    out: process.stdout.write.bind(process.stdout),
    err: process.stderr.write.bind(process.stderr),
    console: { ...console },
    env: { ...process.env },
  };
  const to = (stream: keyof typeof printed) => (chunk: unknown) => {
    printed[stream] += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
    return true;
  };
  process.stdout.write = to("stdout");
  process.stderr.write = to("stderr");
  const line =
    (stream: keyof typeof printed) =>
    (...values: unknown[]) =>
      (printed[stream] += `${format(...values)}\n`);
  Object.assign(console, { log: line("stdout"), info: line("stdout"), error: line("stderr"), warn: line("stderr") });
  Object.assign(process.env, { NO_COLOR: "1", FORCE_COLOR: "0" });
  try {
    const code = await run([process.execPath, join(projectRoot, "cli/bin.mjs"), ...args]);
    return { code, ...printed };
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    Object.assign(console, saved.console);
    for (const name of ["NO_COLOR", "FORCE_COLOR"]) {
      if (saved.env[name] === undefined) delete process.env[name];
      else process.env[name] = saved.env[name];
    }
  }
}

/** runCli with this text on its standard input (a pipe, not a terminal), as a script would give a password. */
export function runCliWithInput(input: string, ...args: string[]): CliResult {
  ensureFreshBundle();
  return spawnCli(args, {}, projectRoot, 60_000, input);
}

/** runCli, with these environment variables added. */
export function runCliWithEnv(env: Readonly<Record<string, string>>, ...args: string[]): CliResult {
  ensureFreshBundle();
  return spawnCli(args, env);
}

/** The compiled schema's name in the cache (runtime/server/schema-cache.ts). */
const compiledSchema = /^validator-[0-9a-f]{16}\.cjs$/;

/**
 * A copy of what `pages` and `pages build` read (the sources, public/, pages.json, the settings) in a
 * temporary folder, its node_modules a link to this project's: for tests that change the sources or
 * whose builds must see no other test's. Unless `ownCaches` (a copy that starts with no cache, as a
 * new checkout does), it starts with what a command makes by content and keeps under that content's
 * key: the CLI bundle (cli/bundle-cache.mjs) and the compiled schema (runtime/server/schema-cache.ts)
 * as copies, which the copy's first command finds fresh and uses (once its sources change, the next
 * command builds its own, as a user's would), about 0.5 s of a core less per copy; and two caches
 * of what a build makes, through links (.pages-cache/vite/: the bundles, by the sources,
 * cli/build/vite-cache.ts; fonts/: the cut fonts, by the font and the letters,
 * cli/build/language-fonts.ts): the same input makes the same output wherever it is built, and each
 * entry is written whole into a temporary name and renamed into place, so a build never reads half
 * of one. That saves each copy's first build about 6 s of a core.
 */
export function copyOfProject(options: { ownCaches?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "pages-project-"));
  const parts = [
    "cli",
    "runtime",
    "schema",
    "blocks",
    "public",
    "pages.json",
    "index.html",
    "vite.config.ts",
    "package.json",
    "package-lock.json",
    "tsconfig.json",
  ];
  for (const part of parts) cpSync(join(projectRoot, part), join(dir, part), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"));
  if (!options.ownCaches) {
    const cache = join(projectRoot, ".pages-cache");
    mkdirSync(join(dir, ".pages-cache"));
    ensureFreshBundle();
    cachedSchemaValidator();
    const bundle = freshBundle(projectRoot);
    if (bundle) cpSync(dirname(bundle), join(dir, ".pages-cache", basename(dirname(bundle))), { recursive: true });
    for (const name of readdirSync(cache).filter((name) => compiledSchema.test(name))) cpSync(join(cache, name), join(dir, ".pages-cache", name));
    for (const name of ["vite", "fonts"]) {
      const shared = join(cache, name);
      mkdirSync(shared, { recursive: true });
      symlinkSync(shared, join(dir, ".pages-cache", name));
    }
  }
  return dir;
}

/** Runs `node cli/bin.mjs ...args` in such a copy. */
export function runCliIn(project: string, ...args: string[]): CliResult {
  return spawnCli(args, {}, project);
}

/** 1-based line and column of an offset in text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

/** The offset of needle in text, searching from the end of `after` when given; throws when absent. */
export function offsetOf(text: string, needle: string, after?: string): number {
  const from = after === undefined ? 0 : text.indexOf(after);
  if (from < 0) throw new Error(`${JSON.stringify(after)} is not in the text`);
  const at = text.indexOf(needle, after === undefined ? 0 : from + after.length);
  if (at < 0) throw new Error(`${JSON.stringify(needle)} is not in the text${after === undefined ? "" : ` after ${JSON.stringify(after)}`}`);
  return at;
}

/** Where the value of "key": value starts, for the first such key after `after`. */
export function valuePosition(text: string, keyAndValue: string, after?: string): { line: number; column: number } {
  const at = offsetOf(text, keyAndValue, after);
  const colon = text.indexOf(":", at);
  let value = colon + 1;
  while (text[value] === " ") value++;
  return positionAt(text, value);
}

/**
 * Output that gives away a crash: a stack frame ("    at run (file:///.../cli.mjs:12:5)", which always
 * ends in line:column, unlike the "    at /pages/2/blocks/0" pointer lines) or an error's class name.
 */
export const stackTracePatterns: readonly RegExp[] = [/^\s+at .*:\d+:\d+\)?\s*$/m, /Error:/, /node:internal/];

export function looksLikeCrash(output: string): boolean {
  return stackTracePatterns.some((pattern) => pattern.test(output));
}
