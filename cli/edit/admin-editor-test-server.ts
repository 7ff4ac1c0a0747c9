// The admin with its editor for the tests (cli/edit/admin-editor.test.ts, the attacker's list in
// tests/security/admin-editor.test.ts), through Fastify's inject: a copy of the shipped pages.json
// and a public/ with a picture, files beside them a request must never reach (a secret, a page
// dressed as a picture, a link out of public/), a stand-in for the editor's bundle, a database with
// a salesperson, two editors and an owner, each signed in, and one lead.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { documentAnswer } from "../../runtime/foundation/wire/index.ts";
import { adminRoutes } from "../../runtime/server/admin/index.ts";
import { createHttpApp, hashPassword, openDatabase, projectRoot, type PagesDatabase } from "../../runtime/server/index.ts";
import { adminEditor } from "./admin-editor.ts";
import { documentFile } from "./document-file.ts";
import { svgDrawings } from "./svg-drawing.ts";

export const host = "www.induscargo.example";
export const origin = `http://${host}`;
/** Written into every file a request must not reach, and into the lead. */
export const secret = "SECRET-MARKER-7f3a";
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082",
  "hex",
);
export const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
const password = "correct horse battery";
// Cheap scrypt parameters for the four users (AdminOptions.passwordHashing): a hash in a millisecond,
// not a second; runtime/server/admin/admin.test.ts shows the admin hashes at today's by default.
const cheapHashing = { ln: 4, r: 8, p: 1 };

/** The editor's page's own fetch: same-origin. */
export const fromPage = { "sec-fetch-site": "same-origin" };

export type Who = "sales" | "editor" | "owner" | "editor2";

export interface TestAdmin {
  dir: string;
  pagesFile: string;
  database: PagesDatabase;
  /** Each user's session cookie. */
  cookies: Record<Who, string>;
  /** A request as the browser sends it to the admin's host (with a session's cookie, if given). */
  send(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** The file as the editor's page loads it, with the session's token. */
  loaded(cookie: string): Promise<{ hash: string; text: string; csrfToken: string }>;
  /** A save as the editor's page sends it, with this session's token; `headers` override (undefined: not sent). */
  save(cookie: string, document: unknown, baseHash: string, headers?: Record<string, string | undefined>, token?: string): Promise<LightMyRequestResponse>;
  /** Another admin on the same database and file, its editor's bundle `bundle` (being built, failed). */
  withBundle(bundle: () => Promise<string>): Promise<FastifyInstance>;
  stop(): Promise<void>;
}

/** The shipped file with another English tagline. */
export const withTagline = (text: string, tagline: string) => {
  const document = JSON.parse(text) as { site: { tagline: Record<string, string> } };
  document.site.tagline.en = tagline;
  return document;
};

export async function startTestAdmin(): Promise<TestAdmin> {
  const dir = mkdtempSync(join(tmpdir(), "pages-admin-edit-"));
  const pagesFile = join(dir, "pages.json");
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  write("pages.json", shipped);
  write("public/images/photo.png", PNG);
  write("public/images/page.png", `<!doctype html><script>alert(1)</script>${secret}`);
  write("public/.env", secret);
  write("outside/secret.png", PNG);
  write("secret.txt", secret);
  symlinkSync(join(dir, "outside"), join(dir, "public", "images", "outside"));
  write("bundle/index.html", "<!doctype html><title>editor</title><script type=module src=./assets/index-abcdefgh.js></script>");
  write("bundle/assets/index-abcdefgh.js", "document.title = 'editor';");
  write("bundle/assets/check-worker-abcdefgh.js", "self.onmessage = () => {};");
  const database = openDatabase(join(dir, "leads.db"));
  const hash = await hashPassword(password, cheapHashing);
  const now = new Date().toISOString();
  const names = { sales: "Sara", editor: "Bilal", owner: "Owner", editor2: "Zainab" } as const;
  for (const [who, name] of Object.entries(names)) database.users.add(name, who === "editor2" ? "editor" : (who as "sales" | "editor" | "owner"), hash, now);
  database.leads.insert([{ id: "lead-1", receivedAt: now, form: "contact", page: "/contact", language: "en", fields: { name: `Lead ${secret}` } }]);

  const admin = async (bundle: () => Promise<string>) => {
    const app = await createHttpApp();
    const editor = adminEditor({
      file: documentFile(pagesFile),
      publicDir: join(dir, "public"),
      drawings: svgDrawings(join(dir, "drawings")),
      publishedStore: () => null,
      bundle,
    });
    await app.register(adminRoutes({ database, editor, passwordHashing: cheapHashing }));
    await app.ready();
    return app;
  };
  const app = await admin(() => Promise.resolve(join(dir, "bundle")));
  const send = (options: InjectOptions & { cookie?: string }) =>
    app.inject({ ...options, headers: { host, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers } });
  const cookies = { sales: "", editor: "", owner: "", editor2: "" };
  for (const [who, name] of Object.entries(names)) {
    const answer = await send({
      method: "POST",
      url: "/admin/login",
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ name, password }).toString(),
    });
    cookies[who as Who] = String(answer.headers["set-cookie"] ?? "").split(";")[0]!;
  }
  const loaded = async (cookie: string) => {
    const answer = await send({ url: "/admin/edit/api/document", cookie, headers: fromPage });
    if (answer.statusCode !== 200) throw new Error(`The document did not load: ${answer.statusCode} ${answer.body}`);
    const read = documentAnswer.read(answer.body);
    if (!read) throw new Error(`The document's answer could not be read: ${answer.body.slice(0, 200)}`);
    return { ...(read.head as { hash: string; csrfToken: string }), text: read.text };
  };
  return {
    dir,
    pagesFile,
    database,
    cookies,
    send,
    loaded,
    async save(cookie, document, baseHash, headers = {}, token) {
      const csrf = token ?? (await loaded(cookie)).csrfToken;
      const sent = { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": csrf, ...headers };
      return send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie,
        headers: Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined)),
        payload: JSON.stringify({ document, baseHash }),
      });
    },
    withBundle: admin,
    async stop() {
      await app.close();
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One admin for a whole test file: started before its tests (beforeAll), stopped after them
 * (afterAll). `admin` is the running one; send, loaded and save reach it.
 */
export function adminForTheFile(): Pick<TestAdmin, "send" | "loaded" | "save"> & { readonly admin: TestAdmin } {
  let running: TestAdmin | undefined;
  beforeAll(async () => {
    running = await startTestAdmin();
  }, 60_000);
  afterAll(() => running?.stop());
  const admin = () => {
    if (!running) throw new Error("the test admin is not started: use it inside a test");
    return running;
  };
  return {
    get admin() {
      return admin();
    },
    send: (options) => admin().send(options),
    loaded: (cookie) => admin().loaded(cookie),
    save: (...args) => admin().save(...args),
  };
}
