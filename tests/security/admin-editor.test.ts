// The editor in the admin (/admin/edit/, `pages serve`) as an attacker would try it, through
// Fastify's inject: a stranger with no session, a salesperson, another site's page in the editor's
// browser (Sec-Fetch-Site, a foreign Origin, a save without the session's token), a signed-in
// editor reaching for other files (.., encoded slashes, hidden files, a link out of public/), for
// the leads, or sending bodies too large or of the wrong type. Each request names the answer it
// must get; the file is checked to be unchanged after every refused save. And what an editor's save
// does: the file written, the audit log, a save over a file changed since it was opened refused.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { form, sameOrigin } from "../../runtime/server/admin/test-requests.ts";
import { fromPage, origin, PNG, secret, shipped, adminForTheFile, withTagline } from "../../cli/edit/admin-editor-test-server.ts";
import { MAX_DOCUMENT_BYTES } from "../../cli/edit/document-routes.ts";

const testAdmin = adminForTheFile();
const { send, loaded, save } = testAdmin;

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
    expect(readFileSync(testAdmin.admin.pagesFile, "utf8")).toBe(shipped);
  });

  it("not sales (403), whose session opens none of the editor's addresses", async () => {
    for (const url of editorAddresses) {
      const answer = await send({ url, cookie: testAdmin.admin.cookies.sales, headers: fromPage });
      expect(answer.statusCode, url).toBe(403);
      hasAdminHeaders(answer, url);
      expect(answer.body, url).not.toContain("editor';");
    }
    const put = await send({
      method: "PUT",
      url: "/admin/edit/api/document",
      cookie: testAdmin.admin.cookies.sales,
      headers: { ...fromPage, origin, "content-type": "application/json" },
      payload: "{}",
    });
    expect(put.statusCode).toBe(403);
  });

  it("an editor sees no leads, no users and no audit log, nor a lead's words anywhere", async () => {
    for (const url of ["/admin/leads", "/admin/leads.csv", "/admin/summary", "/admin/leads/lead-1", "/admin/users", "/admin/audit"]) {
      const answer = await send({ url, cookie: testAdmin.admin.cookies.editor });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).not.toContain(secret);
    }
    const changed = await send({
      method: "POST",
      url: "/admin/leads/lead-1",
      cookie: testAdmin.admin.cookies.editor,
      headers: sameOrigin,
      payload: form({ change: "note", note: "x" }),
    });
    expect(changed.statusCode).toBe(403);
    expect(testAdmin.admin.database.inbox.events("lead-1")).toEqual([]);
  });
});

describe("the editor's policy", () => {
  it("puts no Host into its policy that is not a plain host name", async () => {
    const answer = await send({ url: "/admin/edit/", cookie: testAdmin.admin.cookies.editor, headers: { host: "x; script-src *" } });
    expect(answer.statusCode).toBe(400);
    expect(String(answer.headers["content-security-policy"])).not.toContain("script-src");
  });
});

