import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/pages.gen.ts";
import { expandEditions, routeTable } from "../../foundation/content/expand.ts";
import { maxLengthOf } from "../../../blocks/forms.ts";
import { createStaticServer } from "../static-server.ts";
import { indexForms } from "./find-form.ts";
import { leadRoutes, type LeadHandlerOptions } from "./handler.ts";
import { createRateLimiter } from "./rate-limit.ts";
import type { Lead } from "./record.ts";
import { openDatabase, openLeadWriter, type PagesDatabase } from "../database/index.ts";
import { LeadStore } from "./store.ts";

const editions = expandEditions(JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile);
const pagesFile = editions[0]!.file;
const forms = indexForms(editions);
const contactBlock = pagesFile.pages.find((page) => page.route === "/contact")!.blocks.find((block) => block.type === "form")!;
if (contactBlock.type !== "form") throw new Error("no contact form");
const declared = Object.fromEntries(contactBlock.fields.map((field) => [field.name, field.message]));
const pickupBlock = pagesFile.families.areas.blocks.find((block) => block.type === "form")!;
if (pickupBlock.type !== "form") throw new Error("no pickup form");
/** An address that shows a page under another name, and the page of a family entry. */
const alias = routeTable(pagesFile).find((route) => route.aliasOf !== null)!;
const areaPage = routeTable(pagesFile).find((route) => route.family === "areas" && route.aliasOf === null)!;

const valid = {
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "0501234567",
  subject: "Moving home",
  inquiry: "quote",
  message: "Household goods from Dubai to Lahore, about 20 boxes.",
};

let dir: string;
let database: PagesDatabase;
let store: LeadStore;
let server: FastifyInstance;
let base: string;
let logged: string[];
let forwarded: Lead[];

async function start(options: Partial<LeadHandlerOptions> = {}) {
  const routes = leadRoutes({
    forms,
    store,
    limiter: createRateLimiter({ limit: 100 }),
    allowedOrigins: ["https://www.induscargo.example"],
    onStored: (lead) => forwarded.push(lead),
    log: (message) => logged.push(message),
    ...options,
  });
  server = await createStaticServer({ root: join(dir, "dist"), routes: [routes] });
  await server.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-handler-"));
  database = openDatabase(join(dir, "leads.db"));
  store = new LeadStore(openLeadWriter(database));
  logged = [];
  forwarded = [];
});

