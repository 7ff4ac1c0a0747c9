// `npm run bench:leads`: the lead endpoint of `pages serve` under load, then through a crash.
//
//   1. 2,000 submissions at concurrency 50: every one answered 201 and present in the store;
//      p50 and p99 latency.
//   2. Submissions running, the server killed with SIGKILL mid-way, then restarted: every lead
//      answered 201 before the kill is in the database, the database passes SQLite's integrity
//      check (the write-ahead log recovered), and the restarted server goes on storing.
//
// Each server is `node cli/bin.mjs serve` on 127.0.0.1 and a free port, in its own process (its
// own PID, so the kill hits nothing else), with a database in a fresh temporary folder. All submissions
// come from one address, so the per-minute limit is lifted with PAGES_LEADS_RATE_LIMIT.
//
// Every check is a yes-or-no budget, and p99 has a budget in cli/bench/budgets.ts. The last line
// sums them up; the exit code is 0 when all are met, 1 when one is missed, 2 when the bench could
// not measure (a server that would not start, say).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseFileOf, openDatabase, projectRoot, type Lead } from "../../runtime/server/index.ts";
import { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { budgetText, percentile, verdict } from "./measure.ts";
import { freePort } from "./site-bench-processes.ts";

const TOTAL = Number(process.env.BENCH_LEADS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** The crash test kills the server once this many leads were confirmed... */
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? 500);
/** ...and never sends more than this many in all. */
const CRASH_MAX = 20_000;
const START_TIMEOUT_MS = 90_000;
const bin = join(projectRoot, "cli", "bin.mjs");

interface Server {
  child: ChildProcess;
  port: number;
  output: string[];
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
const tally = new BenchTally();

function check(ok: boolean, what: string): void {
  console.log(`  ${tally.check(what, ok) ? "ok  " : "FAIL"}  ${what}`);
}

async function startServer(dir: string, storeFile: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [bin, "serve", "--host", "127.0.0.1", "--port", String(port), "--dir", join(dir, "dist")], {
    cwd: projectRoot,
    env: { ...process.env, PAGES_LEADS_FILE: storeFile, PAGES_LEADS_RATE_LIMIT: "1000000", PAGES_LEADS_WEBHOOK: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output.join("")}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString("utf8"));
      if (output.join("").includes("Serving ")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started:\n${output.join("")}`));
    });
  });
  await ready;
  return { child, port, output, exited };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
  if ((await Promise.race([server.exited, timeout])) === "timeout") {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

function submission(n: number) {
  return JSON.stringify({
    form: "contact",
    page: "/contact",
    fields: {
      name: `Bench Visitor ${n}`,
      email: `visitor${n}@example.com`,
      phone: "0501234567",
      subject: "Quote request",
      inquiry: "quote",
      message: `Bench lead ${n}: household goods from Dubai to Lahore, about 20 boxes.`,
    },
  });
}

type Outcome = { status: number; id?: string; ms: number } | { status: "error"; ms: number };

async function post(port: number, n: number): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: submission(n),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { status: response.status, id: body.id, ms: performance.now() - started };
  } catch {
    return { status: "error", ms: performance.now() - started };
  }
}

/** Runs `total` posts with `concurrency` in flight; `stop` ends it early. */
async function load(port: number, total: number, concurrency: number, stop: () => boolean = () => false): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (!stop() && next < total) {
      outcomes.push(await post(port, next++));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** What the database holds, read while no server runs. */
function readStore(storeFile: string): { leads: Lead[]; problems: string[] } {
  const database = openDatabase(databaseFileOf(storeFile));
  try {
    return { leads: database.leads.list(), problems: database.integrityProblems() };
  } finally {
    database.close();
  }
}

const confirmedIds = (outcomes: Outcome[]) => outcomes.flatMap((outcome) => (outcome.status === 201 && outcome.id ? [outcome.id] : []));

async function throughput(dir: string): Promise<void> {
  console.log(`\n1. Throughput: ${TOTAL} submissions, concurrency ${CONCURRENCY}`);
  const storeFile = join(dir, "throughput", "leads.jsonl");
  const server = await startServer(dir, storeFile);
  const warmed = confirmedIds(await load(server.port, 20, 5)).length; // warm-up, not counted
  const started = performance.now();
  const outcomes = await load(server.port, TOTAL, CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;
  await stopServer(server);

  const latencies = outcomes.map((outcome) => outcome.ms);
  const ids = confirmedIds(outcomes);
  const stored = readStore(storeFile);
  const storedIds = new Set(stored.leads.map((lead) => lead.id));
  const others = outcomes.filter((outcome) => outcome.status !== 201).map((outcome) => outcome.status);
  const p99 = percentile(latencies, 99);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}   p99 ${ms(p99)}   max ${ms(Math.max(...latencies))}   ` +
      `${(TOTAL / seconds).toFixed(0)} submissions/s (${seconds.toFixed(2)} s)`,
  );
  const p99Budget = budgets.leads.p99Ms;
  console.log(
    `  ${verdict(tally.judge(`p99 latency at concurrency ${CONCURRENCY}`, p99, p99Budget, ms)).padEnd(4)}  p99 ${ms(p99)}, budget ${budgetText(p99Budget, ms)}`,
  );
  check(ids.length === TOTAL, `${ids.length} of ${TOTAL} answered 201${others.length ? ` (others: ${[...new Set(others)].join(", ")})` : ""}`);
  check(stored.leads.length - warmed === TOTAL && ids.every((id) => storedIds.has(id)), `${stored.leads.length - warmed} stored, every confirmed id present`);
  check(
    stored.problems.length === 0,
    `the database passes SQLite's integrity check${stored.problems.length ? ` (${stored.problems.slice(0, 3).join("; ")})` : ""}`,
  );
}

async function crash(dir: string): Promise<void> {
  console.log(`\n2. Crash: submissions at concurrency ${CONCURRENCY}, SIGKILL once ${KILL_AFTER} are confirmed, restart`);
  const storeFile = join(dir, "crash", "leads.jsonl");
  const server = await startServer(dir, storeFile);
  let confirmed = 0;
  let killedAt = 0;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (killedAt === 0 && next < CRASH_MAX) {
      inFlight++;
      const outcome = await post(server.port, next++);
      inFlight--;
      outcomes.push(outcome);
      if (outcome.status === 201 && ++confirmed >= KILL_AFTER && killedAt === 0) {
        killedAt = performance.now();
        inFlightAtKill = inFlight;
        server.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await server.exited;
  const ids = confirmedIds(outcomes);
  const unanswered = outcomes.filter((outcome) => outcome.status === "error").length;
  console.log(`  killed server PID ${server.child.pid} with SIGKILL: ${ids.length} confirmed (201), ${inFlightAtKill} in flight, ${unanswered} got no answer`);

  const restarted = await startServer(dir, storeFile);
  const complaints = restarted.output
    .join("")
    .split("\n")
    .filter((line) => /^(Lead store|The lead endpoint is off)/.test(line));
  console.log(`  restarted as PID ${restarted.child.pid}; it reported: ${complaints.join(" ") || "(nothing)"}`);
  check(complaints.length === 0, "the restarted server opened the database the kill left (SQLite recovers its write-ahead log) and took leads again");
  const after = await load(restarted.port, 10, 5);
  const afterIds = confirmedIds(after);
  check(afterIds.length === 10, `the restarted server confirmed ${afterIds.length} of 10 new submissions`);
  await stopServer(restarted);

  const stored = readStore(storeFile);
  const storedIds = new Set(stored.leads.map((lead) => lead.id));
  const missing = ids.filter((id) => !storedIds.has(id));
  check(
    missing.length === 0,
    `every lead confirmed before the kill is stored: ${ids.length - missing.length} of ${ids.length}${missing.length ? ` (missing ${missing.slice(0, 3).join(", ")}...)` : ""}`,
  );
  check(
    afterIds.every((id) => storedIds.has(id)),
    "every lead confirmed after the restart is stored",
  );
  const unconfirmed = stored.leads.length - ids.length - afterIds.length;
  console.log(
    `  store: ${stored.leads.length} leads (${unconfirmed} written but not confirmed before the kill: sent again by a visitor, they would be duplicates, never losses)`,
  );
  check(
    stored.problems.length === 0,
    `the database passes SQLite's integrity check${stored.problems.length ? ` (${stored.problems.slice(0, 3).join("; ")})` : ""}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), "leads-bench-"));
const cleanUp = () => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
};
process.once("SIGINT", () => {
  cleanUp();
  process.exit(130);
});
try {
  mkdirSync(join(dir, "dist"));
  writeFileSync(join(dir, "dist", "index.html"), "<!doctype html><title>bench</title>");
  console.log(`Lead endpoint bench (node ${process.version}, store in ${dir})`);
  await throughput(dir);
  await crash(dir);
} catch (error) {
  tally.couldNotMeasure("the lead endpoint", error);
} finally {
  cleanUp();
}
console.log();
for (const line of tally.summary("npm run bench:leads")) console.log(line);
process.exitCode = tally.exitCode();
