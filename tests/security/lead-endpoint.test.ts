// The lead endpoint as an attacker sees it: one list of hostile requests against the real endpoint
// (startLeadEndpoint on the shipped pages.json, behind createStaticServer on 127.0.0.1, as `pages
// serve` runs it), each with the answer it must get. Every answer, whatever its status, is short,
// plain text or JSON, and names no file, no stack frame and no error class. What the endpoint
// stores is checked at the end: only the rows marked `stored`, holding only the form's own fields.
//
// The finer rules each have their own tests beside the code (runtime/server/leads/*.test.ts): field
// by field checks, the 408 deadline for a trickling body, X-Forwarded-For, the 500 of a failed write.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer, createStaticServer, databaseFileOf, openDatabase, startLeadEndpoint, type LeadEndpoint } from "../../runtime/server/index.ts";
import { looksLikeCrash, projectRoot } from "../cli/helpers.ts";

const PAGE_ERROR = '"page" must be the route of the page of this site the form was sent from, such as /contact.';
const NO_FORM = "There is no form with this id on the site.";
const NOT_JSON = "The body is not valid JSON";
const NOT_OBJECT = "The body must be a JSON object";
const LIVE_ORIGIN = "https://www.induscargo.example";

const valid = { name: "Ayesha Khan", email: "ayesha@example.com", phone: "0501234567", subject: "Moving home", inquiry: "quote", message: "Twenty boxes." };
const lead = (changes: Record<string, unknown> = {}) => ({ form: "contact", page: "/contact", fields: valid, ...changes });
const withFields = (fields: Record<string, unknown>) => lead({ fields: { ...valid, ...fields } });

interface Attack {
  name: string;
  method?: string;
  path?: string;
  /** Sent as it is when a string or bytes, as JSON otherwise; no body when left out. */
  body?: unknown;
  /** application/json unless given; null sends none. */
  contentType?: string | null;
  headers?: Record<string, string>;
  /** Sent without a Content-Length, in chunks, as a streaming client does. */
  chunked?: boolean;
  status: number;
  /** A part of the answer's `error`, or of its body when it is not JSON. */
  says?: string;
  /** The answer may carry Access-Control-Allow-Origin only for the live site's origin. */
  allowsOrigin?: string;
  /** Whether a lead is stored. */
  stored?: boolean;
}

