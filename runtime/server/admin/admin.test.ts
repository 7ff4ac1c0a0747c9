// The admin as a stranger and as the company's staff meet it, through Fastify's inject (no port):
// what every answer carries, who gets in, what each role may open, what a change must prove, how
// often a login may be tried, when a session ends, and that what a visitor typed stays text.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { createHttpApp } from "../http-app.ts";
import { hashPassword } from "../users/password-hash.ts";
import { adminRoutes } from "./index.ts";
import { LoginLimiter } from "./login-limiter.ts";

let dir: string;
let database: PagesDatabase;
let app: FastifyInstance;
let clock = new Date("2026-11-26T09:00:00.000Z");
const password = "correct horse battery";

const hostile = {
  name: '<script>alert("x")</script>\u202eevil',
  phone: "+971 50 123 4567",
  message: `=HYPERLINK("http://example.com","click") <img src=x onerror=alert(1)> ${"long ".repeat(400)}`,
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-admin-"));
  database = openDatabase(join(dir, "leads.db"));
  // One hash for every account: scrypt at the real parameters takes a while.
  const hash = await hashPassword(password);
  for (const [name, role] of [
    ["Ayesha", "sales"],
    ["Bilal", "editor"],
    ["Owner", "owner"],
  ] as const)
    database.users.add(name, role, hash, clock.toISOString());
  database.leads.insert([{ id: "lead-1", receivedAt: "2026-11-26T05:30:00.000Z", form: "contact", page: "/ur/contact", language: "ur", fields: hostile }]);
  app = await createHttpApp();
  await app.register(
    adminRoutes({
      database,
      trustForwardedFor: true,
      now: () => clock,
      limiters: {
        name: new LoginLimiter({ freeFailures: 1, firstWaitMs: 60_000, longestWaitMs: 600_000 }, () => clock.getTime()),
        address: new LoginLimiter({ freeFailures: 50, firstWaitMs: 1000, longestWaitMs: 1000 }, () => clock.getTime()),
      },
    }),
  );
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const sameOrigin = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const cookieOf = (response: LightMyRequestResponse) => String(response.headers["set-cookie"] ?? "").split(";")[0]!;

async function login(name: string, secret = password, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/admin/login", headers: { ...sameOrigin, ...headers }, payload: form({ name, password: secret }) });
}

describe("every admin answer", () => {
  it("allows no script, no frame, no cache and no index", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/leads", "/admin/nothing-here", "/admin/admin.css"]) {
      const response = await app.inject({ url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
    const page = await app.inject({ url: "/admin/login" });
    expect(page.body).not.toMatch(/<script|\sstyle=|\son\w+=/i);
  });
});

describe("without a session", () => {
  it("every page answers 401 with the login form, and a change is refused", async () => {
    for (const url of ["/admin", "/admin/leads"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).toContain('action="/admin/login"');
      expect(response.body).not.toContain("lead-1");
    }
    const logout = await app.inject({ method: "POST", url: "/admin/logout", headers: sameOrigin, payload: form({ csrf: "x" }) });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe("/admin/login");
  });
});

describe("signing in", () => {
  it("refuses a form sent from another site, or with no word of where it comes from", async () => {
    const cross = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { ...sameOrigin, "sec-fetch-site": "cross-site" },
      payload: form({ name: "Ayesha", password }),
    });
    expect(cross.statusCode).toBe(403);
    const bare = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ name: "Ayesha", password }),
    });
    expect(bare.statusCode).toBe(403);
    const otherOrigin = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", host: "www.induscargo.example" },
      payload: form({ name: "Ayesha", password }),
    });
    expect(otherOrigin.statusCode).toBe(403);
    expect(cross.headers["set-cookie"] ?? bare.headers["set-cookie"] ?? otherOrigin.headers["set-cookie"]).toBeUndefined();
  });

  it("answers an unknown name as it answers a wrong password", async () => {
    const unknown = await login("Nobody", "wrong password");
    const wrong = await login("Bilal", "wrong password");
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.body.replace("Nobody", "NAME")).toBe(wrong.body.replace("Bilal", "NAME"));
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("gives an HttpOnly, SameSite=Strict cookie, Secure with __Host- on https, and a new session at each login", async () => {
    const plain = await login("Ayesha");
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe("/admin");
    expect(String(plain.headers["set-cookie"])).toMatch(/^pages-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);

    const https = await login("Ayesha", password, { "x-forwarded-proto": "https" });
    expect(String(https.headers["set-cookie"])).toMatch(/^__Host-pages-session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);

    // Signing in again with a session already there ends it: a planted id is worth nothing after.
    const again = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { ...sameOrigin, cookie: cookieOf(plain) },
      payload: form({ name: "Ayesha", password }),
    });
    expect(cookieOf(again)).not.toBe(cookieOf(plain));
    expect((await app.inject({ url: "/admin", headers: { cookie: cookieOf(plain) } })).statusCode).toBe(401);
    expect((await app.inject({ url: "/admin", headers: { cookie: cookieOf(again) } })).statusCode).toBe(200);
  });

  it("waits longer after each failure in a row for a name, known or not, even with the right password", async () => {
    for (const name of ["Owner", "Ghost"]) {
      expect((await login(name, "nope 1")).statusCode).toBe(401);
      expect((await login(name, "nope 2")).statusCode).toBe(401);
      const held = await login(name, password);
      expect(held.statusCode).toBe(429);
      expect(held.headers["retry-after"]).toBe("60");
      expect(held.body).toContain("Too many tries");
    }
    clock = new Date(clock.getTime() + 61_000);
    expect((await login("Owner")).statusCode).toBe(303);
    // Another name from the same address is not held.
    expect((await login("Bilal")).statusCode).toBe(303);
  });
});

