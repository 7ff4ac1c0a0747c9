// The editor in the admin (/admin/edit/, `pages serve`) as an attacker would try it, through
// Fastify's inject: a stranger with no session, a salesperson, another site's page in the editor's
// browser (Sec-Fetch-Site, a foreign Origin, a save without the session's token), a signed-in
// editor reaching for other files (.., encoded slashes, hidden files, a link out of public/), for
// the leads, or sending bodies too large or of the wrong type. Each request names the answer it
// must get; the file is checked to be unchanged after every refused save. And what an editor's save
// does: the file written, the audit log, a save over a file changed since it was opened refused.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRoutes } from "../../runtime/server/admin/index.ts";
import { cookieOf, form, sameOrigin } from "../../runtime/server/admin/test-requests.ts";
import { createHttpApp, hashPassword, openDatabase, projectRoot, type PagesDatabase } from "../../runtime/server/index.ts";
import { adminEditor } from "../../cli/edit/admin-editor.ts";
import { documentFile } from "../../cli/edit/document-file.ts";
import { MAX_DOCUMENT_BYTES } from "../../cli/edit/document-routes.ts";
import { svgDrawings } from "../../cli/edit/svg-drawing.ts";

const host = "www.induscargo.example";
const origin = `http://${host}`;
const password = "correct horse battery";
const secret = "SECRET-MARKER-7f3a";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082",
  "hex",
);

let dir: string;
let pagesFile: string;
let database: PagesDatabase;
let app: FastifyInstance;
const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
const cookies: Record<"sales" | "editor" | "owner" | "editor2", string> = { sales: "", editor: "", owner: "", editor2: "" };

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

/** A request as the browser sends it to this host (a cookie, if given, for the session). */
const send = (options: InjectOptions & { cookie?: string }) =>
  app.inject({ ...options, headers: { host, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers } });

/** The editor's page's own fetch: same-origin. */
const fromPage = { "sec-fetch-site": "same-origin" };

async function loaded(cookie: string): Promise<{ hash: string; text: string; csrfToken: string }> {
  const answer = await send({ url: "/admin/edit/api/document", cookie, headers: fromPage });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A save as the editor's page sends it, with this session's token; `headers` override (undefined: not sent). */
async function save(cookie: string, document: unknown, baseHash: string, headers: Record<string, string | undefined> = {}, token?: string) {
  const csrf = token ?? (await loaded(cookie)).csrfToken;
  return send({
    method: "PUT",
    url: "/admin/edit/api/document",
    cookie,
    headers: Object.fromEntries(
      Object.entries({ ...fromPage, origin, "content-type": "application/json", "x-csrf-token": csrf, ...headers }).filter(([, value]) => value !== undefined),
    ),
    payload: JSON.stringify({ document, baseHash }),
  });
}

const withTagline = (text: string, tagline: string) => {
  const document = JSON.parse(text) as { site: { tagline: Record<string, string> } };
  document.site.tagline.en = tagline;
  return document;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-admin-edit-"));
  pagesFile = join(dir, "pages.json");
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
  database = openDatabase(join(dir, "leads.db"));
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  for (const [name, role] of [
    ["Sara", "sales"],
    ["Bilal", "editor"],
    ["Owner", "owner"],
    ["Zainab", "editor"],
  ] as const)
    database.users.add(name, role, hash, now);
  database.leads.insert([{ id: "lead-1", receivedAt: now, form: "contact", page: "/contact", language: "en", fields: { name: `Lead ${secret}` } }]);
  app = await createHttpApp();
  await app.register(
    adminRoutes({
      database,
      editor: adminEditor({
        file: documentFile(pagesFile),
        publicDir: join(dir, "public"),
        drawings: svgDrawings(join(dir, "drawings")),
        publishedStore: () => null,
        bundle: Promise.resolve(join(dir, "bundle")),
      }),
    }),
  );
  await app.ready();
  for (const [key, name] of [
    ["sales", "Sara"],
    ["editor", "Bilal"],
    ["owner", "Owner"],
    ["editor2", "Zainab"],
  ] as const) {
    const answer = await send({ method: "POST", url: "/admin/login", headers: sameOrigin, payload: form({ name, password }) });
    expect(answer.statusCode).toBe(303);
    cookies[key] = cookieOf(answer);
  }
}, 60_000);

