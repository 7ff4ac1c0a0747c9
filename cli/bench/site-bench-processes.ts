// Child processes for `npm run bench`: commands run with a time limit, and the static server
// started by its own PID and stopped by that PID.
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface CommandResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
}

/** Children still running, and whether each leads its own process group. */
const children = new Map<ChildProcess, { group: boolean }>();

/** Kills a child we started by its PID, with its process group when it leads one. */
function killChild(child: ChildProcess, signal: NodeJS.Signals, group: boolean): void {
  if (child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, signal);
    else if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, signal);
  } catch {
    // already gone
  }
}

let stopping = false;

/** True once killAllChildren ran: whatever runs next should give up. */
export function isStopping(): boolean {
  return stopping;
}

/** Stops every child still running and refuses to start new ones: on exit, on Ctrl+C, after errors. */
export function killAllChildren(): void {
  stopping = true;
  for (const [child, { group }] of children) killChild(child, "SIGKILL", group);
  children.clear();
}

/**
 * Kills the processes whose command line holds marker, a temporary path only this run uses: the
 * Chromium that chrome-launcher starts in a process group of its own, when Lighthouse is killed.
 */
export function killByCommandLine(marker: string): number {
  let killed = 0;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) {
        process.kill(Number(entry), "SIGKILL");
        killed++;
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return killed;
}

function tail(text: string, max = 4000): string {
  return text.length > max ? `...${text.slice(-max)}` : text;
}

/**
 * Runs a command to its end or until timeoutMs, then kills it and everything it started (it runs
 * in its own process group, so Chromium under Lighthouse goes too).
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number; marker?: string },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    if (stopping) {
      resolve({ code: null, signal: null, timedOut: false, ms: 0, stdout: "", stderr: "stopping: not started" });
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    children.set(child, { group: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout?.on("data", (chunk: Buffer) => (stdout = tail(stdout + chunk.toString())));
    child.stderr?.on("data", (chunk: Buffer) => (stderr = tail(stderr + chunk.toString())));
    const timer = setTimeout(() => {
      timedOut = true;
      killChild(child, "SIGTERM", true);
      setTimeout(() => killChild(child, "SIGKILL", true), 3_000).unref();
    }, options.timeoutMs);
    const finish = async (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      // Anything the command left behind in its group, or a Chromium in a group of its own that
      // outlived a killed Lighthouse: repeated until none is left (a zygote may still be forking).
      killChild(child, "SIGKILL", true);
      if (options.marker) {
        for (let round = 0; round < 10 && killByCommandLine(options.marker) > 0; round++) await new Promise((done) => setTimeout(done, 200));
      }
      children.delete(child);
      resolve({ code, signal, timedOut, ms, stdout, stderr });
    };
    child.once("error", (error) => {
      stderr += String(error);
      void finish(null, null);
    });
    child.once("close", (code, signal) => void finish(code, signal));
  });
}

/** A port nobody listens on at the moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/", method: "HEAD", timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode !== undefined);
    });
    req.once("timeout", () => req.destroy());
    req.once("error", () => resolve(false));
    req.end();
  });
}

export interface RunningServer {
  port: number;
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** `pages serve --port P --dir D`, started directly with node so the PID we hold is the server's. */
export async function startServer(projectRoot: string, bin: string, dir: string, attempts = 3): Promise<RunningServer> {
  let lastError = "";
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (stopping) throw new Error("stopping: server not started");
    const port = await freePort();
    const child = spawn(process.execPath, [bin, "serve", "--port", String(port), "--dir", dir], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.set(child, { group: false });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output = tail(output + chunk.toString(), 2000)));
    child.stderr?.on("data", (chunk: Buffer) => (output = tail(output + chunk.toString(), 2000)));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
      if (await answers(port)) {
        const exited = new Promise<void>((done) => child.once("close", () => done()));
        return {
          port,
          origin: `http://127.0.0.1:${port}`,
          pid: child.pid!,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) {
              child.kill("SIGTERM");
              const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
              await exited;
              clearTimeout(timer);
            }
            children.delete(child);
          },
        };
      }
      await new Promise((done) => setTimeout(done, 150));
    }
    child.kill("SIGKILL");
    children.delete(child);
    lastError = `server on port ${port} did not answer (exit ${child.exitCode ?? child.signalCode ?? "none"}): ${output.trim()}`;
  }
  throw new Error(lastError);
}
