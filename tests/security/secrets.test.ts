// No secret in any output (issue 29). Known, unique secrets are planted in every setting that takes
// one: the webhook of PAGES_LEADS_WEBHOOK and of pages.json's site.leads.webhook, each with a user,
// a password, a key in its path and one in its query. Then every command and server that reads them
// runs as a real process, through start, failure and stop: `pages serve` with the webhook refusing
// connections, answering 500, redirecting, refusing the lead (a 4xx that repeats the secrets back),
// and with settings that cannot work; `pages leads` in every format; `pages validate` and `pages
// lint`. Everything they print, and every answer the server gives, is searched for the secrets.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfProject, runCliIn } from "../cli/helpers.ts";
import { startServe } from "../cli/serve-process.ts";

/** The secrets, as written in the addresses (percent-encoded where they must be). */
const env = { user: "envuser-Q7v2x", password: "EnvPw%40Marigold-4471", pathKey: "T0ENVPATH9f8e7d6c", queryKey: "envtok-Lantern-5823" };
const file = { user: "fileuser-K3m9z", password: "FilePw%3AJuniper-6602", pathKey: "T0FILEPATH1a2b3c4d", queryKey: "filetok-Saffron-9134" };

/** What is searched for: a word of each secret that nothing else contains, and the Basic credentials they make. */
const words = ["Q7v2x", "Marigold", "ENVPATH", "Lantern", "K3m9z", "Juniper", "FILEPATH", "Saffron"];
const basic = [
  Buffer.from(`${env.user}:${decodeURIComponent(env.password)}`).toString("base64"),
  Buffer.from(`${file.user}:${decodeURIComponent(file.password)}`).toString("base64"),
];

function leaks(text: string): string[] {
  const lower = text.toLowerCase();
  return [...words.filter((word) => lower.includes(word.toLowerCase())), ...basic.filter((credentials) => text.includes(credentials))];
}

const envWebhook = (port: number) => `http://${env.user}:${env.password}@127.0.0.1:${port}/hooks/${env.pathKey}/lead?token=${env.queryKey}&team=ops`;
const fileWebhook = (port: number) => `https://${file.user}:${file.password}@127.0.0.1:${port}/hooks/${file.pathKey}?key=${file.queryKey}`;

const lead = {
  form: "contact",
  page: "/contact",
  fields: { name: "Ayesha Khan", email: "ayesha@example.com", phone: "0501234567", subject: "Moving home", inquiry: "quote", message: "Twenty boxes." },
};

let project: string;
let dir: string;
let dist: string;
let hook: Server;
let hookPort: number;
/** A port nothing listens on. */
let closedPort: number;
/** What the webhook answers: a status, or a redirect to the same address on another port. */
let hookAnswer: number;
const shippedPagesJson = readFileSync(new URL("../../pages.json", import.meta.url), "utf8");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** pages.json of the project copy with this webhook in site.leads. */
function setFileWebhook(webhook: string | null): void {
  const data = JSON.parse(shippedPagesJson) as { site: { leads: Record<string, unknown> } };
  if (webhook) data.site.leads.webhook = webhook;
  writeFileSync(join(project, "pages.json"), JSON.stringify(data, null, 2));
}