afterAll(async () => {
  await app.close();
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every address of the editor, each as its page or script would ask for it. */
const editorAddresses = [
  "/admin/edit/",
  "/admin/edit/assets/index-abcdefgh.js",
  "/admin/edit/public/images/photo.png",
  "/admin/edit/_fonts/noto-nastaliq-urdu.woff2",
  "/admin/edit/api/document",
];

/** What every answer of the admin carries, the editor's included, refusals too. */
function hasAdminHeaders(answer: LightMyRequestResponse, what: string) {
  expect(answer.headers["content-security-policy"], what).toMatch(/default-src 'none'.*frame-ancestors 'none'|frame-ancestors 'none'.*default-src 'none'/);
  expect(answer.headers["x-frame-options"], what).toBe("DENY");
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["x-robots-tag"], what).toBe("noindex, nofollow");
  expect(answer.headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(answer.body, what).not.toContain(secret);
  expect(answer.body, what).not.toMatch(/ at .*\.ts:\d+|\/tmp\/|node_modules/);
}

describe("who may open the editor", () => {
  it("nobody without a session: the page is the login (401), the API says so in JSON with where to sign in", async () => {
    for (const url of editorAddresses) {
      const answer = await send({ url, headers: fromPage });
      expect(answer.statusCode, url).toBe(401);
      hasAdminHeaders(answer, url);
      if (url.includes("/api/")) expect(answer.json(), url).toMatchObject({ signIn: "/admin/login" });
      else expect(answer.body, url).toContain('action="/admin/login"');
    }
    const put = await send({ method: "PUT", url: "/admin/edit/api/document", headers: { ...fromPage, "content-type": "application/json" }, payload: "{}" });
    expect(put.statusCode).toBe(401);
    expect(readFileSync(pagesFile, "utf8")).toBe(shipped);
  });

  it("not sales (403), whose session opens none of the editor's addresses", async () => {
    for (const url of editorAddresses) {
      const answer = await send({ url, cookie: cookies.sales, headers: fromPage });
      expect(answer.statusCode, url).toBe(403);
      hasAdminHeaders(answer, url);
      expect(answer.body, url).not.toContain("editor';");
    }
    const put = await send({
      method: "PUT",
      url: "/admin/edit/api/document",
      cookie: cookies.sales,
      headers: { ...fromPage, origin, "content-type": "application/json" },
      payload: "{}",
    });
    expect(put.statusCode).toBe(403);
  });

  it("an editor and an owner, from the admin's home, which links to it only for them", async () => {
    for (const who of ["editor", "owner"] as const) {
      const home = await send({ url: "/admin", cookie: cookies[who] });
      expect(home.body, who).toContain('href="/admin/edit/"');
      const page = await send({ url: "/admin/edit/", cookie: cookies[who] });
      expect(page.statusCode, who).toBe(200);
      expect(page.body).toContain("<title>editor</title>");
    }
    expect((await send({ url: "/admin", cookie: cookies.sales })).body).not.toContain("/admin/edit");
    const bare = await send({ url: "/admin/edit", cookie: cookies.editor });
    expect([bare.statusCode, bare.headers.location]).toEqual([303, "/admin/edit/"]);
  });

  it("an editor sees no leads, no users and no audit log, nor a lead's words anywhere", async () => {
    for (const url of ["/admin/leads", "/admin/leads.csv", "/admin/summary", "/admin/leads/lead-1", "/admin/users", "/admin/audit"]) {
      const answer = await send({ url, cookie: cookies.editor });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).not.toContain(secret);
    }
    const changed = await send({
      method: "POST",
      url: "/admin/leads/lead-1",
      cookie: cookies.editor,
      headers: sameOrigin,
      payload: form({ change: "note", note: "x" }),
    });
    expect(changed.statusCode).toBe(403);
    expect(database.inbox.events("lead-1")).toEqual([]);
  });
});

describe("the editor's page", () => {
  it("runs the scripts of /admin/edit/assets/ and nothing else; eval only in the checking worker", async () => {
    const page = await send({ url: "/admin/edit/", cookie: cookies.editor });
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain(`script-src ${origin}/admin/edit/assets/;`);
    expect(policy).toContain(`worker-src ${origin}/admin/edit/assets/;`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|'self'|\*)/);
    expect(page.headers["cache-control"]).toBe("no-store");
    const worker = await send({ url: "/admin/edit/assets/check-worker-abcdefgh.js", cookie: cookies.editor });
    expect(worker.headers["content-security-policy"]).toBe(`default-src 'none'; script-src ${origin}/admin/edit/assets/ 'unsafe-eval'; connect-src 'self'`);
    expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    // Every other page of the admin still runs no script at all.
    for (const url of ["/admin", "/admin/login", "/admin/edit/api/document", "/admin/edit/public/images/photo.png"]) {
      const answer = await send({ url, cookie: cookies.editor, headers: fromPage });
      expect(answer.headers["content-security-policy"], url).not.toContain("script-src");
    }
  });

  it("puts no Host into its policy that is not a plain host name", async () => {
    const answer = await send({ url: "/admin/edit/", cookie: cookies.editor, headers: { host: "x; script-src *" } });
    expect(answer.statusCode).toBe(400);
    expect(String(answer.headers["content-security-policy"])).not.toContain("script-src");
  });

  it("says so while its scripts are being built, or when they could not be, in a page that runs nothing", async () => {
    for (const [bundle, words] of [
      [() => new Promise<string>(() => undefined), "Getting the editor ready"],
      [() => Promise.reject(new Error("no vite")), "The editor cannot open"],
    ] as const) {
      const other = await createHttpApp();
      await other.register(
        adminRoutes({
          database,
          editor: adminEditor({
            file: documentFile(pagesFile),
            publicDir: join(dir, "public"),
            drawings: svgDrawings(join(dir, "drawings")),
            publishedStore: () => null,
            bundle: bundle(),
          }),
        }),
      );
      await other.ready();
      await new Promise((done) => setTimeout(done, 0));
      const answer = await other.inject({ url: "/admin/edit/", headers: { host, cookie: cookies.editor } });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain(words);
      expect(answer.body).not.toContain("<script");
      expect(answer.body).not.toContain("no vite");
      await other.close();
    }
  });
});

