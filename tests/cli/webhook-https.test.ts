// An https webhook is never posted over plain http: `pages serve` forwarding to a real https server
// on 127.0.0.1 (its certificate made here with openssl and trusted through NODE_EXTRA_CA_CERTS)
// that redirects the post to a plain http server. The http server gets nothing, ever; the lead
// goes over https once the webhook stops redirecting.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../runtime/server/database/index.ts";
import { startServe, type ServeProcess } from "./serve-process.ts";

let dir: string;
let servers: Server[] = [];
let serve: ServeProcess | null = null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "webhook-https-"));
  mkdirSync(join(dir, "dist"));
  writeFileSync(join(dir, "dist", "index.html"), "<p>home</p>");
  writeFileSync(join(dir, "dist", "_headers"), "/*\n  X-Frame-Options: DENY\n");
  // A certificate for 127.0.0.1, valid for two days, that this test alone trusts.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
});

afterEach(async () => {
  await serve?.stop();
  serve = null;
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  servers = [];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function recording(received: { method?: string; body: string }[], answer: (request: IncomingMessage) => [number, Record<string, string>]) {
  return (request: IncomingMessage, response: import("node:http").ServerResponse) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ method: request.method, body });
      const [status, headers] = answer(request);
      response.writeHead(status, headers).end();
    });
  };
}

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("an https webhook that redirects to plain http", () => {
  it.each([307, 308])("with %i is not followed; the lead goes over https once the webhook is fixed", { timeout: 60_000 }, async (status) => {
    const plain: { method?: string; body: string }[] = [];
    const secure: { method?: string; body: string }[] = [];
    const plainPort = await listen(createServer(recording(plain, () => [200, {}])));
    let fixed = false;
    const securePort = await listen(
      createHttpsServer(
        { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
        recording(secure, () => (fixed ? [201, {}] : [status, { location: `http://127.0.0.1:${plainPort}/hook` }])),
      ),
    );
    const store = join(dir, `leads-${status}.jsonl`);
    serve = await startServe({
      dist: join(dir, "dist"),
      env: { PAGES_LEADS_FILE: store, PAGES_LEADS_WEBHOOK: `https://127.0.0.1:${securePort}/hook`, NODE_EXTRA_CA_CERTS: join(dir, "cert.pem") },
    });
    const fields = {
      name: "Ayesha Khan",
      email: "ayesha@example.com",
      phone: "0501234567",
      subject: "Moving home",
      inquiry: "quote",
      message: "Twenty boxes from Dubai.",
    };
    const lead = { form: "contact", page: "/contact", fields };
    const answer = await fetch(`${serve.url}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead) });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    await serve.printed(new RegExp(`failed \\(status ${status}\\); trying again in 1 s`));
    expect(serve.output()).toContain(`The webhook points to http://127.0.0.1:${plainPort}/hook, but redirects are not followed`);
    fixed = true;
    // Forwarded once the database no longer has it waiting (read beside the running server, as WAL allows).
    const waiting = () => {
      const database = openDatabase(store.replace(/\.jsonl$/, ".db"));
      try {
        return database.leads.toForward().map((waitingLead) => waitingLead.id);
      } finally {
        database.close();
      }
    };
    await vi.waitFor(() => expect(waiting()).not.toContain(id), { timeout: 20_000, interval: 50 });
    expect(await serve.stop()).toBe(0);

    expect(plain).toEqual([]);
    expect(secure.length).toBeGreaterThanOrEqual(2);
    for (const post of secure) expect(post.method).toBe("POST");
    expect(JSON.parse(secure.at(-1)!.body)).toMatchObject({ id, form: "contact", page: "/contact", fields: { name: "Ayesha Khan" } });
  });
});