beforeAll(async () => {
  project = copyOfProject();
  dir = mkdtempSync(join(tmpdir(), "secrets-"));
  dist = join(dir, "dist");
  mkdirSync(dist);
  writeFileSync(join(dist, "index.html"), "<p>home</p>");
  writeFileSync(join(dist, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  hook = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (hookAnswer >= 300 && hookAnswer < 400) {
        response.writeHead(hookAnswer, { location: envWebhook(closedPort).replace(`:${closedPort}`, `:${closedPort + 1}`) }).end();
      } else {
        // A webhook that repeats back what it was sent: the address and the credentials.
        const credentials = Buffer.from((request.headers.authorization ?? "").replace("Basic ", ""), "base64").toString("utf8");
        response.writeHead(hookAnswer, { "content-type": "text/plain" }).end(`No hook at ${request.url} for ${credentials} (${request.headers.authorization})`);
      }
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookPort = (hook.address() as AddressInfo).port;
  closedPort = await freePort();
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
  rmSync(project, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

/** Every answer of the server to a visitor, headers and body, as one text. */
async function answers(url: string, requests: { method: string; body?: string }[]): Promise<{ text: string; statuses: number[] }> {
  let text = "";
  const statuses: number[] = [];
  for (const { method, body } of requests) {
    const response = await fetch(`${url}/api/leads`, { method, body, headers: { "content-type": "application/json" } });
    statuses.push(response.status);
    text += `${JSON.stringify([...response.headers])}\n${await response.text()}\n`;
  }
  return { text, statuses };
}

/** `pages serve` with these variables: started, sent a lead, stopped once `until` is printed; all it printed and answered. */
async function serveRun(variables: Record<string, string>, until: RegExp): Promise<{ printed: string; statuses: number[] }> {
  const server = await startServe({ project, dist, env: { PAGES_LEADS_WEBHOOK: "", PAGES_LEADS_RATE_LIMIT: "1000", ...variables } });
  try {
    const { text, statuses } = await answers(server.url, [{ method: "POST", body: JSON.stringify(lead) }, { method: "GET" }, { method: "POST", body: "{" }]);
    await server.printed(until);
    expect(await server.stop()).toBe(0);
    return { printed: `${server.output()}\n${text}`, statuses };
  } finally {
    await server.stop();
  }
}

describe("pages serve, with the secrets in PAGES_LEADS_WEBHOOK", () => {
  const store = () => join(dir, "env", "leads.jsonl");

  it.each([
    ["refuses the lead (401), repeating the address and credentials back", 401, /Webhook: it refused lead/],
    ["refuses connections", null, /failed \(the connection was refused/],
    ["answers 500", 500, /failed \(status 500\)/],
    ["redirects to the same address on another port (302)", 302, /failed \(status 302\)/],
  ])("prints no secret when the webhook %s", { timeout: 60_000 }, async (_case, answer, until) => {
    hookAnswer = answer ?? 200;
    const webhook = envWebhook(answer === null ? closedPort : hookPort);
    setFileWebhook(null);
    const { printed, statuses } = await serveRun({ PAGES_LEADS_WEBHOOK: webhook, PAGES_LEADS_FILE: store() }, until);
    expect(statuses).toEqual([201, 405, 400]);
    expect(printed).toContain(`forwarded to http://***:***@127.0.0.1:${answer === null ? closedPort : hookPort}/hooks/***/lead?token=***&team=***`);
    expect(leaks(printed)).toEqual([]);
  });

  it.each(["table", "csv", "json"])("and pages leads --format %s prints none either, with the refusal and the failing redirect noted", (format) => {
    const listed = runCliIn(project, "leads", "--store", store(), "--format", format);
    expect(listed.code).toBe(0);
    const printed = listed.stdout + listed.stderr;
    expect(printed).toContain("1 lead was refused by the webhook");
    // The webhook's answer, as it repeated the address and credentials back.
    expect(printed).toContain("No hook at /hooks/***/lead?*** for ***:*** (Basic ***)");
    expect(printed).toContain(`The webhook points to http://***:***@127.0.0.1:${closedPort + 1}/hooks/***/lead?token=***&team=***`);
    expect(leaks(printed)).toEqual([]);
  });
});

describe("pages serve, with the secrets in pages.json's site.leads.webhook", () => {
  it("prints no secret when the webhook refuses connections, nor does pages leads", { timeout: 60_000 }, async () => {
    const store = join(dir, "file", "leads.jsonl");
    setFileWebhook(fileWebhook(closedPort));
    const { printed, statuses } = await serveRun({ PAGES_LEADS_FILE: store }, /failed \(the connection was refused/);
    expect(statuses).toEqual([201, 405, 400]);
    expect(printed).toContain(`forwarded to https://***:***@127.0.0.1:${closedPort}/hooks/***?key=***`);
    expect(leaks(printed)).toEqual([]);
    const listed = runCliIn(project, "leads", "--store", store);
    expect(listed.stdout).toContain("Forwarding leads to the webhook https://***:***@127.0.0.1");
    expect(leaks(listed.stdout + listed.stderr)).toEqual([]);
  });

  it("prints no secret when the webhook is not valid: pages validate, lint, leads, and serve with its endpoint off", { timeout: 90_000 }, async () => {
    setFileWebhook(`http://${file.user}:${file.password}@hooks.example.com/hooks/${file.pathKey}?key=${file.queryKey}`);
    const pagesJson = join(project, "pages.json");
    const runs = [
      runCliIn(project, "validate", pagesJson),
      runCliIn(project, "validate", pagesJson, "--format", "json"),
      runCliIn(project, "lint", pagesJson),
      runCliIn(project, "leads", pagesJson),
    ];
    expect(runs.map((run) => run.code)).toEqual([1, 1, 2, 2]);
    for (const run of runs) {
      expect(run.stdout + run.stderr).toContain("is not a valid webhook (shown with its secrets masked)");
      expect(leaks(run.stdout + run.stderr)).toEqual([]);
    }
    const { printed, statuses } = await serveRun({ PAGES_LEADS_FILE: join(dir, "off", "leads.jsonl") }, /The lead endpoint is off/);
    expect(statuses).toEqual([503, 503, 503]);
    expect(leaks(printed)).toEqual([]);
  });
});

describe("pages serve, with a PAGES_LEADS_WEBHOOK that cannot work", () => {
  it.each([
    // Which reads as an address whose scheme is the user name: never shown.
    ["not an address", `${env.user}:${env.password}@hooks.example.com/${env.pathKey}?token=${env.queryKey}`, "is not a web address"],
    ["plain http to another machine", `http://${env.user}:${env.password}@hooks.example.com/${env.pathKey}?token=${env.queryKey}`, "must be an https://"],
    [
      "a password that cannot be decoded",
      `https://${env.user}:${env.password}%zz@hooks.example.com/${env.pathKey}?token=${env.queryKey}`,
      "has a % not followed",
    ],
  ])("prints no secret when it is %s, and the endpoint is off", { timeout: 60_000 }, async (_case, webhook, message) => {
    setFileWebhook(null);
    const { printed, statuses } = await serveRun(
      { PAGES_LEADS_WEBHOOK: webhook, PAGES_LEADS_FILE: join(dir, "bad", "leads.jsonl") },
      /The lead endpoint is off/,
    );
    expect(statuses).toEqual([503, 503, 503]);
    expect(printed).toContain(message);
    expect(leaks(printed)).toEqual([]);
  });
});