const attacks: Attack[] = [
  { name: "a well-formed lead, for comparison", body: lead(), status: 201, stored: true },

  // Methods: the leads are never listed, changed or deleted over the web.
  { name: "GET lists nothing", method: "GET", status: 405, says: "Send leads with POST." },
  { name: "HEAD", method: "HEAD", status: 405 },
  { name: "PUT", method: "PUT", body: lead(), status: 405 },
  { name: "DELETE", method: "DELETE", status: 405 },
  { name: "PATCH", method: "PATCH", body: lead(), status: 405 },
  { name: "TRACE does not echo the request", method: "TRACE", headers: { cookie: "session=1" }, status: 405 },
  { name: "a preflight from another site gets no CORS grant", method: "OPTIONS", headers: { origin: "https://evil.example" }, status: 204 },
  { name: "a preflight from the live site does", method: "OPTIONS", headers: { origin: LIVE_ORIGIN }, status: 204, allowsOrigin: LIVE_ORIGIN },

  // Content types: a plain HTML form of another site (a "simple" cross-site request) cannot post here.
  { name: "no content type", body: JSON.stringify(lead()), contentType: null, status: 415 },
  { name: "text/plain, what a cross-site form can send", body: JSON.stringify(lead()), contentType: "text/plain", status: 415 },
  { name: "a urlencoded form", body: "form=contact&page=%2Fcontact", contentType: "application/x-www-form-urlencoded", status: 415 },
  { name: "multipart", body: "--x\r\n\r\n--x--", contentType: "multipart/form-data; boundary=x", status: 415 },
  { name: "a type that only starts like JSON", body: lead(), contentType: "application/jsonp", status: 415 },

  // Bodies.
  { name: "an empty body", body: "", status: 400, says: NOT_JSON },
  { name: "malformed JSON", body: '{"form": "contact",', status: 400, says: NOT_JSON },
  { name: "bytes that are not UTF-8", body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), status: 400, says: NOT_JSON },
  { name: "a JSON array", body: [lead()], status: 400, says: NOT_OBJECT },
  { name: "JSON null", body: "null", status: 400, says: NOT_OBJECT },
  { name: "a JSON string", body: '"contact"', status: 400, says: NOT_OBJECT },
  { name: "nesting 8,000 levels deep (inside 16 KB)", body: `${"[".repeat(8000)}${"]".repeat(8000)}`, status: 400, says: NOT_OBJECT },
  { name: "a declared body over 16 KB", body: withFields({ message: "x".repeat(17 * 1024) }), status: 413, says: "larger than 16 KB" },
  { name: "a streamed body over 16 KB", body: withFields({ message: "x".repeat(17 * 1024) }), chunked: true, status: 413 },
  { name: "fields that are a string", body: lead({ fields: "name=Ayesha" }), status: 400, says: '"fields" must be an object' },
  { name: "fields that are a list", body: lead({ fields: [valid] }), status: 400, says: '"fields" must be an object' },

  // The page a lead names must show a form.
  ...["*", "/ur/*", "/services/*", "/areas/{slug}", "/", "/about", "..", "/..", "/contact/..", "/../contact", "/contact/", "/CONTACT"].map((page): Attack => ({
    name: `page ${JSON.stringify(page)}`,
    body: lead({ page }),
    status: 400,
    says: PAGE_ERROR,
  })),
  ...["//evil.example/contact", "https://evil.example/contact", "/contact\u0000", "/contact%00", "/contact\u202e", "/contact?x=1"].map((page): Attack => ({
    name: `page ${JSON.stringify(page)}`,
    body: lead({ page }),
    status: 400,
    says: PAGE_ERROR,
  })),
  { name: "a page that is a number", body: lead({ page: 1 }), status: 400, says: PAGE_ERROR },
  { name: "a page that is a list", body: lead({ page: ["/contact"] }), status: 400, says: PAGE_ERROR },
  { name: "a form page in the other language, with its form", body: lead({ page: "/ur/contact" }), status: 201, stored: true },

  // Form ids that are names every JavaScript object has.
  ...["__proto__", "constructor", "toString", "hasOwnProperty", "prototype", "newsletter"].map((form): Attack => ({
    name: `form ${JSON.stringify(form)}`,
    body: lead({ form }),
    status: 400,
    says: NO_FORM,
  })),
  { name: "an empty form id", body: lead({ form: "" }), status: 400, says: '"form" must be the id of a form' },
  { name: "a form id that is an object", body: lead({ form: { toString: "contact" } }), status: 400, says: '"form" must be the id of a form' },
  {
    name: "a form id written twice (JSON keeps the last)",
    body: '{"form":"contact","page":"/contact","form":"__proto__","fields":{}}',
    status: 400,
    says: NO_FORM,
  },

  // Prototype pollution: stored or not, nothing reaches Object.prototype (checked at the end).
  { name: "__proto__ beside the submission", body: `{"__proto__":{"polluted":"yes"},${JSON.stringify(lead()).slice(1)}`, status: 201, stored: true },
  {
    name: "__proto__ among the fields",
    body: `{"form":"contact","page":"/contact","fields":{"__proto__":{"polluted":"yes"},${JSON.stringify(valid).slice(1)}}`,
    status: 201,
    stored: true,
  },
  { name: "constructor.prototype among the fields", body: withFields({ constructor: { prototype: { polluted: "yes" } } }), status: 201, stored: true },
  { name: "fields that are only __proto__", body: '{"form":"contact","page":"/contact","fields":{"__proto__":{"name":"Ayesha Khan"}}}', status: 400 },
  { name: "fields the form does not have", body: withFields({ isAdmin: "yes", role: "owner" }), status: 201, stored: true },
  { name: "a field that is not text", body: withFields({ name: { first: "Ayesha" } }), status: 400 },

  // Characters: control and direction codes are stored removed (blocks/form/plain-text.ts).
  { name: "escape codes and a direction override in the answers", body: withFields({ name: "Ayesha\u001b[2J\u202e Khan\u0000" }), status: 201, stored: true },
  { name: "markup in the answers", body: withFields({ message: "<script>alert(1)</script> and <img src=x onerror=alert(1)>" }), status: 201, stored: true },

  // Headers and addresses.
  { name: "headers of 20 KB", body: lead(), headers: { "x-padding": "x".repeat(20 * 1024) }, status: 431 },
  { name: "a forged X-Forwarded-For (not trusted by default)", body: lead(), headers: { "x-forwarded-for": "203.0.113.7" }, status: 201, stored: true },
  {
    name: "a post from another site's page: stored, but its page cannot read the answer",
    body: lead(),
    headers: { origin: "https://evil.example" },
    status: 201,
    stored: true,
  },
  { name: "a post from the live site", body: lead(), headers: { origin: LIVE_ORIGIN }, status: 201, stored: true, allowsOrigin: LIVE_ORIGIN },
  { name: "the endpoint's address with a slash after it is no endpoint", path: "/api/leads/", body: lead(), status: 405 },
  { name: "the endpoint's address in capitals is no endpoint", path: "/API/LEADS", body: lead(), status: 405 },
  // Read as a browser reads it (%2e%2e is ..): the same endpoint, with the same checks.
  { name: "an encoded dot segment leading back to the endpoint", path: "/api/x/%2e%2e/leads", body: lead(), status: 201, stored: true },
  { name: "an encoded dot segment leading elsewhere", path: "/api/leads/%2e%2e/x", body: lead(), status: 405 },

  // The trap field: answered like a stored lead, and not stored.
  { name: "the hidden trap field filled", body: withFields({ website_url: "https://spam.example" }), status: 201 },
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let dir: string;
let storeFile: string;
let endpoint: LeadEndpoint;
let server: FastifyInstance;
let port: number;
const printed: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "lead-endpoint-attacks-"));
  mkdirSync(join(dir, "dist"));
  writeFileSync(join(dir, "dist", "index.html"), "<p>home</p>");
  storeFile = join(dir, "leads.jsonl");
  endpoint = await startLeadEndpoint({
    pagesFile: join(projectRoot, "pages.json"),
    servedDir: join(dir, "dist"),
    env: { PAGES_LEADS_FILE: storeFile, PAGES_LEADS_RATE_LIMIT: "10000" },
    log: (message) => printed.push(message),
    warn: (message) => printed.push(message),
  });
  server = await createStaticServer({ root: join(dir, "dist"), routes: [endpoint.routes] });
  await server.listen({ port: 0, host: "127.0.0.1" });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await closeServer(server);
  await endpoint.close();
  rmSync(dir, { recursive: true, force: true });
});

