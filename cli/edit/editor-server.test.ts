import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentAnswer } from "../../runtime/foundation/wire/index.ts";
import { hashOf } from "./document-file.ts";
import { editorBundleKey } from "./editor-bundle.ts";
import { sessionMessages } from "./editor-session.ts";
import { startTestEditor, type Sent, type TestEditor } from "./editor-test-server.ts";
import { testFolder } from "../../runtime/testing/test-folder.ts";

const shipped = readFileSync("pages.json", "utf8");
const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#c2410c" } })
  .png()
  .toBuffer();
let editor: TestEditor;
let cookie: string;

const api = (path: string, sent: Sent = {}) => editor.send(path, { ...sent, headers: { cookie, "content-type": "application/json", ...sent.headers } });
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;
/** GET /api/document's first line: what comes with the file's text; and the text, as it is on disk, after it. */
function loadedHead(body: string): Record<string, unknown> {
  const read = documentAnswer.read(body);
  if (!read) throw new Error(`not a document answer: ${body.slice(0, 200)}`);
  return { ...read.head, text: read.text };
}

beforeAll(async () => {
  editor = await startTestEditor({
    files: {
      "public/images/x.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='30' height='20'><rect width='30' height='20' fill='#c2410c'/></svg>",
      "public/images/photo.png": png,
      "public/fonts/face.woff2": Buffer.concat([Buffer.from("wOF2"), Buffer.alloc(60)]),
      "public/.env": "SECRET=1",
    },
  });
  chmodSync(join(editor.folder, "pages.json"), 0o640);
  cookie = await editor.signIn();
});

afterAll(() => editor.stop());

describe("the editor's page", () => {
  it("may run scripts from its own /assets/ only, and evaluate no text, the checking worker neither", async () => {
    const page = await editor.send("/");
    expect(page.status).toBe(200);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain(`script-src ${editor.origin}/assets/;`);
    expect(policy).toContain(`worker-src ${editor.origin}/assets/;`);
    expect(policy).not.toContain("unsafe-eval");
    const worker = await editor.send("/assets/check-worker-abc.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-security-policy"]).toBe(`default-src 'none'; script-src ${editor.origin}/assets/; connect-src 'self'`);
  });

  it("names the address it was opened at in its policy (localhost as well as 127.0.0.1)", async () => {
    const page = await editor.send("/", { headers: { host: `localhost:${editor.port}` } });
    expect(page.headers["content-security-policy"]).toContain(`script-src http://localhost:${editor.port}/assets/;`);
  });
});

