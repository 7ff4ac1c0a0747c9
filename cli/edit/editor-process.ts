// `pages edit` started in a child process, for what drives the editor from outside: the browser
// tests, the benchmark, the guide's screenshots. Resolves once the editor printed the address to
// open (its last line of start-up), with that address and how long it took.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../runtime/server/index.ts";

export interface EditorProcess {
  /** The address `pages edit` printed, token included. */
  url: string;
  /** From the start of the process to the printed address. */
  startMs: number;
  stop: () => void;
}

const printedAddress = /^(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)$/m;

export function startEditorProcess(file: string, { timeoutMs = 120_000 } = {}): Promise<EditorProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(projectRoot, "cli", "bin.mjs"), "edit", file, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  const stop = () => void child.kill("SIGTERM");
  return new Promise((resolve, reject) => {
    let output = "";
    const fail = (why: string) => {
      stop();
      reject(new Error(`${why}:\n${output}`));
    };
    // A start that never prints its address (a broken bundle, a port refused) is a failure, not a wait.
    const timer = setTimeout(() => fail(`pages edit printed no address within ${timeoutMs / 1000} s`), timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const address = printedAddress.exec(output);
      if (!address) return;
      clearTimeout(timer);
      resolve({ url: address[1]!, startMs: performance.now() - started, stop });
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`pages edit stopped (exit ${code}):\n${output}`));
    });
  });
}
