import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaticServer } from "../static-server.ts";
import { startLeadEndpoint, type LeadEndpoint } from "./endpoint.ts";
import { openDatabase } from "../database/index.ts";
import type { Lead } from "./record.ts";
import { forwardStateFile } from "./state-files.ts";

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
  it("uses pages.json's forms and the database beside the store the environment names, and says so", async () => {
    const storeFile = join(dir, "leads.jsonl");
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: storeFile }, ...capture });
    expect(messages).toEqual([`Leads: POST /api/leads -> ${join(dir, "leads.db")} (10 per minute per address)`]);
    expect(await answer(endpoint, pickup)).toBe(201);
    await endpoint.close();
    endpoint = null;
    const database = openDatabase(join(dir, "leads.db"));
    expect(database.leads.list().map((lead) => lead.fields)).toEqual([pickup.fields]);
    database.close();
    expect(existsSync(storeFile)).toBe(false);
  });

  it("takes the forms of a version made live from then on, its pictures and store still found from the project, and keeps its own when the new file is broken", async () => {
    const storeFile = join(dir, "leads.jsonl");
    endpoint = await startLeadEndpoint({
      pagesFile,
      baseDir: dirname(pagesFile),
      servedDir: join(dir, "dist"),
      env: { PAGES_LEADS_FILE: storeFile },
      ...capture,
    });
    // The version's copy, kept away from the project, with the pickup form's field renamed.
    const version = join(dir, "version", "pages.json");
    mkdirSync(dirname(version));
    writeFileSync(version, readFileSync(pagesFile, "utf8").replace('"name": "pickupLocation"', '"name": "pickupArea"'));
    const renamed = { ...pickup, fields: { name: "Omar", phone: "0501234567", pickupArea: "Deira" } };
    expect(await answer(endpoint, renamed)).toBe(400);
    expect(await endpoint.follow(version)).toBeNull();
    expect(await answer(endpoint, renamed)).toBe(201);
    expect(await answer(endpoint, pickup)).toBe(400);
    writeFileSync(version, "{ broken");
    expect(await endpoint.follow(version)).toMatch(/has problems/);
    expect(await answer(endpoint, renamed)).toBe(201);
  });

  it("imports the JSON Lines store and the forwarder's files once, reporting a torn last record, and starts", async () => {
    const storeFile = join(dir, "leads.jsonl");
    const lead = (id: string): Lead => ({ id, receivedAt: "2025-01-01T00:00:00.000Z", form: "pickup", page: "/areas/dubai", fields: { name: id } });
    const torn = '{"id":"c","receivedAt":"2025-01-0';
    writeFileSync(storeFile, `${JSON.stringify(lead("a"))}\n${JSON.stringify(lead("b"))}\n${torn}`);
    writeFileSync(forwardStateFile(storeFile), `${JSON.stringify({ id: "a", at: "2025-01-01T00:00:01.000Z" })}\n`);
    const start = () => startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: storeFile }, ...capture });
    endpoint = await start();
    expect(messages.slice(0, 2)).toEqual([
      `Lead store: Line 3 of ${storeFile} is an incomplete record (${torn.length} bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.`,
      `Leads: imported 2 lead(s) from ${storeFile} into ${join(dir, "leads.db")}.`,
    ]);
    expect(await answer(endpoint, pickup)).toBe(201);
    await endpoint.close();

    // Started again, with the files as they were: nothing is read, nothing imported twice.
    messages.length = 0;
    endpoint = await start();
    expect(messages).toEqual([`Leads: POST /api/leads -> ${join(dir, "leads.db")} (10 per minute per address)`]);
    await endpoint.close();
    endpoint = null;
    const database = openDatabase(join(dir, "leads.db"));
    expect(database.leads.list().map((item) => item.id)).toEqual(["a", "b", expect.any(String)]);
    expect(database.leads.toForward().map((item) => item.id)).toEqual(["b", expect.any(String)]);
    database.close();
  });

  it.each([
    ["not a database", "This is not a database, but it is long enough to look like a header of one.".repeat(20)],
    ["a damaged database", null],
  ])("stays off, in plain words and without a stack trace, when the database file is %s", async (_kind, text) => {
    const databaseFile = join(dir, "leads.db");
    if (text === null) {
      const database = openDatabase(databaseFile);
      database.leads.insert([{ id: "a", receivedAt: "2025-01-01T00:00:00.000Z", form: "pickup", page: "/areas/dubai", fields: {} }]);
      database.close();
      // The header's page size made nonsense: SQLite cannot read a page of it.
      const bytes = readFileSync(databaseFile);
      bytes.write("garbage!", 16, "latin1");
      writeFileSync(databaseFile, bytes);
    } else writeFileSync(databaseFile, text);
    endpoint = await startLeadEndpoint({ pagesFile, servedDir: join(dir, "dist"), env: { PAGES_LEADS_FILE: join(dir, "leads.jsonl") }, ...capture });
    expect(messages[0]).toMatch(
      new RegExp(`^The lead endpoint is off: (The database )?${databaseFile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (is not a database|is damaged)`),
    );
    expect(messages.join("\n")).not.toMatch(/\n\s+at /);
    expect(await answer(endpoint, pickup)).toBe(503);
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
      expect(messages).toEqual([`Leads: POST /api/leads -> ${join(project, "private", "public", "leads.db")} (10 per minute per address)`]);
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
