import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentFile, hashOf } from "./document-file.ts";
import { editorBundleKey } from "./editor-bundle.ts";
import { createEditorServer } from "./editor-server.ts";

const token = "a-token-for-the-tests";
const shipped = readFileSync("pages.json", "utf8");
let folder: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: { host: `127.0.0.1:${port}`, ...options.headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const api = (path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  send(path, { ...options, headers: { "x-pages-token": token, "content-type": "application/json", ...options.headers } });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "pages-edit-"));
  writeFileSync(join(folder, "pages.json"), shipped);
  chmodSync(join(folder, "pages.json"), 0o640);
  mkdirSync(join(folder, "public", "images"), { recursive: true });
  writeFileSync(join(folder, "public", "images", "x.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(folder, "public", ".env"), "SECRET=1");
  writeFileSync(join(folder, "secret.svg"), "<svg/>");
  symlinkSync(join(folder, "secret.svg"), join(folder, "public", "images", "link.svg"));
  const bundle = join(folder, "bundle");
  mkdirSync(join(bundle, "assets"), { recursive: true });
  writeFileSync(join(bundle, "index.html"), "<!doctype html><title>editor</title>");
  writeFileSync(join(bundle, "assets", "check-worker-abc.js"), "self.onmessage = () => {};");
  server = createEditorServer({
    file: documentFile(join(folder, "pages.json")),
    publicDir: join(folder, "public"),
    bundleDir: bundle,
    token,
    lint: (text) => ({ length: text.length }),
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe("who the editor server answers", () => {
  it("refuses a Host that is not its own address (DNS rebinding)", async () => {
    expect((await send("/", { headers: { host: `evil.example:${port}` } })).status).toBe(421);
    expect((await api("/api/document", { headers: { host: `evil.example:${port}` } })).status).toBe(421);
    expect((await send("/", { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it("refuses requests from another site's page", async () => {
    expect((await api("/api/document", { headers: { origin: "http://evil.example" } })).status).toBe(403);
    expect((await api("/api/document", { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await api("/api/document", { headers: { origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin" } })).status).toBe(200);
  });

  it("needs the token for every API request, reads and writes alike", async () => {
    expect((await send("/api/document")).status).toBe(401);
    expect((await send("/api/document", { headers: { "x-pages-token": "wrong" } })).status).toBe(401);
    expect((await send("/api/document", { method: "PUT", body: { document: {}, baseHash: "x" } })).status).toBe(401);
    expect((await send("/api/lint", { method: "POST", body: { text: "{}" } })).status).toBe(401);
  });

  it("sends its page with a policy that allows only its own scripts, and eval only to the checking worker", async () => {
    const page = await send("/");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const worker = await send("/assets/check-worker-abc.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-security-policy"]).toContain("'unsafe-eval'");
  });
});

describe("public/", () => {
  it("serves its pictures, at /public/ and at their site path", async () => {
    expect((await send("/public/images/x.svg")).status).toBe(200);
    expect((await send("/images/x.svg")).headers["content-type"]).toBe("image/svg+xml");
  });

  it("never serves a hidden file, a path outside it, or a link leading out of it", async () => {
    for (const path of ["/public/.env", "/public/../pages.json", "/public/%2e%2e/pages.json", "/public/images/link.svg", "/pages.json", "/.env"]) {
      expect((await send(path)).status, path).toBe(404);
    }
  });
});

describe("the document", () => {
  it("lists public/ without its hidden files", async () => {
    const answer = JSON.parse((await api("/api/document")).body) as { file: string; hash: string; publicFiles: string[] };
    expect(answer.file).toBe("pages.json");
    expect(answer.hash).toBe(hashOf(shipped));
    // The link leading out of public/ is not offered either.
    expect(answer.publicFiles).toEqual(["/images/x.svg"]);
  });

  it("saves a change as the smallest edit, atomically, keeping the file's mode", async () => {
    const { hash } = JSON.parse((await api("/api/document")).body) as { hash: string };
    const document = JSON.parse(shipped) as { site: { email: string } };
    document.site.email = "hello@example.org";
    const saved = await api("/api/document", { method: "PUT", body: { document, baseHash: hash } });
    expect(saved.status).toBe(200);
    const after = readFileSync(join(folder, "pages.json"), "utf8");
    const before = shipped.split("\n");
    const changed = after.split("\n").filter((line, index) => line !== before[index]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('"email": "hello@example.org"');
    expect(JSON.parse(saved.body)).toMatchObject({ hash: hashOf(after) });
    expect(statSync(join(folder, "pages.json")).mode & 0o777).toBe(0o640);
    expect(readdirSync(folder).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("refuses to save over a file changed on disk since it was loaded, and writes nothing", async () => {
    const { hash } = JSON.parse((await api("/api/document")).body) as { hash: string };
    const byHand = readFileSync(join(folder, "pages.json"), "utf8").replace('"hello@example.org"', '"by-hand@example.org"');
    writeFileSync(join(folder, "pages.json"), byHand);
    const refused = await api("/api/document", { method: "PUT", body: { document: JSON.parse(shipped) as unknown, baseHash: hash } });
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body)).toMatchObject({ hash: hashOf(byHand) });
    expect(readFileSync(join(folder, "pages.json"), "utf8")).toBe(byHand);
  });

  it("answers a body it cannot read with 400, and lint with the text's findings", async () => {
    expect((await api("/api/document", { method: "PUT", body: { document: 1 } })).status).toBe(400);
    expect((await send("/api/document", { method: "PUT", headers: { "x-pages-token": token } })).status).toBe(400);
    expect(JSON.parse((await api("/api/lint", { method: "POST", body: { text: "{}" } })).body)).toEqual({ length: 2 });
    expect((await api("/api/nothing")).status).toBe(404);
  });
});

describe("the editor's bundle", () => {
  it("is keyed by the content of its sources", async () => {
    const root = mkdtempSync(join(tmpdir(), "pages-edit-key-"));
    mkdirSync(join(root, "runtime"));
    writeFileSync(join(root, "runtime", "a.ts"), "export const a = 1;");
    const first = await editorBundleKey(root);
    expect(await editorBundleKey(root)).toBe(first);
    writeFileSync(join(root, "runtime", "a.ts"), "export const a = 2;");
    expect(await editorBundleKey(root)).not.toBe(first);
  });
});
