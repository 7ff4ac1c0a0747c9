// The Publish page's routes as a stranger and a careless click would try them: changes from another
// site or without the session's token change nothing, a version is only ever one the store holds, a
// preview goes on to a path of the site and nowhere else, and what a finding or a diff holds is
// shown as text. (The publish itself, built for real: tests/cli/publish.test.ts.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { createHttpApp } from "../http-app.ts";
import { Previews, VersionStore, type PublishOutcome, type Publishing, type VersionRecord } from "../publish/index.ts";
import { testRecord } from "../publish/test-record.ts";
import { hashPassword } from "../users/password-hash.ts";
import { adminRoutes } from "./index.ts";
import { cheapHashing, cookieOf, form, sameOrigin } from "./test-requests.ts";

let dir: string;
let database: PagesDatabase;
let app: FastifyInstance;
let versions: VersionStore;
let cookie: string;
let csrf: string;
const asked: string[] = [];
let next: PublishOutcome = { kind: "refused", problems: [] };
const password = "correct horse battery";

function storedVersion(id: string, record: Partial<VersionRecord> = {}): void {
  const folder = join(versions.folder, `.${id}`);
  mkdirSync(join(folder, "site"), { recursive: true });
  writeFileSync(join(folder, "pages.json"), "{}");
  versions.complete(id, folder, testRecord(id, record));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-admin-publish-"));
  database = openDatabase(join(dir, "leads.db"));
  database.users.add("Bilal", "editor", await hashPassword(password, cheapHashing), "2026-11-01T00:00:00.000Z");
  versions = new VersionStore(join(dir, "versions"));
  storedVersion("20261126-100000");
  storedVersion("20261126-110000", { diff: "+<script>alert(1)</script>", changes: { added: ["/new/"], removed: [], changed: ["/about/"] } });
  versions.makeLive("20261126-110000");
  const publishing: Publishing = {
    versions,
    underWay: () => null,
    publish: ({ reason }) => (asked.push(reason), Promise.resolve(next)),
    rollback: (id) => {
      const version = versions.get(id);
      if (version) versions.makeLive(id);
      return Promise.resolve(version);
    },
  };
  app = await createHttpApp();
  await app.register(adminRoutes({ database, passwordHashing: cheapHashing, publishing: { publishing, previews: new Previews() } }));
  await app.ready();
  const login = await app.inject({ method: "POST", url: "/admin/login", headers: sameOrigin, payload: form({ name: "Bilal", password }) });
  cookie = cookieOf(login);
  csrf = /name="csrf" value="([^"]+)"/.exec((await app.inject({ url: "/admin/publish", headers: { cookie } })).body)![1]!;
}, 60_000);

afterAll(async () => {
  await app.close();
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = sameOrigin) =>
  app.inject({ method: "POST", url, headers: { ...headers, cookie }, payload: form(fields) });

it("refuses a publish, a rollback or the end of a preview sent from another site or without the token, changing nothing", async () => {
  const crossSite = { ...sameOrigin, "sec-fetch-site": "cross-site" };
  for (const url of ["/admin/publish", "/admin/publish/20261126-100000/live", "/admin/preview/end"]) {
    expect((await post(url, { csrf }, crossSite)).statusCode, url).toBe(403);
    expect((await post(url, {})).statusCode, url).toBe(403);
    expect((await post(url, { csrf: "not-the-token" })).statusCode, url).toBe(403);
  }
  expect(asked).toEqual([]);
  expect(versions.liveId()).toBe("20261126-110000");
});

it("makes only a version the store holds live again, and writes it in the audit log", async () => {
  for (const id of ["20261126-999999", "..%2F..%2Fetc", "live", "%2E20261126-100000"]) {
    expect((await post(`/admin/publish/${id}/live`, { csrf })).statusCode, id).toBe(404);
  }
  expect(versions.liveId()).toBe("20261126-110000");
  const back = await post("/admin/publish/20261126-100000/live", { csrf, reason: "The new prices are not out yet" });
  expect(back.statusCode).toBe(200);
  expect(back.body).toContain("Visitors now get version 20261126-100000, published by Bilal.");
  expect(versions.liveId()).toBe("20261126-100000");
  expect(database.sessions.recentAudit(1)[0]).toMatchObject({
    userName: "Bilal",
    action: "made-live",
    subject: "20261126-100000",
    detail: { before: "20261126-110000", reason: "The new prices are not out yet" },
  });
});

it("sends a preview on to a path of the site only, with a cookie no script can read", async () => {
  const preview = (rest: string) => app.inject({ url: `/admin/preview/20261126-110000/${rest}`, headers: { cookie } });
  const about = await preview("about/");
  expect(about.statusCode).toBe(303);
  expect(about.headers.location).toBe("/about/");
  expect(String(about.headers["set-cookie"])).toMatch(/^pages_preview=[\w-]{43}; Max-Age=1800; Path=\/; HttpOnly; SameSite=Strict$/);
  expect((await preview("/evil.example")).headers.location).toBe("/evil.example");
  expect((await preview("%5Cevil.example")).headers.location).toBe("/");
  expect((await preview("%0D%0ASet-Cookie:%20x=1")).headers.location).toBe("/");
  expect((await app.inject({ url: "/admin/preview/20261126-999999/", headers: { cookie } })).statusCode).toBe(404);
});

it("shows findings, problems and a version's diff as text, never as markup", async () => {
  next = { kind: "needs-reason", findings: ['On /: a "<img src=x onerror=alert(1)>" here'] };
  const needs = await post("/admin/publish", { csrf, reason: "" });
  expect(needs.statusCode).toBe(422);
  expect(needs.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(needs.body).not.toContain("<img src=x");
  expect(needs.body).toContain('<textarea id="reason-needed" name="reason" rows="2" maxLength="500" required=""></textarea>');
  const page = await app.inject({ url: "/admin/publish", headers: { cookie } });
  expect(page.body).toContain("+&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(page.body).not.toContain("<script>");
  expect(page.body).toContain("1 page added, 1 page changed");
  expect(asked).toEqual([""]);
});
