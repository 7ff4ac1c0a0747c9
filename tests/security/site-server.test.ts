// The built site served by `pages serve`, as an attacker probes it: each request below is sent
// exactly as written (no normalising of `..` or `%2e`) and must get the status beside it, with the
// site's security headers on the answer whatever it is, and no answer may hold the lead store, a
// hidden file or a path of the machine. The site is the project's dist/ (built when stale, by
// tests/cli/helpers.ts builtSite), copied, with what a careless deploy might leave beside it.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHeadersFile } from "../../runtime/server/headers-file.ts";
import { HEADERS_FILE, isFingerprinted } from "../../runtime/server/index.ts";
import { assetsFolder, reservedPathOf, routeTable, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { builtSite, projectRoot, publicDir, runCli } from "../cli/helpers.ts";

const secrets = { env: "SECRET_TOKEN=s3cr3t-from-dot-env", phone: "+971 55 765 4321", git: "[remote-secret]" };
let dir: string;
let dist: string;
let built: string;
let server: ChildProcess | undefined;
let port: number;
let policyHeaders: [string, string][];

beforeAll(async () => {
  built = builtSite();
  dir = mkdtempSync(join(tmpdir(), "pages-site-security-"));
  dist = join(dir, "dist");
  cpSync(built, dist, { recursive: true });
  // What a careless deploy leaves in the folder: hidden files, a file of public/assets/ without a
  // fingerprint, a link to the lead store. The store itself is beside the site, as by default.
  writeFileSync(join(dist, ".env"), `${secrets.env}\n`);
  mkdirSync(join(dist, ".git"));
  writeFileSync(join(dist, ".git", "config"), `${secrets.git}\n`);
  writeFileSync(join(dist, "images", ".DS_Store"), "junk");
  writeFileSync(join(dist, assetsFolder, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, ".leads"));
  writeFileSync(join(dir, ".leads", "leads.jsonl"), `${JSON.stringify({ id: "a", fields: { phone: secrets.phone } })}\n`);
  symlinkSync(join(dir, ".leads"), join(dist, "backup"));
  policyHeaders = readHeadersFile(readFileSync(join(dist, HEADERS_FILE), "utf8")).headersFor("/");

  runCli("--help"); // brings the CLI's bundle up to date, which the long-running child below cannot wait for
  const child = spawn(process.execPath, ["cli/bin.mjs", "serve", "--port", "0", "--dir", dist], {
    cwd: projectRoot,
    env: { ...process.env, PAGES_LEADS_FILE: join(dir, ".leads", "leads.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let output = "";
  port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.on("exit", (code) => reject(new Error(`pages serve ended (${code}) before listening: ${output}`)));
  });
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(path: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: "127.0.0.1", port, path, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** What no answer may hold: the store's or a hidden file's content, a path of this machine, a stack frame. */
function leaks(body: string): string[] {
  const found = [...Object.values(secrets), dir, projectRoot].filter((secret) => body.includes(secret));
  if (/^\s*at .+:\d+:\d+\)?$/m.test(body)) found.push("a stack frame");
  return found;
}

const notFoundPage = "the site's 404 page";
const plainNotFound = "Not found";

// The request, its method, the status it must get and, where it matters, what the body is.
const requests: [path: string, method: string, status: number, body?: string][] = [
  // Out of the folder: `..` as written, encoded, doubly encoded, as backslashes, overlong UTF-8.
  ["/../.leads/leads.jsonl", "GET", 404, notFoundPage],
  ["/%2e%2e/.leads/leads.jsonl", "GET", 404, notFoundPage],
  ["/..%2f.leads/leads.jsonl", "GET", 404, plainNotFound],
  ["/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "GET", 404, plainNotFound],
  ["/%252e%252e/.leads/leads.jsonl", "GET", 404, notFoundPage],
  ["/..%5c..%5c.leads%5cleads.jsonl", "GET", 404, notFoundPage],
  ["/assets/..%2f..%2f.leads/leads.jsonl", "GET", 404, plainNotFound],
  ["/%c0%ae%c0%ae/.leads/leads.jsonl", "GET", 404, plainNotFound],
  ["/%", "GET", 404, plainNotFound],
  ["/%00", "GET", 404, notFoundPage],
  ["//etc/passwd", "GET", 404, notFoundPage],
  // A link in the folder that leads to the lead store.
  ["/backup/leads.jsonl", "GET", 404, notFoundPage],
  ["/backup/", "GET", 404, notFoundPage],
  // Hidden files and the host's headers file.
  ["/.env", "GET", 404, notFoundPage],
  ["/%2eenv", "GET", 404, notFoundPage],
  ["/.git/config", "GET", 404, notFoundPage],
  ["/images/.DS_Store", "GET", 404, notFoundPage],
  ["/.well-known/../.env", "GET", 404, notFoundPage],
  ["/.leads/leads.jsonl", "GET", 404, notFoundPage],
  ["/_headers", "GET", 404, notFoundPage],
  ["/_redirects", "GET", 404, notFoundPage],
  ["/%5fheaders", "GET", 404, notFoundPage],
  // Too long an address: refused before any file is looked for.
  [`/${"a".repeat(1100)}`, "GET", 414, "Address too long"],
  [`/${"a/".repeat(600)}b`, "GET", 414, "Address too long"],
  // Methods a static site does not take, on pages, data and files.
  ["/", "POST", 405],
  ["/about", "PUT", 405],
  ["/_data/about/index.json", "DELETE", 405],
  ["/", "PATCH", 405],
  ["/", "OPTIONS", 405],
  ["/", "TRACE", 405],
  ["/", "PROPFIND", 405],
  // Made-up names where the build keeps its files: a plain 404, never a page.
  ["/assets/made-up.js", "GET", 404, plainNotFound],
  ["/assets/index-AAAAAAAA.js", "GET", 404, plainNotFound],
  ["/assets/", "GET", 404, plainNotFound],
  ["/_data/made-up.json", "GET", 404, plainNotFound],
  ["/_data/constructor.json", "GET", 404, plainNotFound],
  ["/_data/__proto__.json", "GET", 404, plainNotFound],
  ["/_data/", "GET", 404, plainNotFound],
  // Other reserved addresses, and the lead endpoint asked the wrong way.
  ["/api/made-up", "GET", 404, notFoundPage],
  ["/api/leads", "GET", 405],
  // The admin: the login form for whoever has no session, a change refused without proof of where it
  // comes from, and nothing else under it.
  ["/admin", "GET", 401, "the login form"],
  ["/admin/leads", "GET", 401, "the login form"],
  ["/admin/login", "GET", 200, "the login form"],
  ["/admin/login", "POST", 403],
  ["/admin/logout", "POST", 303, ""],
  ["/admin/users", "GET", 401, "the login form"],
  ["/admin/users", "POST", 401, "the login form"],
  ["/admin/audit", "GET", 401, "the login form"],
  ["/admin/settings", "GET", 404, plainNotFound],
  // Out of the admin's folder is out of the admin: the site's own answer.
  ["/admin/%2e%2e/.leads/leads.jsonl", "GET", 404, notFoundPage],
  ["/admin/../.env", "GET", 404, notFoundPage],
  // What the site does serve.
  ["/", "GET", 200],
  ["/about/", "HEAD", 200, ""],
  // A page asked for without its trailing slash is sent to its one address, on this site only.
  ["/about", "GET", 301, ""],
  ["/no-such-page", "GET", 404, notFoundPage],
];

/** A request as a test's name: a long address by its start and length. */
const named = requests.map(([path, method, status, body]) => ({
  path,
  method,
  status,
  body,
  shown: path.length > 60 ? `${path.slice(0, 24)}... (${path.length} characters)` : path,
}));

describe("pages serve, asked by an attacker", () => {
  it.each(named)("$method $shown gets $status", async ({ path, method, status, body }) => {
    const answer = await send(path, method);
    expect(answer.status).toBe(status);
    if (body === notFoundPage) expect(answer.body).toContain("<!doctype html>");
    else if (body === "the login form") expect(answer.body).toMatch(/<form [^>]*action="\/admin\/login"/);
    else if (body !== undefined) expect(answer.body).toBe(body);
    expect(leaks(answer.body)).toEqual([]);
    if (/^\/admin(\/[\w-]*)?$/.test(path)) {
      // The admin's own policy: no script at all, no frame, never cached or indexed.
      expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/);
      expect([answer.headers["cache-control"], answer.headers["x-robots-tag"]]).toEqual(["no-store", "noindex, nofollow"]);
    } else for (const [name, value] of policyHeaders) expect(answer.headers[name], name).toBe(value);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the policy every page needs, the opener policy among them", () => {
    const names = policyHeaders.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(["content-security-policy", "cross-origin-opener-policy", "x-frame-options", "referrer-policy"]));
    expect(Object.fromEntries(policyHeaders)["cross-origin-opener-policy"]).toBe("same-origin");
  });
});

describe("what browsers may keep for a year", () => {
  it("is every file the build wrote into assets/, and it is served so", async () => {
    const files = readdirSync(join(built, assetsFolder));
    expect(files.filter((name) => !isFingerprinted(`/${assetsFolder}/${name}`))).toEqual([]);
    for (const name of files) expect((await send(`/${assetsFolder}/${name}`)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("is not a file without a fingerprint under /assets/, nor a page", async () => {
    expect((await send("/assets/logo.svg")).headers["cache-control"]).toBe("public, max-age=86400");
    expect((await send("/about/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await send("/no-such-page")).headers["cache-control"]).toBe("no-store");
  });
});

describe("the top of dist/", () => {
  it("holds pages, the files of public/ and reserved names only", () => {
    const file = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile;
    const pageFolders = new Set(routeTable(file).map((route) => route.path.split("/")[1]));
    const published = new Set(readdirSync(publicDir));
    const unexplained = readdirSync(built).filter((name) => !pageFolders.has(name) && !published.has(name) && !reservedPathOf(`/${name}`));
    expect(unexplained).toEqual([]);
  });
});
