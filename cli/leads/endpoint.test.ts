import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaticServer } from "../serve/static-server.ts";
import { startLeadEndpoint, type LeadEndpoint } from "./endpoint.ts";
import type { Lead } from "./record.ts";
import { openLeadStore } from "./store.ts";

const pagesFile = fileURLToPath(new URL("../../pages.json", import.meta.url));
let dir: string;
let endpoint: LeadEndpoint | null;
const messages: string[] = [];
const capture = { log: (message: string) => messages.push(message), warn: (message: string) => messages.push(message) };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-endpoint-"));
  mkdirSync(join(dir, "dist"));
  messages.length = 0;
  endpoint = null;
});
afterEach(async () => {
  await endpoint?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function answer(running: LeadEndpoint, body: unknown): Promise<number> {
  return (await answerWithBody(running, body)).status;
}

async function answerWithBody(running: LeadEndpoint, body: unknown): Promise<{ status: number; text: string }> {
  const server = createStaticServer({ root: join(dir, "dist"), handlers: [running.handler] });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const pickup = { form: "pickup", page: "/areas/dubai", fields: { name: "Omar", phone: "0501234567", pickupLocation: "Deira" } };

describe("startLeadEndpoint", () => {
  it("uses pages.json's forms and the store the environment names, and says so", async () => {
    const storeFile = join(dir, "leads.jsonl");
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: storeFile }, ...capture });
    expect(messages).toEqual([`Leads: POST /api/leads -> ${storeFile} (10 per minute per address)`]);
    expect(await answer(endpoint, pickup)).toBe(201);
    expect(JSON.parse(readFileSync(storeFile, "utf8")).fields).toEqual(pickup.fields);
  });

  it("reports a torn last record and starts anyway", async () => {
    const storeFile = join(dir, "leads.jsonl");
    const { store } = await openLeadStore(storeFile);
    const lead: Lead = { id: "a", receivedAt: "2025-01-01T00:00:00.000Z", form: "pickup", page: "/areas/dubai", fields: {} };
    await store.append(lead);
    await store.close();
    const torn = '{"id":"b","receivedAt":"2025-01-0';
    appendFileSync(storeFile, torn);
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: storeFile }, ...capture });
    expect(messages[0]).toBe(`Lead store: Line 2 of ${storeFile} is an incomplete record (${torn.length} bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.`);
    expect(await answer(endpoint, pickup)).toBe(201);
  });

  it("refuses a store inside the published folder: the site is served, the endpoint answers 503", async () => {
    const storeFile = join(dir, "dist", "leads.jsonl");
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: storeFile }, ...capture });
    expect(messages[0]).toMatch(/^The lead endpoint is off: the store .* is inside the published folder/);
    expect(messages[0]).toContain(storeFile);
    // The reason is the log's; the visitor's browser learns only that the endpoint is unavailable.
    const { status, text } = await answerWithBody(endpoint, pickup);
    expect(status).toBe(503);
    expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/^The lead endpoint is unavailable/) });
    expect(text).not.toContain(dir);
    expect(text).not.toContain("leads.jsonl");
  });

  it("refuses a bad environment setting with a 503 rather than guessing", async () => {
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: join(dir, "l.jsonl"), PAGES_LEADS_RATE_LIMIT: "0" }, ...capture });
    expect(messages[0]).toContain("PAGES_LEADS_RATE_LIMIT must be a whole number");
    const { status, text } = await answerWithBody(endpoint, pickup);
    expect(status).toBe(503);
    expect(text).not.toContain("PAGES_LEADS_RATE_LIMIT");
  });
});
