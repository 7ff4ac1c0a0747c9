// The owner's pages (users and the audit log) and the rule every admin route carries: the table of
// routes is read from Fastify as the admin registers them, and each one is tried with no session and
// with each role it does not name, so a route added later is tried too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { cheapHashing, cookieOf, form, sameOrigin } from "./test-requests.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, userRoles, type PagesDatabase, type UserRole } from "../database/index.ts";
import { createHttpApp } from "../http-app.ts";
import { hashPassword } from "../users/password-hash.ts";
import type { Access } from "./access.ts";
import { adminRoutes, requireAccess } from "./index.ts";
import { LoginLimiter } from "./login-limiter.ts";
import { Previews, VersionStore, type Publishing } from "../publish/index.ts";

let dir: string;
let database: PagesDatabase;
let app: FastifyInstance;
const routes: { method: string; url: string; access: Access | undefined }[] = [];
const password = "correct horse battery";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-admin-users-"));
  database = openDatabase(join(dir, "leads.db"));
  const hash = await hashPassword(password, cheapHashing);
  for (const [name, role] of [
    ["Ayesha", "sales"],
    ["Bilal", "editor"],
    ["Owner", "owner"],
  ] as const)
    database.users.add(name, role, hash, "2026-11-01T00:00:00.000Z");
  database.leads.insert([
    { id: "lead-1", receivedAt: "2026-11-26T05:30:00.000Z", form: "contact", page: "/contact", language: "en", fields: { name: "Sara" } },
  ]);
  app = await createHttpApp();
  // Hooks of the parent see the routes of its plugins: the admin's whole table, as registered.
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access });
  });
  const generous = () => new LoginLimiter({ freeFailures: 1000, firstWaitMs: 1, longestWaitMs: 1 });
  // Publishing's routes are in the table too; what a publish does is tests/cli/publish.test.ts's.
  const publishing: Publishing = {
    versions: new VersionStore(join(dir, "versions")),
    underWay: () => null,
    publish: () => Promise.resolve({ kind: "refused", problems: ["Not in this test."] }),
    rollback: () => Promise.resolve(null),
  };
  await app.register(
    adminRoutes({
      database,
      passwordHashing: cheapHashing,
      limiters: { name: generous(), address: generous() },
      publishing: { publishing, previews: new Previews() },
    }),
  );
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function login(name: string, secret = password) {
  const response = await app.inject({ method: "POST", url: "/admin/login", headers: sameOrigin, payload: form({ name, password: secret }) });
  return response.statusCode === 303 ? cookieOf(response) : null;
}
const tokenOf = async (cookie: string) => /name="csrf" value="([^"]+)"/.exec((await app.inject({ url: "/admin", headers: { cookie } })).body)![1]!;
const idOf = (name: string) => database.users.find(name)!.id;

