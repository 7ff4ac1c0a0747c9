import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaticServer } from "../static-server.ts";
import { startLeadEndpoint, type LeadEndpoint } from "./endpoint.ts";
import type { Lead } from "./record.ts";
import { openLeadStore } from "./store.ts";

const pagesFile = fileURLToPath(new URL("../../../pages.json", import.meta.url));
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
  const server = await createStaticServer({ root: join(dir, "dist"), routes: [running.routes] });
  await server.listen({ port: 0, host: "127.0.0.1" });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  } finally {
    server.server.closeAllConnections();
    await server.close();
  }
}

const pickup = { form: "pickup", page: "/areas/dubai", fields: { name: "Omar", phone: "0501234567", pickupLocation: "Deira" } };

describe("startLeadEndpoint", () => {
  it("uses pages.json's forms and the store the environment names, and says so", async () => {
    const storeFile = join(dir, "leads.jsonl");
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: storeFile }, ...capture });
    expect(messages).toEqual([`Leads: POST /api/leads -> ${storeFile} (10 per minute per address)`]);
    expect(await answer(endpoint, pickup)).toBe(201);
    expect((JSON.parse(readFileSync(storeFile, "utf8")) as Lead).fields).toEqual(pickup.fields);
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
    expect(messages[0]).toBe(
      `Lead store: Line 2 of ${storeFile} is an incomplete record (${torn.length} bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.`,
    );
    expect(await answer(endpoint, pickup)).toBe(201);
  });

  it("refuses a store inside the folder it serves: the site is served, the endpoint answers 503", async () => {
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: join(dir, "dist", "leads.jsonl") }, ...capture });
    expect(messages[0]).toBe(
      `The lead endpoint is off: the store ${join(dir, "dist", "leads.jsonl")} is inside ${join(dir, "dist")}, which \`pages serve\` serves, where anyone could download it. Choose a storeFile outside public/ and dist/.`,
    );
    // The reason is the log's; the visitor's browser learns only that the endpoint is unavailable.
    const { status, text } = await answerWithBody(endpoint, pickup);
    expect(status).toBe(503);
    expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/^The lead endpoint is unavailable/) });
    expect(text).not.toContain(dir);
    expect(text).not.toContain("leads.jsonl");
  });

  describe("refuses a store in public/ or dist/, which the next build publishes, however it is written", () => {
    // A project of its own: pages.json beside a copy of public/, and a folder that links to it.
    let project: string;
    beforeEach(() => {
      project = join(dir, "project");
      mkdirSync(project);
      cpSync(fileURLToPath(new URL("../../../public", import.meta.url)), join(project, "public"), { recursive: true });
      mkdirSync(join(project, "dist"));
      symlinkSync(join(project, "public"), join(project, "data"));
    });

    function withStore(storeFile: string): string {
      const data = JSON.parse(readFileSync(pagesFile, "utf8")) as { site: { leads: Record<string, unknown> } };
      data.site.leads.storeFile = storeFile;
      writeFileSync(join(project, "pages.json"), JSON.stringify(data, null, 2));
      return join(project, "pages.json");
    }

    it.each(["public/leads.jsonl", "./dist/leads.jsonl", "Public/leads.jsonl", "data/leads.jsonl", "public/new/folder/leads.jsonl"])(
      "storeFile %s",
      async (storeFile) => {
        endpoint = await startLeadEndpoint({ pagesFile: withStore(storeFile), servedDir: join(dir, "dist"), ...capture });
        expect(messages[0]).toMatch(/^The lead endpoint is off: .*pages\.json has problems; run `pages validate` to see them\.\n/);
        expect(messages[0]).toContain(`The lead store "${storeFile}" is inside`);
        expect(await answer(endpoint, pickup)).toBe(503);
        expect(existsSync(join(project, "public", "leads.jsonl"))).toBe(false);
      },
    );

    it("PAGES_LEADS_FILE, absolute or relative", async () => {
      for (const storeFile of [join(project, "public", "leads.jsonl"), join(project, "public", "..", "dist", "leads.jsonl")]) {
        messages.length = 0;
        endpoint = await startLeadEndpoint({
          pagesFile: withStore(".leads/leads.jsonl"),
          servedDir: join(dir, "dist"),
          env: { PAGES_LEADS_FILE: storeFile },
          ...capture,
        });
        expect(messages[0]).toContain(`The lead store ${storeFile} named by the environment variable PAGES_LEADS_FILE is inside`);
        expect(await answer(endpoint, pickup)).toBe(503);
      }
    });

    it("but takes a store beside them", async () => {
      endpoint = await startLeadEndpoint({ pagesFile: withStore("private/public/leads.jsonl"), servedDir: join(dir, "dist"), ...capture });
      expect(messages).toEqual([`Leads: POST /api/leads -> ${join(project, "private", "public", "leads.jsonl")} (10 per minute per address)`]);
      expect(await answer(endpoint, pickup)).toBe(201);
    });
  });

  it("stays off, without a stack trace, when pages.json is nested thousands of levels deep", async () => {
    const deep = join(dir, "pages.json");
    writeFileSync(deep, `${"[".repeat(5000)}${"]".repeat(5000)}`);
    endpoint = await startLeadEndpoint({ pagesFile: deep, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: join(dir, "l.jsonl") }, ...capture });
    expect(messages[0]).toContain("nested more than 100 levels deep");
    expect(await answer(endpoint, pickup)).toBe(503);
  });

  it("refuses a bad environment setting with a 503 rather than guessing", async () => {
    endpoint = await startLeadEndpoint({
      pagesFile,
      servedDir: join(dir, "dist"),
      env: { PAGES_LEADS_FILE: join(dir, "l.jsonl"), PAGES_LEADS_RATE_LIMIT: "0" },
      ...capture,
    });
    expect(messages[0]).toContain("PAGES_LEADS_RATE_LIMIT must be a whole number");
    const { status, text } = await answerWithBody(endpoint, pickup);
    expect(status).toBe(503);
    expect(text).not.toContain("PAGES_LEADS_RATE_LIMIT");
  });
});
