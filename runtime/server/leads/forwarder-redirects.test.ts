// A webhook that answers with a redirect, against real servers on 127.0.0.1: the webhook, and the
// other host its redirect names. The redirect is never followed, the lead waits in the store, and
// it reaches the webhook, whole, once the webhook answers 2xx again.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { startForwarder, type Forwarder } from "./forwarder.ts";
import type { Lead } from "./record.ts";
import { webhookAddress } from "./webhook-address.ts";

interface Received {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  body: string;
}

/** A server on 127.0.0.1 that records every request and answers as `answer` says at the time. */
async function recordingServer(answer: () => { status: number; headers?: Record<string, string> }) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ method: request.method, path: request.url, authorization: request.headers.authorization, body });
      const { status, headers = {} } = answer();
      response.writeHead(status, headers).end("moved");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, received, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const lead: Lead = {
  id: "6f0c1a52-0000-4000-8000-000000000001",
  receivedAt: "2025-06-01T09:00:00.000Z",
  form: "contact",
  page: "/contact",
  fields: { name: "Ayesha Khan", phone: "0501234567", message: "Twenty boxes from Dubai to Lahore." },
};

let dir: string;
let database: PagesDatabase;
let servers: Server[];
let forwarder: Forwarder | null;
let log: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-redirect-"));
  database = openDatabase(join(dir, "leads.db"));
  servers = [];
  forwarder = null;
  log = [];
});

afterEach(async () => {
  await forwarder?.stop();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

function storeLead() {
  database.leads.insert([lead]);
}

/** The ids the webhook took, as the database records them. */
const forwardedIds = () =>
  new Set(
    database.leads
      .list()
      .filter((item) => !database.leads.toForward().some((waiting) => waiting.id === item.id))
      .map((item) => item.id),
  );

describe.each([301, 302, 303, 307, 308])("a webhook that answers %i", (status) => {
  it("is not followed: the other host gets nothing, and the lead reaches the webhook, with its body, once it is fixed", async () => {
    const target = await recordingServer(() => ({ status: 200 }));
    let fixed = false;
    const hook = await recordingServer(() =>
      fixed ? { status: 201 } : { status, headers: { location: `${target.origin}/moved/T0KEN4242?token=Tok-Saffron` } },
    );
    servers.push(target.server, hook.server);
    storeLead();
    forwarder = startForwarder({
      webhook: webhookAddress(`${hook.origin}/hook`, "the test's webhook"),
      database,
      firstRetryMs: 5,
      maxRetryMs: 20,
      log: (message) => log.push(message),
    });

    // Tried and tried again, as after a 5xx; recorded as failing, never as forwarded.
    await vi.waitFor(() => expect(hook.received.length).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 5 });
    expect(forwarder.pending).toBe(1);
    expect(forwardedIds()).toEqual(new Set());
    const failure = database.leads.failure();
    expect(failure).toMatchObject({ webhook: `${hook.origin}/hook`, status, problem: `status ${status}`, redirect: `${target.origin}/moved/***?token=***` });
    expect(failure!.tries).toBeGreaterThanOrEqual(2);
    const line = log.find((message) => message.includes(`failed (status ${status})`))!;
    expect(line).toContain(`Webhook: forwarding lead ${lead.id} to ${hook.origin}/hook failed (status ${status}); trying again in 5 ms.`);
    expect(line).toContain(`The webhook points to ${target.origin}/moved/***?token=***, but redirects are not followed`);
    expect(line).toContain("If that is the webhook's new address, configure it instead (site.leads.webhook in pages.json, or PAGES_LEADS_WEBHOOK");
    expect(log.join("\n")).not.toMatch(/T0KEN4242|Tok-Saffron/);

    fixed = true;
    await forwarder.idle();
    expect(target.received).toEqual([]);
    const posts = hook.received.map(({ method, path, body }) => ({ method, path, body }));
    expect(new Set(posts.map((post) => JSON.stringify(post)))).toEqual(
      new Set([JSON.stringify({ method: "POST", path: "/hook", body: JSON.stringify(lead) })]),
    );
    expect(forwardedIds()).toEqual(new Set([lead.id]));
    expect(database.leads.failure()).toBeNull();
  });
});

describe("the forwarding failure's record", () => {
  it("keeps the start of a failure across a restart, and is removed once the webhook answers", async () => {
    let answer = 503;
    const hook = await recordingServer(() => ({ status: answer }));
    servers.push(hook.server);
    storeLead();
    const webhook = webhookAddress(`${hook.origin}/hook`, "the test's webhook");
    const start = () => startForwarder({ webhook, database, firstRetryMs: 5, maxRetryMs: 20, log: (message) => log.push(message) });
    forwarder = start();
    await vi.waitFor(() => expect(database.leads.failure()?.tries).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 5 });
    const first = database.leads.failure()!;
    expect(first).toMatchObject({ problem: "status 503", status: 503, redirect: null });
    await forwarder.stop();

    forwarder = start();
    await vi.waitFor(() => expect(database.leads.failure()?.tries).toBeGreaterThan(first.tries), { timeout: 10_000, interval: 5 });
    expect(database.leads.failure()!.since).toBe(first.since);

    answer = 200;
    await forwarder.idle();
    expect(database.leads.failure()).toBeNull();
  });

  it("says in words why a post failed when nothing answers, and is cleared when there is nothing left to send", async () => {
    storeLead();
    // A port that was free a moment ago: nothing listens there.
    const closed = await recordingServer(() => ({ status: 200 }));
    await new Promise((resolve) => closed.server.close(resolve));
    const webhook = webhookAddress(`${closed.origin}/hook`, "the test's webhook");
    forwarder = startForwarder({ webhook, database, firstRetryMs: 5, maxRetryMs: 20, log: (message) => log.push(message) });
    await vi.waitFor(() => expect(database.leads.failure()).not.toBeNull(), { timeout: 10_000, interval: 5 });
    expect(database.leads.failure()!.problem).toBe("the connection was refused: nothing listens at that address");
    await forwarder.stop();
    forwarder = null;

    // The lead was forwarded meanwhile, by hand or by another run: a start with nothing to send clears the note.
    database.leads.markForwarded(lead.id, new Date().toISOString());
    forwarder = startForwarder({ webhook, database, log: (message) => log.push(message) });
    await forwarder.idle();
    expect(database.leads.failure()).toBeNull();
  });

  it("sends the user and password of the address as Basic authentication, never in the address", async () => {
    const hook = await recordingServer(() => ({ status: 200 }));
    servers.push(hook.server);
    storeLead();
    const url = hook.origin.replace("http://", "http://ops%20desk:Pw%40Quartz-81@");
    forwarder = startForwarder({ webhook: webhookAddress(`${url}/hook`, "the test's webhook"), database, log: (message) => log.push(message) });
    await forwarder.idle();
    expect(hook.received).toEqual([
      { method: "POST", path: "/hook", authorization: `Basic ${Buffer.from("ops desk:Pw@Quartz-81").toString("base64")}`, body: JSON.stringify(lead) },
    ]);
  });
});
