// `pages serve` as a real process for the tests: started on a free port of 127.0.0.1 in a project
// folder (this one, or a copy from copyOfProject), everything it prints kept, stopped with SIGTERM
// by its own PID.
import { spawn, type ChildProcess } from "node:child_process";
import { freshBundle } from "../../cli/bundle-cache.mjs";
import { projectRoot, runCliIn } from "./helpers.ts";

export interface ServeProcess {
  /** http://127.0.0.1:port */
  url: string;
  /** Everything printed so far, stdout and stderr in the order they came. */
  output(): string;
  /** Resolves once the output matches (for a line the server prints when something has happened). */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code; everything printed is in output() by then. */
  stop(): Promise<number | null>;
  child: ChildProcess;
}

/**
 * Starts `pages serve --dir dist` in `project` with these environment variables added (with no
 * dist, `pages serve` alone: the version published from the admin, else the project's dist/). The CLI's
 * bundle is brought up to date first (a `--help`, run only when the bundle is not current: a process
 * start costs about 0.7 s of a core), which the long-running child cannot wait for.
 */
export async function startServe(options: { project?: string; dist?: string; env?: Readonly<Record<string, string>> }): Promise<ServeProcess> {
  const project = options.project ?? projectRoot;
  if (!freshBundle(project)) runCliIn(project, "--help");
  const child = spawn(process.execPath, ["cli/bin.mjs", "serve", "--port", "0", ...(options.dist === undefined ? [] : ["--dir", options.dist])], {
    cwd: project,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));

  const printed = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`pages serve did not print ${String(pattern)} within ${timeoutMs} ms; it printed:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      void exited.then(() => {
        if (!listeners.has(check)) return;
        done();
        reject(new Error(`pages serve ended before printing ${String(pattern)}; it printed:\n${output}`));
      });
      listeners.add(check);
      check();
    });

  await printed(/at (http:\/\/[\d.]+:\d+)\//);
  const url = /at (http:\/\/[\d.]+:\d+)\//.exec(output)![1]!;
  return {
    url,
    output: () => output,
    printed,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    child,
  };
}