describe("signing in with the printed address's one-time code", () => {
  const exchange = (code: string, headers: Record<string, string> = {}) =>
    editor.send("/api/session", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: { code } });

  it("gives a session cookie for this editor's port only, out of scripts' and other sites' reach", async () => {
    const answer = await exchange(editor.sessions.newCode());
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toEqual([
      expect.stringMatching(new RegExp(`^pages-edit-${editor.port}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Strict$`)),
    ]);
    const session = String(answer.headers["set-cookie"]).split(";")[0]!;
    expect((await editor.send("/api/document", { headers: { cookie: session } })).status).toBe(200);
  });

  it("refuses the code the second time, in words for the person at the browser", async () => {
    const code = editor.sessions.newCode();
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(403);
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(json(again.text)).toEqual({ error: sessionMessages.used });
  });

  it("lets the browser that used the code open the address again, with no new session", async () => {
    const code = editor.sessions.newCode();
    const first = await exchange(code);
    const session = String(first.headers["set-cookie"]).split(";")[0]!;
    const again = await exchange(code, { cookie: session });
    expect(again.status).toBe(200);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("tells a code from an earlier start apart from a used one", async () => {
    expect(json((await exchange("a-code-this-editor-never-printed")).text)).toEqual({ error: sessionMessages.unknown });
  });

  it("answers a request without a code, or not JSON, with a plain 400", async () => {
    expect((await exchange(undefined as unknown as string)).status).toBe(400);
    expect((await editor.send("/api/session", { method: "POST", body: "code=x" })).status).toBe(400);
  });
});

describe("behind a reverse proxy (--public-url)", () => {
  let proxied: TestEditor;
  beforeAll(async () => (proxied = await startTestEditor({ publicUrl: "https://edit.example.com" })));
  afterAll(() => proxied.stop());

  it("answers at the public address only, and sends a Secure cookie under the __Host- prefix", async () => {
    expect(proxied.host).toBe("edit.example.com");
    expect((await proxied.send("/", { headers: { host: `127.0.0.1:${proxied.port}` } })).status).toBe(421);
    expect((await proxied.send("/")).headers["content-security-policy"]).toContain("script-src https://edit.example.com/assets/;");
    const answer = await proxied.send("/api/session", {
      method: "POST",
      headers: { origin: "https://edit.example.com", "content-type": "application/json" },
      body: { code: proxied.sessions.newCode() },
    });
    // Its attributes in the order @fastify/cookie writes them (Secure before SameSite).
    expect(String(answer.headers["set-cookie"])).toMatch(new RegExp(`^__Host-pages-edit-${proxied.port}=[\\w-]+; Path=/; HttpOnly; Secure; SameSite=Strict$`));
    const session = String(answer.headers["set-cookie"]).split(";")[0]!;
    expect((await proxied.send("/api/document", { headers: { cookie: session, origin: "https://edit.example.com" } })).status).toBe(200);
    expect((await proxied.send("/api/document", { headers: { cookie: session, origin: `http://127.0.0.1:${proxied.port}` } })).status).toBe(403);
  });
});

describe("public/", () => {
  it("serves a picture and a font as the type their bytes say, under a policy that runs nothing", async () => {
    const picture = await editor.send("/images/photo.png");
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
    expect(picture.body.equals(png)).toBe(true);
    expect(picture.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
    expect((await editor.send("/public/fonts/face.woff2")).headers["content-type"]).toBe("font/woff2");
  });

  it("draws an SVG into a PNG of the size it declares, at /public/ and at its site path alike", async () => {
    for (const path of ["/images/x.svg", "/public/images/x.svg"]) {
      const drawn = await editor.send(path);
      expect(drawn.status, path).toBe(200);
      expect(drawn.headers["content-type"]).toBe("image/png");
      const { format, width, height } = await sharp(drawn.body).metadata();
      expect({ format, width, height }).toEqual({ format: "png", width: 30, height: 20 });
    }
  });

  it("keeps each drawing by the hash of the SVG, so a changed file is drawn again", async () => {
    const svg = (fill: string) => `<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><rect width='4' height='4' fill='${fill}'/></svg>`;
    const pixel = async () =>
      (
        await sharp((await editor.send("/images/swatch.svg")).body)
          .raw()
          .toBuffer()
      ).subarray(0, 3);
    writeFileSync(join(editor.folder, "public", "images", "swatch.svg"), svg("#ff0000"));
    expect([...(await pixel())]).toEqual([255, 0, 0]);
    writeFileSync(join(editor.folder, "public", "images", "swatch.svg"), svg("#0000ff"));
    expect([...(await pixel())]).toEqual([0, 0, 255]);
    expect(readdirSync(join(editor.folder, "drawings")).filter((name) => name.endsWith(".png")).length).toBeGreaterThanOrEqual(3);
    rmSync(join(editor.folder, "public", "images", "swatch.svg"));
  });
});

describe("the document", () => {
  it("lists public/ without its hidden files", async () => {
    const answer = loadedHead((await api("/api/document")).text);
    expect(answer.file).toBe("pages.json");
    // The text crosses as it is on disk, after the line of what comes with it.
    expect(answer.text).toBe(shipped);
    expect(answer.hash).toBe(hashOf(shipped));
    expect(answer.publicFiles).toEqual(["/fonts/face.woff2", "/images/photo.png", "/images/x.svg"]);
    // Where the store the file names would be published: the one check the browser cannot make.
    expect(answer.leadStore).toEqual({ storeFile: ".leads/leads.jsonl", published: null });
  });

  it("comes compressed to a browser that takes it so, and reads the same", async () => {
    const plain = await api("/api/document");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [encoding, unpack] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const packed = await api("/api/document", { headers: { "accept-encoding": `${encoding}, deflate` } });
      expect(packed.headers["content-encoding"]).toBe(encoding);
      expect(packed.headers.vary).toContain("accept-encoding");
      expect(packed.body.length).toBeLessThan(plain.body.length);
      expect(unpack(packed.body).equals(plain.body)).toBe(true);
    }
  });

  it("saves a change as the smallest edit, atomically, keeping the file's mode", async () => {
    const { hash } = loadedHead((await api("/api/document")).text);
    const document = JSON.parse(shipped) as { site: { email: string } };
    document.site.email = "hello@example.org";
    const saved = await api("/api/document", { method: "PUT", body: { document, baseHash: hash } });
    expect(saved.status).toBe(200);
    const after = readFileSync(join(editor.folder, "pages.json"), "utf8");
    const before = shipped.split("\n");
    const changed = after.split("\n").filter((line, index) => line !== before[index]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('"email": "hello@example.org"');
    expect(json(saved.text)).toMatchObject({ hash: hashOf(after) });
    expect(statSync(join(editor.folder, "pages.json")).mode & 0o777).toBe(0o640);
    expect(readdirSync(editor.folder).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("refuses to save over a file changed on disk since it was loaded, and writes nothing", async () => {
    const { hash } = loadedHead((await api("/api/document")).text);
    const file = join(editor.folder, "pages.json");
    const byHand = readFileSync(file, "utf8").replace('"hello@example.org"', '"by-hand@example.org"');
    writeFileSync(file, byHand);
    const refused = await api("/api/document", { method: "PUT", body: { document: JSON.parse(shipped) as unknown, baseHash: hash } });
    expect(refused.status).toBe(409);
    expect(json(refused.text)).toMatchObject({ hash: hashOf(byHand) });
    expect(readFileSync(file, "utf8")).toBe(byHand);
  });

  it("answers a body it cannot read with 400; the lint is the browser's, no request of the server's", async () => {
    expect((await api("/api/document", { method: "PUT", body: { document: 1 } })).status).toBe(400);
    expect((await editor.send("/api/document", { method: "PUT", headers: { cookie } })).status).toBe(400);
    expect((await api("/api/lint", { method: "POST", body: { text: "{}" } })).status).toBe(404);
  });
});

describe("the editor's bundle", () => {
  it("is keyed by the content of its sources", async () => {
    const root = testFolder("pages-edit-key-");
    mkdirSync(join(root, "runtime"));
    writeFileSync(join(root, "runtime", "a.ts"), "export const a = 1;");
    const first = await editorBundleKey(root);
    expect(await editorBundleKey(root)).toBe(first);
    writeFileSync(join(root, "runtime", "a.ts"), "export const a = 2;");
    expect(await editorBundleKey(root)).not.toBe(first);
  });
});
