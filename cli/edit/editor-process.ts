// `pages edit` started in a child process, for what drives the editor from outside: the browser
// tests, the benchmark, the guide's screenshots. Resolves once the editor printed the address to
// open (its last line of start-up), with that address and how long it took. Each printed address
// opens the editor once; after it is used the editor prints a new one, which nextUrl gives.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../runtime/server/index.ts";

export interface EditorProcess {
  /** The first address `pages edit` printed, its one-time code included. */
  url: string;
  /** The next address printed and not handed out yet, once the editor has printed it (after the last one was used). */
  nextUrl: () => Promise<string>;
  /** From the start of the process to the printed address. */
  startMs: number;
  /** Everything the editor printed so far, both streams. */
  output: () => string;
  stop: () => void;
}

/** An address with a one-time code, as `pages edit` prints it on a line of its own (a whole line: output comes in chunks). */
export const printedAddressLine = /^(https?:\/\/[^\s/]+\/#code=[\w-]+)\r?\n/gm;

export interface EditorProcessOptions {
  timeoutMs?: number;
  /** More arguments for `pages edit` (`--public-url ...`). */
  args?: readonly string[];
}

export function startEditorProcess(file: string, { timeoutMs = 120_000, args = [] }: EditorProcessOptions = {}): Promise<EditorProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(projectRoot, "cli", "bin.mjs"), "edit", file, "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const stop = () => void child.kill("SIGTERM");
  let output = "";
  let handedOut = 0;
  const addresses = () => [...output.matchAll(printedAddressLine)].map((match) => match[1]!);
  const nextUrl = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => (done(), reject(new Error(`pages edit printed no new address within ${timeoutMs / 1000} s:\n${output}`))), timeoutMs);
      const look = () => {
        const address = addresses()[handedOut];
        if (address === undefined) return;
        handedOut++;
        done();
        resolve(address);
      };
      const done = () => {
        clearTimeout(timer);
        child.stdout.off("data", look);
      };
      child.stdout.on("data", look);
      look();
    });
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      stop();
      reject(new Error(`${why}:\n${output}`));
    };
    // A start that never prints its address (a broken bundle, a port refused) is a failure, not a wait.
    const timer = setTimeout(() => fail(`pages edit printed no address within ${timeoutMs / 1000} s`), timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (handedOut > 0 || addresses().length === 0) return;
      clearTimeout(timer);
      handedOut = 1;
      resolve({ url: addresses()[0]!, nextUrl, startMs: performance.now() - started, output: () => output, stop });
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`pages edit stopped (exit ${code}):\n${output}`));
    });
  });
}