describe("a save that is not the editor page's own", () => {
  /** Each is refused, and the file is as it was. */
  const refused = async (what: string, status: number, answer: Promise<LightMyRequestResponse>) => {
    const before = readFileSync(testAdmin.admin.pagesFile, "utf8");
    const got = await answer;
    expect(got.statusCode, `${what}: ${got.body}`).toBe(status);
    hasAdminHeaders(got, what);
    expect(readFileSync(testAdmin.admin.pagesFile, "utf8"), what).toBe(before);
  };

  it("from another site, or saying nothing of where it comes from, or without the session's token", async () => {
    const { text, hash, csrfToken } = await loaded(testAdmin.admin.cookies.editor);
    const document = withTagline(text, "Forged");
    await refused("Sec-Fetch-Site cross-site", 403, save(testAdmin.admin.cookies.editor, document, hash, { "sec-fetch-site": "cross-site" }));
    await refused("Sec-Fetch-Site same-site", 403, save(testAdmin.admin.cookies.editor, document, hash, { "sec-fetch-site": "same-site" }));
    const noFetchSite = { "sec-fetch-site": undefined, origin: "https://evil.example" };
    await refused("a foreign Origin", 403, save(testAdmin.admin.cookies.editor, document, hash, noFetchSite));
    await refused("Origin null", 403, save(testAdmin.admin.cookies.editor, document, hash, { "sec-fetch-site": undefined, origin: "null" }));
    await refused(
      "neither Sec-Fetch-Site nor Origin",
      403,
      save(testAdmin.admin.cookies.editor, document, hash, { "sec-fetch-site": undefined, origin: undefined }),
    );
    await refused("no token", 403, save(testAdmin.admin.cookies.editor, document, hash, { "x-csrf-token": "" }));
    await refused("a made-up token", 403, save(testAdmin.admin.cookies.editor, document, hash, {}, "A".repeat(43)));
    await refused(
      "another session's token",
      403,
      save(testAdmin.admin.cookies.editor, document, hash, {}, (await loaded(testAdmin.admin.cookies.editor2)).csrfToken),
    );
    await refused(
      "the token in the body instead",
      403,
      send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie: testAdmin.admin.cookies.editor,
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
        cookie: testAdmin.admin.cookies.editor,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
        payload: "document=x",
      }),
    );
  });

  it("a read of the file from another site is refused too, and the token is given only to the editor's page", async () => {
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "https://evil.example" }]) {
      const answer = await send({ url: "/admin/edit/api/document", cookie: testAdmin.admin.cookies.editor, headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toContain("csrfToken");
    }
  });

  it("of another type than JSON (415), not JSON (400), or larger than 32 MB (413), with the right token", async () => {
    const { text, hash } = await loaded(testAdmin.admin.cookies.editor);
    const body = JSON.stringify({ document: withTagline(text, "Typed"), baseHash: hash });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", ""])
      await refused(`type ${type}`, 415, save(testAdmin.admin.cookies.editor, {}, hash, { "content-type": type }));
    await refused(
      "broken JSON",
      400,
      send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie: testAdmin.admin.cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": (await loaded(testAdmin.admin.cookies.editor)).csrfToken },
        payload: body.slice(0, -3),
      }),
    );
    await refused("no document", 400, save(testAdmin.admin.cookies.editor, [], hash));
    const huge = `{"baseHash":"${hash}","document":{"x":"${"a".repeat(MAX_DOCUMENT_BYTES)}"}}`;
    await refused(
      "33 MB",
      413,
      send({
        method: "PUT",
        url: "/admin/edit/api/document",
        cookie: testAdmin.admin.cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": (await loaded(testAdmin.admin.cookies.editor)).csrfToken },
        payload: huge,
      }),
    );
  }, 60_000);

  it("by any other method or address is not found", async () => {
    const { csrfToken } = await loaded(testAdmin.admin.cookies.editor);
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
        cookie: testAdmin.admin.cookies.editor,
        headers: { ...fromPage, origin, "content-type": "application/json", "x-csrf-token": csrfToken },
        payload: "{}",
      });
      // Not found; a body of a type no route there reads is refused before that.
      expect([404, 415], `${method} ${url}: ${answer.statusCode}`).toContain(answer.statusCode);
    }
    expect(readFileSync(join(testAdmin.admin.dir, "public/images/photo.png"))).toEqual(PNG);
  });
});

describe("what an editor can reach", () => {
  it("is the pictures of public/ (read) and the editor's own files: no other file, however the address is written", async () => {
    const picture = await send({ url: "/admin/edit/public/images/photo.png", cookie: testAdmin.admin.cookies.editor });
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
      const answer = await send({ url, cookie: testAdmin.admin.cookies.editor, headers: fromPage });
      expect([400, 404, 414], `${url}: ${answer.statusCode}`).toContain(answer.statusCode);
      hasAdminHeaders(answer, url);
      expect(answer.body, url).not.toContain('"site"');
      expect(answer.body, url).not.toContain("SQLite");
    }
  });

  it("runs nothing as a service worker", async () => {
    const answer = await send({ url: "/admin/edit/assets/index-abcdefgh.js", cookie: testAdmin.admin.cookies.editor, headers: { "service-worker": "script" } });
    expect(answer.statusCode).toBe(403);
  });
});