function send(attack: Attack): Promise<Answer> {
  const body =
    attack.body === undefined
      ? null
      : typeof attack.body === "string" || Buffer.isBuffer(attack.body)
        ? Buffer.from(attack.body)
        : Buffer.from(JSON.stringify(attack.body));
  const headers: Record<string, string> = { ...attack.headers };
  const type = attack.contentType === undefined ? "application/json" : attack.contentType;
  if (type !== null && body !== null) headers["content-type"] = type;
  if (body !== null && !attack.chunked) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method: attack.method ?? "POST", path: attack.path ?? "/api/leads", headers, agent: false },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    if (body !== null && attack.chunked) {
      // In pieces, as a client that does not know the size sends it.
      for (let at = 0; at < body.length; at += 4096) request.write(body.subarray(at, at + 4096));
    } else if (body !== null) request.write(body);
    request.end();
  });
}

/** The answer's message: its JSON `error`, or its text. */
function said(answer: Answer): string {
  try {
    const { error } = JSON.parse(answer.body) as { error?: unknown };
    if (typeof error === "string") return error;
  } catch {
    // Plain text.
  }
  return answer.body;
}

/** A short answer in plain words: JSON or plain text, no stack frame, no error class, no path on this machine. */
function expectPlain(answer: Answer): void {
  expect(answer.body.length).toBeLessThan(300);
  if (answer.body !== "") expect(String(answer.headers["content-type"])).toMatch(/^(application\/json|text\/plain)/);
  expect(looksLikeCrash(answer.body)).toBe(false);
  expect(answer.body).not.toMatch(/\/(work|tmp|home|usr|var)\/|[\w-]+\.(ts|js|mjs)\b|node:|file:|TypeError|SyntaxError|RangeError/);
}

describe("the lead endpoint, as an attacker probes it", () => {
  it.each(attacks)("$name: $status", async (attack) => {
    const answer = await send(attack);
    expect(answer.status).toBe(attack.status);
    expectPlain(answer);
    if (attack.says) expect(said(answer)).toContain(attack.says);
    expect(answer.headers["access-control-allow-origin"]).toBe(attack.allowsOrigin);
    if (attack.status === 201) expect(JSON.parse(answer.body)).toEqual({ ok: true, id: expect.stringMatching(/^[\da-f-]{36}$/) });
  });

  it("stored exactly the leads it said it stored, each with the form's own fields as plain text, and nothing reached Object.prototype", () => {
    // Read through a connection of its own, as `pages leads` would while the server runs.
    const database = openDatabase(databaseFileOf(storeFile));
    const leads = database.leads.list();
    database.close();
    expect(leads).toHaveLength(attacks.filter((attack) => attack.stored).length);
    const contactFields = Object.keys(valid);
    for (const stored of leads) {
      expect(Object.keys(stored.fields).every((name) => contactFields.includes(name))).toBe(true);
      expect(Object.getPrototypeOf(stored.fields)).toBe(Object.prototype);
      // JSON writes an escape code as \u001b and NUL as \u0000; a direction override stays as it is.
      expect(JSON.stringify(stored)).not.toMatch(/\\u001b|\\u0000|\u202e/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("printed nothing but what whoever runs the server needs: no stack trace", () => {
    expect(looksLikeCrash(printed.join("\n"))).toBe(false);
  });
});

describe("a flood from one address", () => {
  it("is answered 429 with Retry-After once past the per-minute limit, in a short JSON message", async () => {
    const floodDir = mkdtempSync(join(tmpdir(), "lead-endpoint-flood-"));
    const flood = await startLeadEndpoint({
      pagesFile: join(projectRoot, "pages.json"),
      servedDir: join(dir, "dist"),
      env: { PAGES_LEADS_FILE: join(floodDir, "leads.jsonl"), PAGES_LEADS_RATE_LIMIT: "2" },
      log: () => {},
      warn: () => {},
    });
    const floodServer = await createStaticServer({ root: join(dir, "dist"), routes: [flood.routes] });
    await floodServer.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(floodServer.server.address() as AddressInfo).port}/api/leads`;
    try {
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let i = 0; i < 4; i++) {
        last = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead()) });
        statuses.push(last.status);
        if (i < 3) await last.body?.cancel();
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await last!.json()).toEqual({ error: "Too many submissions from this address: try again shortly." });
    } finally {
      await closeServer(floodServer);
      await flood.close();
      rmSync(floodDir, { recursive: true, force: true });
    }
  });
});