afterEach(async () => {
  server.server.closeAllConnections();
  await server.close();
  await store.close();
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const stored = () => Promise.resolve(database.leads.list());

describe("POST /api/leads", () => {
  it("stores a valid submission, then answers 201 with its id", async () => {
    await start();
    const response = await post({ form: "contact", page: "/contact", fields: valid });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const leads = await stored();
    expect(leads).toEqual([{ id, receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), form: "contact", page: "/contact", fields: valid }]);
    expect(forwarded).toEqual(leads);
  });

  it("keeps script tags and markup as the text typed, and never echoes them", async () => {
    await start();
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    const response = await post({ form: "contact", page: "/contact", fields: { ...valid, message, name: "<b>Bold</b>" } });
    expect(response.status).toBe(201);
    expect(await response.text()).not.toContain("<");
    const [lead] = await stored();
    expect(lead!.fields.message).toBe(message);
    expect(lead!.fields.name).toBe("<b>Bold</b>");
  });

  it("answers 400 with the form's own message for each refused field", async () => {
    await start();
    const response = await post({ form: "contact", page: "/contact", fields: { ...valid, name: "A", email: "ayesha@", inquiry: "spam" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { name: declared.name, email: declared.email, inquiry: declared.inquiry } });
    expect(await stored()).toEqual([]);
  });

  it("answers 400 per field for wrong types and missing fields", async () => {
    await start();
    const response = await post({ form: "contact", page: "/contact", fields: { name: 42, email: ["a"], phone: null, subject: true } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: declared });
    expect(await stored()).toEqual([]);
  });

  it("drops fields the form does not have", async () => {
    await start();
    expect((await post({ form: "contact", page: "/contact", fields: { ...valid, isAdmin: "yes" } })).status).toBe(201);
    expect((await stored())[0]!.fields).toEqual(valid);
  });

  it("checks the pickup form with its own rules (every field optional) and keeps the page it came from", async () => {
    await start();
    const response = await post({ form: "pickup", page: areaPage.path, fields: { name: "", phone: "", pickupLocation: "Al Nahda" } });
    expect(response.status).toBe(201);
    expect(await stored()).toMatchObject([{ form: "pickup", page: areaPage.path, fields: { name: "", phone: "", pickupLocation: "Al Nahda" } }]);
  });

  it("refuses a pickup with every field empty or blank, with the form's own message under its first field", async () => {
    await start();
    const empty = Object.fromEntries(pickupBlock.fields.map((field) => [field.name, ""]));
    const invisible = [
      { ...empty, pickupLocation: "\u200b" },
      { ...empty, name: "\u00ad" },
      { ...empty, phone: "\u200e\ufeff\u2060" },
    ];
    for (const fields of [empty, { ...empty, [pickupBlock.fields[1]!.name]: "  \t " }, ...invisible, {}]) {
      const response = await post({ form: "pickup", page: areaPage.path, fields });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      if (Object.keys(fields).length > 0) expect(errors).toEqual({ [pickupBlock.fields[0]!.name]: pickupBlock.emptyMessage });
    }
    expect(await stored()).toEqual([]);
  });

  it("accepts a page that shows a form, even when it shows another one, and refuses every other page", async () => {
    await start();
    expect((await post({ form: "pickup", page: areaPage.path, fields: { name: "", phone: "0501234567", pickupLocation: "" } })).status).toBe(201);
    expect((await post({ form: "contact", page: areaPage.path, fields: valid })).status).toBe(201);
    const refused = ["/no-such-page", "/contact/", "/contact?x=1", "/contact/../admin", "https://evil.example/contact", "contact", "", "/\u202e"];
    // Pages of the site that show no form, the not-found pages and a family's pattern.
    refused.push("/", "/ur/about", pagesFile.families.areas.route, "*", "/ur/*", "/services/*", alias.path);
    for (const page of refused) {
      const response = await post({ form: "contact", page, fields: valid });
      expect(response.status, page).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain('"page"');
    }
    expect((await stored()).map((lead) => lead.page)).toEqual([areaPage.path, areaPage.path]);
  });

  it("keeps every answer as plain text: control and direction-changing characters removed, a message's line breaks kept", async () => {
    await start();
    const fields = {
      ...valid,
      name: "Ayesha\u202e\u2066 Khan\u001b]0;title\u0007",
      subject: "Moving\r\nhome\u009b2J",
      message: "Line one\r\nline two\u0085\nline three\u001b[31m",
    };
    expect((await post({ form: "contact", page: "/contact", fields })).status).toBe(201);
    expect((await stored())[0]!.fields).toEqual({
      ...valid,
      name: "Ayesha Khan]0;title",
      subject: "Moving home2J",
      message: "Line one\nline two\nline three[31m",
    });
  });

  it("refuses an answer longer than the field's limit, which is the browser's maxlength", async () => {
    await start();
    const message = contactBlock.fields.find((field) => field.name === "message")!;
    const limit = maxLengthOf(message);
    expect((await post({ form: "contact", page: "/contact", fields: { ...valid, message: "m".repeat(limit) } })).status).toBe(201);
    const response = await post({ form: "contact", page: "/contact", fields: { ...valid, message: "m".repeat(limit + 1) } });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["message"]);
    const location = pickupBlock.fields.find((field) => field.name === "pickupLocation")!;
    expect(
      (await post({ form: "pickup", page: areaPage.path, fields: { name: "", phone: "", pickupLocation: "x".repeat(maxLengthOf(location) + 1) } })).status,
    ).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ["malformed JSON", '{"form": "contact",'],
    ["JSON that is not an object", "[1, 2]"],
    ["a body that is not UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString("latin1")],
    ["no form", { page: "/contact", fields: valid }],
    ["a page that is not a route", { form: "contact", page: "contact", fields: valid }],
    ["fields that are not an object", { form: "contact", page: "/contact", fields: "name=Ayesha" }],
    ["an unknown form", { form: "newsletter", page: "/contact", fields: valid }],
  ])("answers 400 with an error for %s, and stores nothing", async (_what, body) => {
    await start();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await stored()).toEqual([]);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"]])("answers 415 to %s", async (type) => {
    await start();
    const response = await post({ form: "contact", page: "/contact", fields: valid }, { "content-type": type });
    expect(response.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it("accepts application/json with a charset", async () => {
    await start();
    expect((await post({ form: "contact", page: "/contact", fields: valid }, { "content-type": "Application/JSON; charset=utf-8" })).status).toBe(201);
  });

  it("answers 413 to a body over 16 KB, declared or streamed, without storing it", async () => {
    await start();
    const big = { form: "contact", page: "/contact", fields: { ...valid, message: "x".repeat(17 * 1024) } };
    const declaredSize = await post(big);
    expect(declaredSize.status).toBe(413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${base}/api/leads`, { method: "POST", headers: { "content-type": "application/json" } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on("error", reject);
      for (let i = 0; i < 40; i++) request.write("x".repeat(1024));
      request.end();
    });
    expect(streamed).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it("answers 408 and closes the connection when a body is still trickling in at the deadline", async () => {
    await start({ bodyDeadlineMs: 200 });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${base}/api/leads`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": "1000" } },
        (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body }));
        },
      );
      request.on("error", reject);
      request.write('{"form":');
      // Never finished: the rest of the declared 1,000 bytes does not come.
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining("took too long") });
    expect(await stored()).toEqual([]);
  });

  it("accepts a body of exactly 16 KB", async () => {
    await start();
    // Padded with a field the form does not have (dropped), since each answer has its own limit.
    const body = JSON.stringify({ form: "contact", page: "/contact", fields: { ...valid, padding: "" } });
    const padding = "m".repeat(16 * 1024 - body.length);
    const exact = JSON.stringify({ form: "contact", page: "/contact", fields: { ...valid, padding } });
    expect(Buffer.byteLength(exact)).toBe(16 * 1024);
    expect((await post(exact)).status).toBe(201);
  });

  it("answers 429 with Retry-After past the per-minute limit of an address", async () => {
    let now = 1_000_000;
    await start({ limiter: createRateLimiter({ limit: 2, now: () => now }) });
    expect((await post({ form: "contact", page: "/contact", fields: valid })).status).toBe(201);
    now += 20_000;
    expect((await post({ form: "contact", page: "/contact", fields: valid })).status).toBe(201);
    const refused = await post({ form: "contact", page: "/contact", fields: valid });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(await stored()).toHaveLength(2);
    now += 40_000;
    expect((await post({ form: "contact", page: "/contact", fields: valid })).status).toBe(201);
  });

  it("counts by the proxy's X-Forwarded-For only when told to trust it", async () => {
    await start({ limiter: createRateLimiter({ limit: 1 }), trustForwardedFor: true });
    expect((await post({ form: "contact", page: "/contact", fields: valid }, { "x-forwarded-for": "203.0.113.9, 198.51.100.1" })).status).toBe(201);
    expect((await post({ form: "contact", page: "/contact", fields: valid }, { "x-forwarded-for": "198.51.100.2" })).status).toBe(201);
    expect((await post({ form: "contact", page: "/contact", fields: valid }, { "x-forwarded-for": "203.0.113.7, 198.51.100.1" })).status).toBe(429);
  });

  it("ignores X-Forwarded-For by default", async () => {
    await start({ limiter: createRateLimiter({ limit: 1 }) });
    expect((await post({ form: "contact", page: "/contact", fields: valid }, { "x-forwarded-for": "198.51.100.1" })).status).toBe(201);
    expect((await post({ form: "contact", page: "/contact", fields: valid }, { "x-forwarded-for": "198.51.100.2" })).status).toBe(429);
  });

  it("answers a filled trap field exactly like a success, and stores nothing", async () => {
    await start();
    const response = await post({ form: "contact", page: "/contact", fields: { ...valid, website_url: "http://spam.example" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(await stored()).toEqual([]);
    expect(forwarded).toEqual([]);
    expect(logged.join("\n")).toContain("trap field");
    // An empty trap, as every person sends it, is no obstacle.
    expect((await post({ form: "contact", page: "/contact", fields: { ...valid, website_url: "" } })).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 500, not 201, when the lead could not be stored", async () => {
    await start({ store: { append: () => Promise.reject(new Error("disk full")) } });
    const response = await post({ form: "contact", page: "/contact", fields: valid });
    expect(response.status).toBe(500);
    expect(forwarded).toEqual([]);
  });

  it("answers 405 to other methods (the leads are never listed over the web), and leaves other paths to the files", async () => {
    await start();
    await post({ form: "contact", page: "/contact", fields: valid });
    const listed = await fetch(`${base}/api/leads`);
    expect(listed.status).toBe(405);
    expect(listed.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await listed.text()).not.toContain("Ayesha");
    expect((await fetch(`${base}/leads.jsonl`)).status).toBe(404);
  });

  it("lets the live site's origin post from another host (CORS), and no other", async () => {
    await start();
    const preflight = await fetch(`${base}/api/leads`, { method: "OPTIONS", headers: { origin: "https://www.induscargo.example" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://www.induscargo.example");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    const stranger = await post({ form: "contact", page: "/contact", fields: valid }, { origin: "https://evil.example" });
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
  });
});
