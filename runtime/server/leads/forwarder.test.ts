import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startForwarder, type Forwarder } from "./forwarder.ts";
import type { Lead } from "./record.ts";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { webhookAddress } from "./webhook-address.ts";

let dir: string;
let database: PagesDatabase;
let hook: Server;
let hookUrl: string;
let received: { body: Lead; key: string | undefined }[];
let answers: number[];
let forwarder: Forwarder | null;
const log: string[] = [];

const lead = (n: number): Lead => ({
  id: `id-${n}`,
  receivedAt: "2025-01-01T09:00:00.000Z",
  form: "contact",
  page: "/contact",
  fields: { name: `Visitor ${n}` },
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "lead-forward-"));
  database = openDatabase(join(dir, "leads.db"));
  received = [];
  answers = [];
  forwarder = null;
  log.length = 0;
  hook = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => {
      const status = answers.shift() ?? 200;
      if (status === 200) received.push({ body: JSON.parse(text) as Lead, key: request.headers["idempotency-key"] as string | undefined });
      response.writeHead(status).end(status === 422 ? "unknown field\u001b[2J\u202e pickupLocation" : "");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});

afterEach(async () => {
  await forwarder?.stop();
  await new Promise((resolve) => hook.close(resolve));
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Stores leads as the endpoint does before it hands them to the forwarder. */
function store(...leads: Lead[]) {
  database.leads.insert(leads);
}

const start = () =>
  startForwarder({ webhook: webhookAddress(hookUrl, "the test's webhook"), database, firstRetryMs: 10, maxRetryMs: 40, log: (message) => log.push(message) });

describe("the webhook forwarder", () => {
  it("posts each lead as JSON with its id as the idempotency key, and remembers what it forwarded", async () => {
    forwarder = start();
    for (const item of [lead(1), lead(2)]) {
      store(item);
      forwarder.enqueue(item);
    }
    await forwarder.idle();
    expect(received).toEqual([
      { body: lead(1), key: "id-1" },
      { body: lead(2), key: "id-2" },
    ]);
    expect(database.leads.toForward()).toEqual([]);
  });

  it("tries a failed post again with a pause that doubles, up to the ceiling, until it succeeds", async () => {
    answers = [500, 503, 408, 429, 502];
    forwarder = start();
    store(lead(1));
    forwarder.enqueue(lead(1));
    await forwarder.idle();
    expect(received).toEqual([{ body: lead(1), key: "id-1" }]);
    expect(log.map((line) => line.match(/\((status \d+)\); trying again in (\d+ ms)/)?.slice(1))).toEqual([
      ["status 500", "10 ms"],
      ["status 503", "20 ms"],
      ["status 408", "40 ms"],
      ["status 429", "40 ms"],
      ["status 502", "40 ms"],
    ]);
  });

  it("keeps trying while the webhook cannot be reached", async () => {
    // A port that was free a moment ago: nothing listens there.
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, "127.0.0.1", resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    const unreachable = startForwarder({
      webhook: webhookAddress(`http://127.0.0.1:${port}/hook`, "the test's webhook"),
      database,
      firstRetryMs: 5,
      maxRetryMs: 10,
      log: (message) => log.push(message),
    });
    store(lead(1));
    unreachable.enqueue(lead(1));
    await vi.waitFor(() => expect(log.filter((line) => line.includes("the connection was refused")).length).toBeGreaterThan(2), { interval: 5 });
    expect(unreachable.pending).toBe(1);
    await unreachable.stop();
  });

  it("on start-up, forwards the stored leads a previous run did not", async () => {
    store(lead(1), lead(2), lead(3));
    answers = [200, 500];
    forwarder = start();
    await forwarder.idle();
    expect(received.map((item) => item.body.id)).toEqual(["id-1", "id-2", "id-3"]);
    await forwarder.stop();

    store(lead(4));
    received = [];
    forwarder = start();
    await forwarder.idle();
    expect(received.map((item) => item.body.id)).toEqual(["id-4"]);
    expect(log.some((line) => line.includes("1 stored lead(s) not yet forwarded"))).toBe(true);
  });

  it("sets aside a lead the webhook refuses for good (a 4xx but 408 and 429), reports it, and goes on with the next", async () => {
    store(lead(1), lead(2), lead(3));
    answers = [200, 422, 200];
    forwarder = start();
    await forwarder.idle();
    expect(received.map((item) => item.body.id)).toEqual(["id-1", "id-3"]);
    const report = log.find((line) => line.includes("id-2"));
    expect(report).toContain("refused lead id-2 of form contact (status 422");
    expect(report).toContain("unknown field");
    // The webhook's answer reaches the terminal without its escape codes.
    expect(report).toContain("unknown field[2J pickupLocation");
    const refusals = database.leads.refusals();
    expect([...refusals.values()]).toEqual([{ id: "id-2", at: expect.any(String), status: 422, answer: expect.stringContaining("pickupLocation") }]);
  });

  it.each([[400], [401], [404], [410], [413]])("treats status %i as a refusal, and a restart does not send the refused lead again", async (status) => {
    store(lead(1), lead(2));
    answers = [status];
    forwarder = start();
    await forwarder.idle();
    expect(received.map((item) => item.body.id)).toEqual(["id-2"]);
    await forwarder.stop();

    received = [];
    log.length = 0;
    store(lead(3));
    forwarder = start();
    await forwarder.idle();
    expect(received.map((item) => item.body.id)).toEqual(["id-3"]);
    expect(log.some((line) => line.includes("1 stored lead(s) were refused by the webhook earlier"))).toBe(true);
    expect([...database.leads.refusals().keys()]).toEqual(["id-1"]);
  });
});