describe("a signed-in session", () => {
  it("opens what its role may and is refused the rest, checked on the server", async () => {
    const sales = cookieOf(await login("Ayesha"));
    const editor = cookieOf(await login("Bilal"));
    expect((await app.inject({ url: "/admin/leads", headers: { cookie: sales } })).statusCode).toBe(200);
    const refused = await app.inject({ url: "/admin/leads", headers: { cookie: editor } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("lead-1");
    expect((await app.inject({ url: "/admin", headers: { cookie: editor } })).body).toContain("Signed in as Bilal");
  });

  it("shows what a visitor typed as text: no markup, no script, the direction override kept inside its own isolate", async () => {
    const sales = cookieOf(await login("Ayesha"));
    const inbox = await app.inject({ url: "/admin/leads", headers: { cookie: sales } });
    expect(inbox.body).not.toContain("<script>alert");
    expect(inbox.body).not.toContain("<img src=x");
    expect(inbox.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(inbox.body).toContain("<bdi>&lt;script&gt;");
    expect(inbox.body).toContain("=HYPERLINK(");
    // The time in the company's time zone (Asia/Dubai, UTC+4): 05:30 UTC is 09:30.
    expect(inbox.body).toContain("09:30");
  });

  it("signs out only with its token, from its own page, and the session is then gone on the server", async () => {
    const cookie = cookieOf(await login("Ayesha"));
    const home = await app.inject({ url: "/admin", headers: { cookie } });
    const token = /name="csrf" value="([^"]+)"/.exec(home.body)?.[1];
    expect(token).toBeTruthy();
    expect((await app.inject({ method: "POST", url: "/admin/logout", headers: { ...sameOrigin, cookie }, payload: form({ csrf: "forged" }) })).statusCode).toBe(
      403,
    );
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/admin/logout",
          headers: { ...sameOrigin, "sec-fetch-site": "cross-site", cookie },
          payload: form({ csrf: token! }),
        })
      ).statusCode,
    ).toBe(403);
    const out = await app.inject({ method: "POST", url: "/admin/logout", headers: { ...sameOrigin, cookie }, payload: form({ csrf: token! }) });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers["set-cookie"])).toMatch(/^pages-session=;/);
    expect((await app.inject({ url: "/admin", headers: { cookie } })).statusCode).toBe(401);
  });

  it("ends after 12 hours without a request, and after 7 days whatever happens", async () => {
    const idle = cookieOf(await login("Ayesha"));
    clock = new Date(clock.getTime() + 11 * 3600_000);
    expect((await app.inject({ url: "/admin", headers: { cookie: idle } })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 12 * 3600_000 + 1000);
    expect((await app.inject({ url: "/admin", headers: { cookie: idle } })).statusCode).toBe(401);

    const busy = cookieOf(await login("Ayesha"));
    for (let hours = 0; hours < 7 * 24 - 11; hours += 11) {
      clock = new Date(clock.getTime() + 11 * 3600_000);
      expect((await app.inject({ url: "/admin", headers: { cookie: busy } })).statusCode, `after ${hours + 11} hours`).toBe(200);
    }
    clock = new Date(clock.getTime() + 11 * 3600_000);
    expect((await app.inject({ url: "/admin", headers: { cookie: busy } })).statusCode).toBe(401);
  });
});

describe("the audit log", () => {
  it("has each login, failed login and logout, with the address", () => {
    const actions = new Set(database.sessions.recentAudit(200).map((entry) => entry.action));
    expect([...actions].sort()).toEqual(["login", "login-failed", "logout"]);
  });
});
