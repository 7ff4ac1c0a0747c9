// The editor in the admin (/admin/edit/) as an editor and an owner use it, through Fastify's inject:
// where it is linked from, the policy its page and scripts run under (and the rest of the admin's,
// which runs none), the page shown while its scripts are built, and what a save does: the file
// written, the audit log, a save over a file another person saved since it was opened refused.
// What it refuses to everyone else is the attacker's list, tests/security/admin-editor.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fromPage, host, origin, PNG, adminForTheFile, withTagline } from "./admin-editor-test-server.ts";

const testAdmin = adminForTheFile();
const { send, loaded, save } = testAdmin;

describe("who opens it", () => {
  it("an editor and an owner, from the admin's home, which links to it only for them", async () => {
    for (const who of ["editor", "owner"] as const) {
      const home = await send({ url: "/admin", cookie: testAdmin.admin.cookies[who] });
      expect(home.body, who).toContain('href="/admin/edit/"');
      const page = await send({ url: "/admin/edit/", cookie: testAdmin.admin.cookies[who] });
      expect(page.statusCode, who).toBe(200);
      expect(page.body).toContain("<title>editor</title>");
    }
    expect((await send({ url: "/admin", cookie: testAdmin.admin.cookies.sales })).body).not.toContain("/admin/edit");
    const bare = await send({ url: "/admin/edit", cookie: testAdmin.admin.cookies.editor });
    expect([bare.statusCode, bare.headers.location]).toEqual([303, "/admin/edit/"]);
  });
});

describe("the editor's page", () => {
  it("runs the scripts of /admin/edit/assets/ and nothing else, and evaluates no text, the checking worker neither", async () => {
    const page = await send({ url: "/admin/edit/", cookie: testAdmin.admin.cookies.editor });
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain(`script-src ${origin}/admin/edit/assets/;`);
    expect(policy).toContain(`worker-src ${origin}/admin/edit/assets/;`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|'self'|\*)/);
    expect(page.headers["cache-control"]).toBe("no-store");
    const worker = await send({ url: "/admin/edit/assets/check-worker-abcdefgh.js", cookie: testAdmin.admin.cookies.editor });
    expect(worker.headers["content-security-policy"]).toBe(`default-src 'none'; script-src ${origin}/admin/edit/assets/; connect-src 'self'`);
    expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    // Every other page of the admin still runs no script at all.
    for (const url of ["/admin", "/admin/login", "/admin/edit/api/document", "/admin/edit/public/images/photo.png"]) {
      const answer = await send({ url, cookie: testAdmin.admin.cookies.editor, headers: fromPage });
      expect(answer.headers["content-security-policy"], url).not.toContain("script-src");
    }
  });

  it("says so while its scripts are being built, or when they could not be, in a page that runs nothing", async () => {
    for (const [bundle, words] of [
      [() => new Promise<string>(() => undefined), "Getting the editor ready"],
      [() => Promise.reject(new Error("no vite")), "The editor cannot open"],
    ] as const) {
      const other = await testAdmin.admin.withBundle(bundle);
      const answer = await other.inject({ url: "/admin/edit/", headers: { host, cookie: testAdmin.admin.cookies.editor } });
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
    const before = await loaded(testAdmin.admin.cookies.editor);
    const answer = await save(testAdmin.admin.cookies.editor, withTagline(before.text, "Saved from the admin"), before.hash);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readFileSync(testAdmin.admin.pagesFile, "utf8")).toContain('"en": "Saved from the admin"');
    expect(answer.json<{ hash: string }>().hash).not.toBe(before.hash);
    const entry = testAdmin.admin.database.sessions.recentAudit(10).find((one) => one.action === "pages-saved");
    expect(entry).toMatchObject({ userName: "Bilal", address: expect.any(String) });
    const audit = await send({ url: "/admin/audit", cookie: testAdmin.admin.cookies.owner });
    expect(audit.body).toContain("saved the site&#x27;s pages");
  });

  it("over a file another person saved since it was opened is refused, and the file keeps their save", async () => {
    const mine = await loaded(testAdmin.admin.cookies.editor);
    const theirs = await loaded(testAdmin.admin.cookies.editor2);
    expect((await save(testAdmin.admin.cookies.editor2, withTagline(theirs.text, "Zainab was first"), theirs.hash)).statusCode).toBe(200);
    const late = await save(testAdmin.admin.cookies.editor, withTagline(mine.text, "Bilal came second"), mine.hash);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toContain("Someone else saved the site since you opened it");
    expect(readFileSync(testAdmin.admin.pagesFile, "utf8")).toContain("Zainab was first");
    expect(readFileSync(testAdmin.admin.pagesFile, "utf8")).not.toContain("Bilal came second");
  });
});

describe("a photo", () => {
  const upload = (cookie: string, body: Buffer, headers: Record<string, string> = {}) =>
    send({
      method: "POST",
      url: "/admin/edit/api/pictures",
      cookie,
      headers: { ...fromPage, origin, "content-type": "image/png", "x-picture-name": "warehouse.png", ...headers },
      payload: body,
    });

  it("goes into public/images/ from the editor's page with the token, and is in the audit log", async () => {
    const { csrfToken } = await loaded(testAdmin.admin.cookies.editor);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    const stored = await upload(testAdmin.admin.cookies.editor, photo, { "x-csrf-token": csrfToken });
    expect(stored.statusCode, stored.body).toBe(201);
    const { path } = stored.json<{ path: string }>();
    expect(path).toMatch(/^\/images\/[^/]+\.png$/);
    expect(existsSync(join(testAdmin.admin.dir, "public", path))).toBe(true);
    expect(testAdmin.admin.database.sessions.recentAudit(10).find((one) => one.action === "picture-uploaded")).toMatchObject({ userName: "Bilal" });
  });

  it("is refused without a session, to sales, from another site, without the token, or when it is an SVG", async () => {
    const { csrfToken } = await loaded(testAdmin.admin.cookies.editor);
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    for (const [what, status, answer] of [
      ["no session", 401, upload("", PNG, { "x-csrf-token": csrfToken })],
      ["sales", 403, upload(testAdmin.admin.cookies.sales, PNG, { "x-csrf-token": csrfToken })],
      ["cross-site", 403, upload(testAdmin.admin.cookies.editor, PNG, { "x-csrf-token": csrfToken, "sec-fetch-site": "cross-site" })],
      ["no token", 403, upload(testAdmin.admin.cookies.editor, PNG)],
      ["an SVG", 415, upload(testAdmin.admin.cookies.editor, svg, { "x-csrf-token": csrfToken, "x-picture-name": "x.svg", "content-type": "image/svg+xml" })],
    ] as const) {
      const got = await answer;
      expect(got.statusCode, `${what}: ${got.body}`).toBe(status);
    }
    expect(readdirSync(join(testAdmin.admin.dir, "public", "images")).filter((name) => name.endsWith(".svg"))).toEqual([]);
  });
});
