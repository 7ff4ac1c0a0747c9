// `pages serve` as a process: it stops promptly on SIGTERM, even while a client holds a request open;
// `pages leads backup` copies its database while it stores leads; it says what to do when there is no
// site to serve yet.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../runtime/server/index.ts";
import { projectRoot, runCli, runCliHere } from "./helpers.ts";

let dir: string;
let child: ChildProcess | null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "serve-command-"));
  mkdirSync(join(dir, "dist"));
  writeFileSync(join(dir, "dist", "index.html"), "<p>home</p>");
  writeFileSync(join(dir, "dist", "_headers"), "/*\n  X-Frame-Options: DENY\n");
  child = null;
});
afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts `pages serve` on a free port and resolves with its address once it listens, and what it
 * prints to standard error so far.
 */
async function serve(): Promise<{ url: string; exited: Promise<number | null>; warnings: () => string }> {
  // runCli brings the CLI's bundle up to date first, which the long-running child below cannot wait for.
  runCli("--help");
  const started = spawn(process.execPath, ["cli/bin.mjs", "serve", "--port", "0", "--dir", join(dir, "dist")], {
    cwd: projectRoot,
    env: { ...process.env, PAGES_LEADS_FILE: join(dir, "leads.jsonl"), PAGES_LEADS_RATE_LIMIT: "100000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = started;
  const exited = new Promise<number | null>((resolve) => started.on("exit", (code) => resolve(code)));
  let output = "";
  let warnings = "";
  started.stderr.on("data", (chunk: Buffer) => (warnings += chunk.toString("utf8")));
  const url = await new Promise<string>((resolve, reject) => {
    started.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /at (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (found) resolve(found[1]!);
    });
    void exited.then((code) => reject(new Error(`pages serve ended (${code}) before listening: ${output}`)));
  });
  return { url, exited, warnings: () => warnings };
}

describe("pages serve", () => {
  // The limits are what a 2-core machine running the other test files beside it needs to start a server, not timings.
  it("stops on SIGTERM while a client is still sending a body", { timeout: 60_000 }, async () => {
    const { url, exited } = await serve();
    expect((await fetch(`${url}/`)).headers.get("x-frame-options")).toBe("DENY");

    const { hostname, port } = new URL(url);
    const sender = connect(Number(port), hostname);
    sender.on("error", () => {});
    const closed = new Promise((resolve) => sender.on("close", resolve));
    // Node's server answers "100 Continue" as it hands the request to the app: then it is at the lead
    // endpoint, its body still coming, when the signal is sent.
    let answer = "";
    const handedOver = new Promise<void>((resolve) =>
      sender.on("data", (chunk: Buffer) => {
        answer += chunk.toString("latin1");
        if (answer.includes("100 Continue")) resolve();
      }),
    );
    sender.write("POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\nExpect: 100-continue\r\n\r\n{");
    const drip = setInterval(() => sender.write(" "), 100);
    try {
      await handedOver;
      child!.kill("SIGTERM");
      expect(await exited).toBe(0);
      await closed;
    } finally {
      clearInterval(drip);
      sender.destroy();
    }
  });

  it(
    "is backed up by `pages leads backup` while it stores leads: the copy is whole and holds every lead confirmed before it",
    { timeout: 90_000 },
    async () => {
      const { url, exited } = await serve();
      const confirmed: string[] = [];
      let sending = true;
      const send = async (n: number) => {
        const response = await fetch(`${url}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            form: "contact",
            page: "/contact",
            fields: { name: `Backup ${n}`, email: `b${n}@example.com`, phone: "0501234567", subject: "Quote", inquiry: "quote", message: "Twenty boxes." },
          }),
        });
        if (response.status === 201) confirmed.push(((await response.json()) as { id: string }).id);
      };
      const writers = Array.from({ length: 4 }, async (_, writer) => {
        for (let n = writer; sending; n += 4) await send(n);
      });
      try {
        await expect.poll(() => confirmed.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(40);
        const before = [...confirmed];
        const copy = join(dir, "copy.db");
        const made = await runCliHere("leads", "backup", copy, "--store", join(dir, "leads.jsonl"));
        expect(made.stderr).toBe("");
        expect(made.code).toBe(0);
        // Still storing after the copy.
        const after = confirmed.length;
        await expect.poll(() => confirmed.length, { timeout: 30_000, interval: 10 }).toBeGreaterThan(after + 10);
        const backup = openDatabase(copy);
        const ids = new Set(backup.leads.list().map((lead) => lead.id));
        expect(backup.integrityProblems()).toEqual([]);
        backup.close();
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(ids.size).toBeLessThan(confirmed.length);
      } finally {
        sending = false;
        await Promise.all(writers);
        child!.kill("SIGTERM");
        await exited;
      }
    },
  );

  it("says how to build the site when its folder does not exist yet, and answers not found meanwhile", { timeout: 60_000 }, async () => {
    rmSync(join(dir, "dist"), { recursive: true });
    const { url, exited, warnings } = await serve();
    try {
      // Printed before the address, but on the other stream: read when it has arrived.
      await expect
        .poll(warnings, { timeout: 30_000 })
        .toContain(`${join(dir, "dist")} does not exist yet, so every page of the site answers "not found" (the admin at /admin works)`);
      expect(warnings()).toContain("build the site with `npx pages build`, or start with `npm start`");
      expect(warnings()).not.toContain("security headers");
      expect((await fetch(`${url}/`)).status).toBe(404);
    } finally {
      child!.kill("SIGTERM");
      await exited;
    }
  });
});