describe("the table of admin routes", () => {
  it("has a rule of who may open it on every route: anyone, or roles that exist", () => {
    const admin = routes.filter((route) => route.url.startsWith("/admin"));
    expect(admin.length).toBeGreaterThanOrEqual(17);
    for (const route of admin) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      if (route.access !== "anyone") {
        expect(route.access!.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
        for (const role of route.access!) expect(userRoles, `${route.method} ${route.url}`).toContain(role);
      }
    }
    // What anyone may open is the door and what it needs, nothing more.
    expect(
      admin
        .filter((route) => route.access === "anyone")
        .map((route) => `${route.method} ${route.url}`)
        .filter((route) => !route.endsWith("/admin/*")),
    ).toEqual(["GET /admin/admin.css", "GET /admin/login", "POST /admin/login", "POST /admin/logout", "GET /admin/"]);
  });

  it("refuses, at start, a route that does not say who may open it", () => {
    expect(() => requireAccess({ method: "GET", url: "/admin/forgotten", config: {} } as unknown as RouteOptions)).toThrow(/does not say who may open it/);
    expect(() => requireAccess({ method: "GET", url: "/admin/kept", config: { access: ["owner"] } } as unknown as RouteOptions)).not.toThrow();
  });

  it("answers every route that needs a session with the login page when there is none, and a role it does not name with 403", async () => {
    const guarded = routes.filter((route) => route.url.startsWith("/admin") && route.access !== undefined && route.access !== "anyone");
    const sessions = Object.fromEntries(
      await Promise.all(userRoles.map(async (role) => [role, await login({ sales: "Ayesha", editor: "Bilal", owner: "Owner" }[role])])),
    ) as Record<UserRole, string>;
    const tokens = Object.fromEntries(await Promise.all(userRoles.map(async (role) => [role, await tokenOf(sessions[role])]))) as Record<UserRole, string>;
    const usersBefore = database.users.list();
    let refusals = 0;
    for (const route of guarded) {
      const url = route.url.replace(":id", route.url.startsWith("/admin/users") ? String(idOf("Ayesha")) : "lead-1");
      const method = route.method as "GET" | "POST";
      const bare = await app.inject({ method, url, headers: sameOrigin, payload: method === "POST" ? form({ change: "remove", confirm: "yes" }) : undefined });
      expect(bare.statusCode, `${method} ${url} with no session`).toBe(401);
      expect(bare.body).toContain('action="/admin/login"');
      for (const role of userRoles) {
        if ((route.access as readonly UserRole[]).includes(role)) continue;
        // With the session's own token and from its own page: only the role stands in the way.
        const payload =
          method === "POST" ? form({ csrf: tokens[role], change: "remove", confirm: "yes", status: "booked", name: "Intruder", role: "owner" }) : undefined;
        const refused = await app.inject({ method, url, headers: { ...sameOrigin, cookie: sessions[role] }, payload });
        expect(refused.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(refused.body).toContain(`Your account (${role}) cannot open this page.`);
        refusals += 1;
      }
    }
    // The owner's five routes refused to sales and editor, the leads' five to editor, publishing's five to sales.
    expect(refusals).toBe(5 * 2 + 5 + 5);
    expect(database.users.list()).toEqual(usersBefore);
    expect(database.inbox.find("lead-1")!.status).toBe("new");
  }, 60_000);
});

describe("the users page", () => {
  const post = async (cookie: string, url: string, fields: Record<string, string>, headers: Record<string, string> = sameOrigin) =>
    app.inject({ method: "POST", url, headers: { ...headers, cookie }, payload: form({ csrf: await tokenOf(cookie), ...fields }) });

  it("lists each user with their role and last sign-in", async () => {
    const owner = (await login("Owner"))!;
    const page = await app.inject({ url: "/admin/users", headers: { cookie: owner } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Ayesha<\/bdi><\/a><\/p><p class="meta">sales \(the leads\) · last signed in/);
    expect(page.body).toContain("Owner</bdi></a> (you)");
    expect((await app.inject({ url: "/admin", headers: { cookie: owner } })).body).toContain('href="/admin/users"');
  });

  it("adds a user by the rules of pages users add, the password typed twice, and refuses the rest in words", async () => {
    const owner = (await login("Owner"))!;
    const add = (fields: Record<string, string>) => post(owner, "/admin/users", { role: "sales", ...fields });
    const differ = await add({ name: "Chand", password: "a long password", again: "a long passwort" });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain("The two passwords typed differ");
    expect(differ.body).toContain('value="Chand"');
    expect(differ.body).not.toContain("a long password");
    expect((await add({ name: "Chand", password: "short", again: "short" })).body).toContain("it needs at least 8");
    expect((await add({ name: "Chand\u202e", password: "a long password", again: "a long password" })).body).toContain("control or invisible character");
    expect((await add({ name: "Chand", password: "chand", again: "chand" })).statusCode).toBe(400);
    expect((await add({ name: "ayesha", password: "a long password", again: "a long password" })).body).toContain("There is already a user named Ayesha");
    expect((await add({ name: "Chand", role: "king", password: "a long password", again: "a long password" })).statusCode).toBe(400);
    expect(database.users.find("Chand")).toBeNull();

    const added = await add({ name: "Chand", password: "a long password", again: "a long password" });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain("Added Chand.");
    expect(database.users.find("Chand")?.role).toBe("sales");
    expect(await login("Chand", "a long password")).not.toBeNull();
    expect(database.sessions.recentAudit(5)).toContainEqual(
      expect.objectContaining({ userName: "Owner", action: "user-added", subject: "Chand", detail: { role: "sales" } }),
    );
  }, 30_000);

  it("refuses a change sent from another site or without the session's token, changing nothing", async () => {
    const owner = (await login("Owner"))!;
    const url = `/admin/users/${idOf("Ayesha")}`;
    expect((await post(owner, url, { change: "role", role: "owner" }, { ...sameOrigin, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const forged = await app.inject({
      method: "POST",
      url,
      headers: { ...sameOrigin, cookie: owner },
      payload: form({ csrf: "forged", change: "role", role: "owner" }),
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/admin/users",
          headers: { "content-type": sameOrigin["content-type"], cookie: owner },
          payload: form({ csrf: await tokenOf(owner), name: "Zed", role: "owner", password: "a long password", again: "a long password" }),
        })
      ).statusCode,
    ).toBe(403);
    expect(database.users.find("Ayesha")?.role).toBe("sales");
    expect(database.users.find("Zed")).toBeNull();
  });

  it("never leaves the company without an owner, and says so in plain words", async () => {
    const owner = (await login("Owner"))!;
    const self = `/admin/users/${idOf("Owner")}`;
    const demote = await post(owner, self, { change: "role", role: "sales" });
    expect(demote.statusCode).toBe(409);
    expect(demote.body).toContain("Owner is the only owner. Make another user an owner first");
    const remove = await post(owner, self, { change: "remove", confirm: "yes" });
    expect(remove.statusCode).toBe(409);
    expect(remove.body).toContain("is the only owner and cannot be removed");
    expect(database.users.find("Owner")?.role).toBe("owner");

    // With a second owner, the first may step down.
    expect((await post(owner, `/admin/users/${idOf("Bilal")}`, { change: "role", role: "owner" })).body).toContain("Bilal is now owner.");
    const stepDown = await post(owner, self, { change: "role", role: "sales" });
    expect(stepDown.statusCode).toBe(303);
    expect((await app.inject({ url: "/admin/users", headers: { cookie: owner } })).statusCode).toBe(403);
    const bilal = (await login("Bilal"))!;
    expect((await post(bilal, self, { change: "role", role: "owner" })).statusCode).toBe(200);
    expect((await post(bilal, `/admin/users/${idOf("Bilal")}`, { change: "role", role: "editor" })).statusCode).toBe(303);
    expect(
      database.sessions
        .recentAudit(10)
        .filter((entry) => entry.action === "role-changed")
        .map((entry) => [entry.subject, entry.detail]),
    ).toEqual([
      ["Bilal", { from: "owner", to: "editor" }],
      ["Owner", { from: "sales", to: "owner" }],
      ["Owner", { from: "owner", to: "sales" }],
      ["Bilal", { from: "editor", to: "owner" }],
    ]);
  }, 30_000);

  it("sets a new password, which ends that user's sessions", async () => {
    const owner = (await login("Owner"))!;
    const ayesha = (await login("Ayesha"))!;
    const url = `/admin/users/${idOf("Ayesha")}`;
    expect((await post(owner, url, { change: "reset", password: "new words here", again: "other words" })).body).toContain("The two passwords typed differ");
    const reset = await post(owner, url, { change: "reset", password: "new words here", again: "new words here" });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toMatch(/New password set for Ayesha; they were signed out everywhere \(\d+ sessions?\)/);
    expect((await app.inject({ url: "/admin/leads", headers: { cookie: ayesha } })).statusCode).toBe(401);
    expect(await login("Ayesha")).toBeNull();
    expect(await login("Ayesha", "new words here")).not.toBeNull();
    expect(database.sessions.recentAudit(5)).toContainEqual(expect.objectContaining({ action: "password-reset", subject: "Ayesha" }));
  }, 30_000);

  it("removes a user only when the box is ticked: their sessions end and their leads go to nobody", async () => {
    const owner = (await login("Owner"))!;
    const chand = (await login("Chand", "a long password"))!;
    database.inbox.assign("lead-1", idOf("Chand"), idOf("Owner"), "2026-11-26T10:00:00.000Z");
    const url = `/admin/users/${idOf("Chand")}`;
    expect((await post(owner, url, { change: "remove" })).statusCode).toBe(400);
    const removed = await post(owner, url, { change: "remove", confirm: "yes" });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain("Removed Chand; they were signed out everywhere. The 1 lead they answered now have nobody");
    expect(database.users.find("Chand")).toBeNull();
    expect(database.inbox.find("lead-1")!.assignee).toBeNull();
    expect((await app.inject({ url: "/admin/leads", headers: { cookie: chand } })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: { cookie: owner } })).statusCode).toBe(404);
    expect(database.sessions.recentAudit(5)).toContainEqual(
      expect.objectContaining({ action: "user-removed", subject: "Chand", detail: { role: "sales", leadsUnassigned: 1 } }),
    );
  }, 30_000);
});

describe("the audit log page", () => {
  it("shows the owner every entry in words, what a stranger typed as text", async () => {
    expect(await login('<img src=x onerror="alert(1)">', "wrong password")).toBeNull();
    const owner = (await login("Owner"))!;
    const page = await app.inject({ url: "/admin/audit", headers: { cookie: owner } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</bdi> failed to sign in");
    expect(page.body).not.toContain("<img src=x");
    expect(page.body).toContain("Owner</bdi> removed the user <bdi>Chand</bdi> (role: sales, leads unassigned: 1)");
    expect(page.body).toContain("set a new password for <bdi>Ayesha</bdi>");
  });
});