describe("a save", () => {
  it("writes the change, answers the new hash, and is in the audit log with who saved", async () => {
    const before = await loaded(cookies.editor);
    const answer = await save(cookies.editor, withTagline(before.text, "Saved from the admin"), before.hash);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readFileSync(pagesFile, "utf8")).toContain('"en": "Saved from the admin"');
    expect(answer.json<{ hash: string }>().hash).not.toBe(before.hash);
    const entry = database.sessions.recentAudit(10).find((one) => one.action === "pages-saved");
    expect(entry).toMatchObject({ userName: "Bilal", address: expect.any(String) });
    const audit = await send({ url: "/admin/audit", cookie: cookies.owner });
    expect(audit.body).toContain("saved the site&#x27;s pages");
  });

  it("over a file another person saved since it was opened is refused, and the file keeps their save", async () => {
    const mine = await loaded(cookies.editor);
    const theirs = await loaded(cookies.editor2);
    expect((await save(cookies.editor2, withTagline(theirs.text, "Zainab was first"), theirs.hash)).statusCode).toBe(200);
    const late = await save(cookies.editor, withTagline(mine.text, "Bilal came second"), mine.hash);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toContain("Someone else saved the site since you opened it");
    expect(readFileSync(pagesFile, "utf8")).toContain("Zainab was first");
    expect(readFileSync(pagesFile, "utf8")).not.toContain("Bilal came second");
  });
});

