// A real editor server on 127.0.0.1 for the tests (cli/edit/editor-server.test.ts, the attacker's list
// in tests/security/editor-server.test.ts): a copy of the shipped pages.json, a public/ the test
// fills, a stand-in for the editor's bundle, and a client that sends exactly the request line and
// headers it is given (no normalising of `..`, any Host).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { projectRoot } from "../../runtime/server/index.ts";
import { documentFile } from "./document-file.ts";
import { editorAddress } from "./editor-access.ts";
import { createEditorServer } from "./editor-server.ts";
import { editorSessions, sessionCookieName, type EditorSessions } from "./editor-session.ts";
import { svgDrawings } from "./svg-drawing.ts";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface TestEditor {
  folder: string;
  port: number;
  sessions: EditorSessions;
  /** The Host the editor answers at (127.0.0.1:<port>, or the public URL's). */
  host: string;
  /** Its page's origin. */
  origin: string;
  cookieName: string;
  /** Sends a request as it is written, with the editor's own Host unless another is given. */
  send(path: string, sent?: Sent): Promise<Answer>;
  /** A new session for the tests' requests: a code exchanged as the page would, as a Cookie header. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
}

export interface TestEditorOptions {
  /** Files of the project folder to write, by their path in it ("public/images/x.svg"). */
  files?: Record<string, string | Buffer>;
  publicUrl?: string;
  /** The editor's own scripts, as its bundle would hold them. */
  bundle?: Record<string, string>;
}

const defaultBundle = {
  "index.html": "<!doctype html><title>editor</title>",
  "assets/index-abc.js": "document.title = 'editor';",
  "assets/check-worker-abc.js": "self.onmessage = () => {};",
};

export async function startTestEditor(options: TestEditorOptions = {}): Promise<TestEditor> {
  const folder = mkdtempSync(join(tmpdir(), "pages-edit-"));
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  };
  write("pages.json", readFileSync(join(projectRoot, "pages.json")));
  mkdirSync(join(folder, "public"), { recursive: true });
  for (const [path, content] of Object.entries(options.files ?? {})) write(path, content);
  for (const [path, content] of Object.entries(options.bundle ?? defaultBundle)) write(join("bundle", path), content);
  const publicUrl = options.publicUrl === undefined ? undefined : new URL(options.publicUrl);
  const address = editorAddress(publicUrl);
  const sessions = editorSessions();
  const server = await createEditorServer({
    file: documentFile(join(folder, "pages.json")),
    publicDir: join(folder, "public"),
    bundleDir: join(folder, "bundle"),
    address,
    sessions,
    drawings: svgDrawings(join(folder, "drawings")),
    publishedStore: () => null,
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const port = (server.server.address() as AddressInfo).port;
  const origin = address.origins(port)[0]!;
  const host = new URL(origin).host;
  const cookieName = sessionCookieName(port, address.secure);

  const send = (path: string, sent: Sent = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const body = sent.body === undefined ? undefined : typeof sent.body === "string" || Buffer.isBuffer(sent.body) ? sent.body : JSON.stringify(sent.body);
      const request = httpRequest({ host: "127.0.0.1", port, path, method: sent.method ?? "GET", headers: { host, ...sent.headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const whole = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: whole, text: whole.toString("utf8") });
        });
      });
      request.on("error", reject);
      request.end(body);
    });

  return {
    folder,
    port,
    sessions,
    host,
    origin,
    cookieName,
    send,
    async signIn() {
      const answer = await send("/api/session", {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: { code: sessions.newCode() },
      });
      const setCookie = String(answer.headers["set-cookie"] ?? "");
      return setCookie.split(";")[0]!;
    },
    async stop() {
      server.server.closeAllConnections();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
