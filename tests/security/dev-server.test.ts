// The preview (`npm run dev`: Vite with the pages plugin) as an attacker sees it: any site the
// developer visits can send it requests, a site that rebinds its name to 127.0.0.1 can try to read
// the answers, and a page on another port of localhost can ask too. Each request below is sent
// exactly as written (no normalising of `..` or `%2e`) and must get the answer beside it, and no
// error answer may name a file of the machine or carry a stack.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, cpSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { pagesPlugin } from "../../runtime/dev/index.ts";
import { projectRoot } from "../cli/helpers.ts";

/** A phone number only the lead store holds: no answer may carry it. */
const storedPhone = "+971 55 123 4567";
let dir: string;
let server: ViteDevServer;
let port: number;

beforeAll(async () => {
  // A project of its own, as a developer has it: the pages file, the lead store beside it, a module
  // that does not compile, and the site's folders linked in.
  dir = mkdtempSync(join(tmpdir(), "pages-dev-security-"));
  for (const file of ["pages.json", "index.html"]) cpSync(join(projectRoot, file), join(dir, file));
  for (const folder of ["public", "node_modules"]) symlinkSync(join(projectRoot, folder), join(dir, folder));
  mkdirSync(join(dir, ".leads"));
  writeFileSync(join(dir, ".leads", "leads.jsonl"), `${JSON.stringify({ id: "a", fields: { phone: storedPhone } })}\n`);
  writeFileSync(join(dir, ".leads", "leads.forwarded.jsonl"), '{"id":"a"}\n');
  writeFileSync(join(dir, "broken.ts"), "export const = ;\n");
  writeFileSync(join(dir, "notes.txt"), "an ordinary file of the project\n");
  writeFileSync(join(dir, "notes.md"), "# Notes\n\nThe `pages` command { reads pages.json.\n");
  server = await createServer({
    configFile: false,
    root: dir,
    // Vite's cache of its own, not the project's node_modules/.vite that the link would lead to.
    cacheDir: join(dir, ".vite-cache"),
    logLevel: "silent",
    plugins: [pagesPlugin({ file: join(dir, "pages.json") })],
    server: { host: "127.0.0.1", port: 0, strictPort: false, ws: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  port = typeof address === "object" && address ? address.port : 0;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends the path as it is written, with these headers. */
function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: "127.0.0.1", port, path: path.replaceAll("ROOT", dir), method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("latin1") }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** What no error answer may hold: a path of this machine, a stack frame, an error's name, the store's content. */
function leaks(body: string): string[] {
  const found = [dir, dirname(dir), projectRoot, storedPhone].filter((secret) => body.includes(secret));
  if (/^\s*at .+:\d+:\d+\)?$/m.test(body)) found.push("a stack frame");
  if (/\b\w*Error\b/.test(body)) found.push("an error's name");
  return found;
}

// What an attacker asks for, and the status it must get. ROOT is the project's folder on disk.
const refused: [request: string, status: number][] = [
  // The fonts: only the typefaces the site has. `constructor` is in every object.
  ["/_fonts/constructor.woff2", 404],
  ["/_fonts/__proto__.woff2", 404],
  ["/_fonts/toString.woff2", 404],
  ["/_fonts/made-up.woff2", 404],
  ["/_fonts/noto-nastaliq-urdu.woff", 404],
  ["/_fonts/", 404],
  // The page data: only the pages of the site.
  ["/_data/made-up.json", 404],
  ["/_data/constructor.json", 404],
  ["/_data/__proto__.json", 404],
  ["/_data/about.txt", 404],
  ["/_data/../pages.json", 403],
  // The pages file (a webhook's secret may be in it) and the lead store, through every way Vite reads a file.
  ["/pages.json", 403],
  ["/pages.json?raw", 403],
  ["/pages.json?url", 403],
  ["/pages.json?import", 403],
  ["/pages.json?inline", 403],
  ["/pages.json?worker", 403],
  ["/pages.json?worker_file&type=module", 403],
  ["/pages.json?direct", 403],
  ["/%70ages.json", 403],
  ["/pages%2ejson", 403],
  ["/./pages.json", 403],
  ["/@fs/ROOT/pages.json", 403],
  ["/@fs/ROOT/pages.json?raw", 403],
  ["/.leads/leads.jsonl", 403],
  ["/.leads/leads.jsonl?raw", 403],
  ["/.leads/leads.jsonl?url", 403],
  ["/.leads/leads.jsonl?import", 403],
  ["/.leads/leads.jsonl?raw&import", 403],
  ["/%2eleads/leads.jsonl", 403],
  ["/.leads/leads.forwarded.jsonl", 403],
  ["/@fs/ROOT/.leads/leads.jsonl?raw", 403],
  ["/.leads/leads.db", 403],
  ["/.leads/leads.db?raw", 403],
  ["/.leads/leads.db-wal?raw", 403],
  ["/@fs/ROOT/.leads/leads.db?raw", 403],
  // Outside the project.
  ["/@fs/etc/passwd", 403],
  ["/@fs/etc/passwd?raw", 403],
  ["/@fs/ROOT/../", 404],
  ["/@fs/ROOT/node_modules/../../../etc/passwd", 403],
  // Made-up addresses under Vite's own paths and the lead endpoint's.
  ["/@id/made-up", 404],
  ["/@vite/made-up", 404],
  ["/node_modules/made-up.js", 404],
  ["/node_modules/.vite/made-up.js", 404],
  ["/api/made-up", 404],
  // Modules that fail: Vite's answer was its error page, with the stack and the file's path.
  ["/broken.ts", 500],
  ["/notes.md?import", 500],
  // Vite looks for a script of an HTML page it served, finds none and fails; the file is not read.
  ["/pages.json?html-proxy&index=0.js", 500],
];

describe("the preview refuses", () => {
  it.each(refused)("%s with %i, in plain words", async (path, status) => {
    const answer = await send(path);
    expect(answer.status).toBe(status);
    expect(leaks(answer.body)).toEqual([]);
    expect(answer.body).not.toContain("<");
  });

  it("a cross-site request to open a file in the developer's editor", async () => {
    const answer = await send("/__open-in-editor?file=ROOT/pages.json", { "sec-fetch-site": "cross-site" });
    expect(answer.status).toBe(403);
  });
});

describe("the preview still serves", () => {
  it.each([
    ["/", "text/html"],
    ["/contact", "text/html"],
    ["/_data/shell.json", "application/json; charset=utf-8"],
    ["/_data/about.json", "application/json; charset=utf-8"],
    ["/_fonts/noto-nastaliq-urdu.woff2", "font/woff2"],
    ["/@vite/client", "text/javascript"],
    ["/favicon.svg", "image/svg+xml"],
    ["/notes.txt", "text/plain"],
  ])("%s", async (path, type) => {
    const answer = await send(path, { accept: "text/html,*/*" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe(type);
  });

  it("the lead endpoint, which answers any other method than POST with 405", async () => {
    expect((await send("/api/leads")).status).toBe(405);
  });
});

describe("another site", () => {
  it.each(["evil.example", "evil.example:5173", "localhost.evil.example", "127.0.0.1.nip.io"])(
    "that rebinds its name %s to 127.0.0.1 is refused (Vite's allowedHosts: only localhost and IP addresses)",
    async (host) => {
      const answer = await send("/_data/shell.json", { host });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain("Indus");
      expect(leaks(answer.body)).toEqual([]);
    },
  );

  it.each(["https://evil.example", "http://localhost:3000", "http://127.0.0.1:8080", "null"])("at %s may not read the answers (no CORS)", async (origin) => {
    const answer = await send("/_data/shell.json", { origin });
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await send("/_data/shell.json", { origin, "access-control-request-method": "GET" }, "OPTIONS");
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
