// `pages leads`: what the endpoint stored, as a table for people, CSV for spreadsheets, JSON for
// programs. Run as the real command, against a JSON Lines store of earlier versions written here
// (imported into the database beside it by the first run) or a database written here.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../runtime/server/index.ts";
import { forwardingStatusFile, forwardStateFile, refusedStateFile } from "../../runtime/server/leads/state-files.ts";
import type { ForwardingFailure, Lead, Refusal } from "../../runtime/server/leads/record.ts";
import { looksLikeCrash, runCli, runCliHere } from "./helpers.ts";

let dir: string;
let store: string;
let database: string;

const leads: Lead[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    receivedAt: "2025-01-30T08:15:00.000Z",
    form: "contact",
    page: "/contact",
    fields: {
      name: "Khan, Ayesha",
      email: "ayesha@example.com",
      phone: "+971 50 123 4567",
      subject: 'The "big" move',
      inquiry: "quote",
      message: "Line one\nline two <script>alert(1)</script>",
    },
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    receivedAt: "2025-02-01T10:00:00.000Z",
    form: "pickup",
    page: "/areas/dubai",
    fields: { name: '=HYPERLINK("http://evil.example")', phone: "0501234567", pickupLocation: "Deira\u001b[31m red" },
  },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-cli-"));
  store = join(dir, "leads.jsonl");
  database = join(dir, "leads.db");
  // Two records, then the torn start of a third (a crash while writing it).
  writeFileSync(store, `${leads.map((lead) => JSON.stringify(lead)).join("\n")}\n{"id":"33333333-3333`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pages leads", () => {
  it("--format json prints every stored lead, reports the torn last record on stderr and skips it", () => {
    const result = runCli("leads", "--store", store, "--format", "json");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(leads);
    expect(result.stderr.trim()).toBe(
      `Line 3 of ${store} is an incomplete record (20 bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.`,
    );
    expect(looksLikeCrash(result.stdout + result.stderr)).toBe(false);
  });

  it("--format csv quotes commas, quotes and line breaks, keeps markup as text, and defuses formulas", async () => {
    const result = await runCliHere("leads", "--store", store, "--format", "csv");
    expect(result.code).toBe(0);
    const lines = result.stdout.split("\r\n");
    expect(lines[0]).toBe("id,receivedAt,form,page,name,email,phone,subject,inquiry,message,pickupLocation");
    expect(lines[1]).toBe(
      `${leads[0]!.id},2025-01-30T08:15:00.000Z,contact,/contact,"Khan, Ayesha",ayesha@example.com,'+971 50 123 4567,"The ""big"" move",quote,"Line one\nline two <script>alert(1)</script>",`,
    );
    expect(lines[2]).toBe(
      `${leads[1]!.id},2025-02-01T10:00:00.000Z,pickup,/areas/dubai,"'=HYPERLINK(""http://evil.example"")",,0501234567,,,,Deira\ufffd[31m red`,
    );
    expect(lines[3]).toBe("");
  });

  it("prints a table per form, with control characters made harmless", async () => {
    const result = await runCliHere("leads", "--store", store);
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toContain("contact (1 lead)\nReceived              Page      name          email");
    expect(out).toContain("2025-01-30 08:15 UTC  /contact  Khan, Ayesha  ayesha@example.com");
    expect(out).toContain("Line one line two <script>alert(1)</scr…");
    expect(out).toContain("pickup (1 lead)");
    expect(out).toContain("Deira\ufffd[31m red");
    expect(out).not.toContain("\u001b");
    expect(out.trim().split("\n").at(-1)).toBe(`2 leads in ${database}.`);
  });

  it("--since keeps the leads received on or after a day (UTC) or a moment", async () => {
    const day = await runCliHere("leads", "--store", store, "--format", "json", "--since", "2025-02-01");
    expect((JSON.parse(day.stdout) as Lead[]).map((lead) => lead.form)).toEqual(["pickup"]);
    const moment = await runCliHere("leads", "--store", store, "--format", "json", "--since", "2025-01-30T08:15Z");
    expect(JSON.parse(moment.stdout)).toHaveLength(2);
    const table = await runCliHere("leads", "--store", store, "--since", "2025-03-01");
    expect(table.stdout.trim()).toBe(`0 leads of 2, since 2025-03-01T00:00:00.000Z in ${database}.`);
  });

  it("refuses a --since that is not a date, with exit code 2", async () => {
    const result = await runCliHere("leads", "--store", store, "--since", "last week");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--since "last week" is not a date');
  });

  it("says there are no leads yet when the store does not exist, and creates nothing", async () => {
    const missing = join(dir, "none.jsonl");
    const table = await runCliHere("leads", "--store", missing);
    expect(table.code).toBe(0);
    expect(table.stdout.trim()).toBe(`No leads yet: ${join(dir, "none.db")} does not exist. It is created when \`pages serve\` stores the first one.`);
    expect((await runCliHere("leads", "--store", missing, "--format", "json")).stdout.trim()).toBe("[]");
    expect(existsSync(join(dir, "none.db"))).toBe(false);
  });

  it("imports the JSON Lines store once: listed again, after a lead was added to the database, nothing is twice", async () => {
    const folder = join(dir, "twice");
    mkdirSync(folder);
    writeFileSync(join(folder, "leads.jsonl"), leads.map((lead) => `${JSON.stringify(lead)}\n`).join(""));
    expect(JSON.parse((await runCliHere("leads", "--store", join(folder, "leads.jsonl"), "--format", "json")).stdout)).toEqual(leads);
    const added: Lead = { ...leads[0]!, id: "33333333-3333-4333-8333-333333333333", receivedAt: "2025-03-01T08:00:00.000Z" };
    const opened = openDatabase(join(folder, "leads.db"));
    opened.leads.insert([added]);
    opened.close();
    // Touched, so its size and time no longer match the import's: read and imported again, adding nothing.
    writeFileSync(join(folder, "leads.jsonl"), leads.map((lead) => `${JSON.stringify(lead)}\n`).join("") + "\n");
    expect(JSON.parse((await runCliHere("leads", "--store", join(folder, "leads.jsonl"), "--format", "json")).stdout)).toEqual([...leads, added]);
    expect(JSON.parse((await runCliHere("leads", "--store", join(folder, "leads.db"), "--format", "json")).stdout)).toEqual([...leads, added]);
  });

  it("says in plain words, with exit code 2, that the database is not one", async () => {
    const folder = join(dir, "corrupt");
    mkdirSync(folder);
    writeFileSync(join(folder, "leads.db"), "id,name\n".repeat(200));
    for (const args of [["leads"], ["leads", "backup", join(folder, "copy.db")]]) {
      const result = await runCliHere(...args, "--store", join(folder, "leads.jsonl"));
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toBe(
        `${join(folder, "leads.db")} is not a database: it may be another kind of file, or damaged. Restore it from a backup (see "Back up and restore" in the README).`,
      );
      expect(looksLikeCrash(result.stdout + result.stderr)).toBe(false);
    }
  });

  it("says in plain words, with exit code 2, that the database is damaged behind its first page", async () => {
    const folder = join(dir, "damaged");
    mkdirSync(folder);
    const file = join(folder, "leads.db");
    const opened = openDatabase(file);
    opened.leads.insert(leads);
    opened.close();
    // Every page but the first (the header and the list of tables) filled with noise.
    const bytes = readFileSync(file);
    bytes.fill(0xa5, bytes.readUInt16BE(16));
    writeFileSync(file, bytes);
    const result = await runCliHere("leads", "--store", file);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(`The database ${file} is damaged. Restore it from a backup (see "Back up and restore" in the README).`);
    expect(looksLikeCrash(result.stdout + result.stderr)).toBe(false);
  });

  it("backup writes a copy that lists the same leads, never over a file, never where the site is published", async () => {
    const copy = join(dir, "copy.db");
    const made = await runCliHere("leads", "backup", copy, "--store", store);
    expect(made.code).toBe(0);
    expect(made.stdout.trim()).toBe(`Backed up ${database} (2 leads) to ${copy}.`);
    expect(JSON.parse((await runCliHere("leads", "--store", copy, "--format", "json")).stdout)).toEqual(leads);
    const again = await runCliHere("leads", "backup", copy, "--store", store);
    expect(again.code).toBe(2);
    expect(again.stderr.trim()).toBe(`${copy} already exists: name a new file, so that no earlier backup is overwritten.`);
    mkdirSync(join(dir, "site", "public"), { recursive: true });
    writeFileSync(join(dir, "site", "pages.json"), "{}");
    const published = await runCliHere("leads", "backup", join(dir, "site", "public", "copy.db"), join(dir, "site", "pages.json"), "--store", store);
    expect(published.code).toBe(2);
    expect(published.stderr).toContain("where anyone could download it. Keep backups outside public/ and dist/.");
    expect(existsSync(join(dir, "site", "public", "copy.db"))).toBe(false);
  });

  it("rejects an unknown format", async () => {
    const result = await runCliHere("leads", "--store", store, "--format", "xml");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Allowed choices are table, csv, json");
  });

  it("marks the leads the webhook refused, and says why and how to send them again", async () => {
    const folder = join(dir, "refused");
    mkdirSync(folder);
    const refusedStore = join(folder, "leads.jsonl");
    writeFileSync(refusedStore, leads.map((lead) => `${JSON.stringify(lead)}\n`).join(""));
    const refusal: Refusal = { id: leads[1]!.id, at: "2025-02-01T10:00:01.000Z", status: 422, answer: '{"error":"unknown field\u001b[2J pickupLocation"}' };
    writeFileSync(refusedStateFile(refusedStore), `${JSON.stringify(refusal)}\n`);

    const table = await runCliHere("leads", "--store", refusedStore);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/pickup \(1 lead\)\nReceived +Page +name +phone +pickupLocation +Webhook\n/);
    expect(table.stdout).toMatch(/Deira\ufffd\[31m red\s+refused \(422\)\n/);
    // The contact form has no refused lead: no Webhook column.
    expect(table.stdout).toMatch(/contact \(1 lead\)\nReceived[^\n]*message\n/);
    expect(table.stdout.trim().split("\n").slice(-3)).toEqual([
      "1 lead was refused by the webhook and not forwarded; it stays in the store, and the leads after it were forwarded as usual:",
      `  2025-02-01 10:00 UTC  pickup  ${leads[1]!.id}: status 422, "{"error":"unknown field\ufffd[2J pickupLocation"}"`,
      "Once the webhook accepts such leads, send them again with `npx pages leads resend ID...` and restart the server.",
    ]);

    const json = await runCliHere("leads", "--store", refusedStore, "--format", "json");
    expect(JSON.parse(json.stdout)).toEqual(leads);
    expect(json.stderr).toContain("1 lead was refused by the webhook");

    const resent = await runCliHere("leads", "resend", leads[1]!.id, leads[0]!.id, "--store", refusedStore);
    expect(resent.code).toBe(2);
    expect(resent.stdout.trim()).toBe("1 refused lead(s) will be forwarded again when the server next starts: restart it now to send them.");
    expect(resent.stderr.trim()).toBe(`Not refused by the webhook, so nothing to send again: ${leads[0]!.id}.`);
    expect((await runCliHere("leads", "--store", refusedStore)).stdout).not.toContain("refused by the webhook");
  });

  it("writes no escape sequence or direction override raw in any format", async () => {
    const folder = join(dir, "hostile");
    mkdirSync(folder);
    const hostileStore = join(folder, "leads.jsonl");
    const hostile: Lead = { ...leads[0]!, fields: { name: "A\u009b2J\u0085B\u202eC\u2066D\u001b]0;x\u0007E", message: "=1;\t=2" } };
    writeFileSync(hostileStore, `${JSON.stringify(hostile)}\n`);
    for (const format of ["table", "csv", "json"]) {
      const result = await runCliHere("leads", "--store", hostileStore, "--format", format);
      expect(result.code).toBe(0);
      // oxlint-disable-next-line no-control-regex -- the control characters are what is looked for
      expect(result.stdout, format).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    }
    expect(JSON.parse((await runCliHere("leads", "--store", hostileStore, "--format", "json")).stdout)).toEqual([hostile]);
  });

  it("says when forwarding to the webhook fails, since when, where a redirect points, what to do, and how many leads wait", async () => {
    const folder = join(dir, "failing");
    mkdirSync(folder);
    const failingStore = join(folder, "leads.jsonl");
    writeFileSync(failingStore, leads.map((lead) => `${JSON.stringify(lead)}\n`).join(""));
    writeFileSync(forwardStateFile(failingStore), `${JSON.stringify({ id: leads[0]!.id, at: "2025-02-01T09:00:00.000Z" })}\n`);
    const failure: ForwardingFailure = {
      webhook: "https://***:***@hooks.example.com/***",
      since: "2025-02-01T10:00:02.000Z",
      lastTry: "2025-02-01T10:31:40.000Z",
      tries: 12,
      problem: "status 301",
      status: 301,
      redirect: "https://new-hooks.example.com/***",
    };
    writeFileSync(forwardingStatusFile(failingStore), JSON.stringify(failure));

    const table = await runCliHere("leads", "--store", failingStore);
    expect(table.code).toBe(0);
    expect(table.stdout.trim().split("\n").slice(-3)).toEqual([
      "Forwarding leads to the webhook https://***:***@hooks.example.com/*** has failed since 2025-02-01 10:00 UTC (12 tries, the last at 2025-02-01 10:31 UTC): status 301.",
      "The webhook points to https://new-hooks.example.com/***, but redirects are not followed, so that a lead goes only to the address you configured. If that is the webhook's new address, configure it instead (site.leads.webhook in pages.json, or PAGES_LEADS_WEBHOOK where the server runs) and restart the server.",
      "1 lead waits to be forwarded; it is kept in the store and sent once the webhook takes it (the server tries again every 5 minutes at most).",
    ]);

    const csv = await runCliHere("leads", "--store", failingStore, "--format", "csv");
    expect(csv.stdout.split("\r\n")).toHaveLength(4);
    expect(csv.stderr).toContain("Forwarding leads to the webhook https://***:***@hooks.example.com/*** has failed since");

    // Once every lead is forwarded, a status file left behind says nothing.
    writeFileSync(forwardStateFile(failingStore), leads.map((lead) => `${JSON.stringify({ id: lead.id, at: "2025-02-02T09:00:00.000Z" })}\n`).join(""));
    expect((await runCliHere("leads", "--store", failingStore)).stdout).not.toContain("Forwarding");
  });
});