describe("a save that is not the editor page's own", () => {
  /** Each is refused, and the file is as it was. */
  const refused = async (what: string, status: number, answer: Promise<LightMyRequestResponse>) => {
    const before = readFileSync(pagesFile, "utf8");
    const got = await answer;
    expect(got.statusCode, `${what}: ${got.body}`).toBe(status);
    hasAdminHeaders(got, what);
    expect(readFileSync(pagesFile, "utf8"), what).toBe(before);
  };

  it("from another site, or saying nothing of where it comes from, or without the session's token", async () => {
    const { text, hash, csrfToken } = await loaded(cookies.editor);
    const document = withTagline(text, "Forged");
    await refused("Sec-Fetch-Site cross-site", 403, save(cookies.editor, document, hash, { "sec-fetch-site": "cross-site" }));
    await refused("Sec-Fetch-Site same-site", 403, save(cookies.editor, document, hash, { "sec-fetch-site": "same-site" }));
    const noFetchSite = { "sec-fetch-site": undefined, origin: "https://evil.example" };
    await refused("a foreign Origin", 403, save(cookies.editor, document, hash, noFetchSite));
    await refused("Origin null", 403, save(cookies.editor, document, hash, { "sec-fetch-site": undefined, origin: "null" }));
    await refused("neither Sec-Fetch-Site nor Origin", 403, save(cookies.editor, document, hash, { "sec-fetch-site": undefined, origin: undefined }));
    await refused("no token", 403, save(cookies.editor, document, hash, { "x-csrf-token": "" }));
    await refused("a made-up token", 403, save(cookies.editor, document, hash, {}, "A".repeat(43)));
    await refused("another session's token", 403, save(cookies.editor, document, hash, {}, (await loaded(cookies.editor2)).csrfToken));
    await refused(
      "the token in the body instead",
      403,
      send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie: cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json" },
        payload: JSON.stringify({ document, baseHash: hash, csrf: csrfToken }),
      }),
    );
    // A form another site posts (a simple request: no preflight), token and all.
    await refused(
      "a form",
      403,
      send({
        method: "POST",
        url: "/admin/edit/api/document",
        cookie: cookies.editor,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
        payload: "document=x",
      }),
    );
  });

  it("a read of the file from another site is refused too, and the token is given only to the editor's page", async () => {
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "https://evil.example" }]) {
      const answer = await send({ url: "/admin/edit/api/document", cookie: cookies.editor, headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toContain("csrfToken");
    }
  });

  it("of another type than JSON (415), not JSON (400), or larger than 32 MB (413), with the right token", async () => {
    const { text, hash } = await loaded(cookies.editor);
    const body = JSON.stringify({ document: withTagline(text, "Typed"), baseHash: hash });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", ""])
      await refused(`type ${type}`, 415, save(cookies.editor, {}, hash, { "content-type": type }));
    await refused(
      "broken JSON",
      400,
      send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie: cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": (await loaded(cookies.editor)).csrfToken },
        payload: body.slice(0, -3),
      }),
    );
    await refused("no document", 400, save(cookies.editor, [], hash));
    const huge = `{"baseHash":"${hash}","document":{"x":"${"a".repeat(MAX_DOCUMENT_BYTES)}"}}`;
    await refused(
      "33 MB",
      413,
      send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie: cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": (await loaded(cookies.editor)).csrfToken },
        payload: huge,
      }),
    );
  }, 60_000);

  it("by any other method or address is not found", async () => {
    const { csrfToken } = await loaded(cookies.editor);
    for (const [method, url] of [
      ["DELETE", "/admin/edit/api/document"],
      ["POST", "/admin/edit/api/document"],
      ["POST", "/admin/edit/api/session"],
      ["PUT", "/admin/edit/api/anything"],
      ["PUT", "/admin/edit/"],
      ["PUT", "/admin/edit/public/images/photo.png"],
    ] as const) {
      const answer = await send({
        method,
        url,
        cookie: cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": csrfToken },
        payload: "{}",
      });
      // Not found; a body of a type no route there reads is refused before that.
      expect([404, 415], `${method} ${url}: ${answer.statusCode}`).toContain(answer.statusCode);
    }
    expect(readFileSync(join(dir, "public/images/photo.png"))).toEqual(PNG);
  });
});

describe("what an editor can reach", () => {
  it("is the pictures of public/ (read) and the editor's own files: no other file, however the address is written", async () => {
    const picture = await send({ url: "/admin/edit/public/images/photo.png", cookie: cookies.editor });
    expect([picture.statusCode, picture.headers["content-type"]]).toEqual([200, "image/png"]);
    for (const url of [
      "/admin/edit/public/../pages.json",
      "/admin/edit/public/%2e%2e/pages.json",
      "/admin/edit/public/..%2fpages.json",
      "/admin/edit/public/..%2f..%2fsecret.txt",
      "/admin/edit/public/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/admin/edit/public/..%5c..%5csecret.txt",
      "/admin/edit/public/images/..%2f..%2f..%2fsecret.txt",
      "/admin/edit/public/%252e%252e/pages.json",
      "/admin/edit/public/.env",
      "/admin/edit/public/%2eenv",
      "/admin/edit/public/images/outside/secret.png",
      "/admin/edit/public/images/page.png",
      "/admin/edit/public/images/photo.png%00.html",
      "/admin/edit/assets/..%2f..%2fpages.json",
      "/admin/edit/assets/..%2f..%2fsecret.txt",
      "/admin/edit/assets/%2e%2e/index.html",
      "/admin/edit/assets/..%2findex.html/..%2f..%2fleads.db",
      "/admin/edit/_fonts/..%2f..%2fpages.json",
      "/admin/edit/_fonts/%2e%2e%2f%2e%2e%2fsecret.txt.woff2",
      "/admin/edit/api/..%2f..%2fpages.json",
      "/admin/edit/api/document/..%2f..%2fsecret.txt",
      "/admin/edit/leads.db",
      "/admin/edit/pages.json",
      `/admin/edit/public/${"a/".repeat(600)}x.png`,
    ]) {
      const answer = await send({ url, cookie: cookies.editor, headers: fromPage });
      expect([400, 404, 414], `${url}: ${answer.statusCode}`).toContain(answer.statusCode);
      hasAdminHeaders(answer, url);
      expect(answer.body, url).not.toContain('"site"');
      expect(answer.body, url).not.toContain("SQLite");
    }
  });

  it("runs nothing as a service worker", async () => {
    const answer = await send({ url: "/admin/edit/assets/index-abcdefgh.js", cookie: cookies.editor, headers: { "service-worker": "script" } });
    expect(answer.statusCode).toBe(403);
  });
});
