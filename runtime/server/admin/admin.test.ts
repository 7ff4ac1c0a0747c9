// The admin as a stranger and as the company's staff meet it, through Fastify's inject (no port):
// what every answer carries, who gets in, what each role may open, what a change must prove, how
// often a login may be tried, when a session ends, and that what a visitor typed stays text.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { cheapHashing, cookieOf, form, sameOrigin } from "./test-requests.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { createHttpApp } from "../http-app.ts";
import { currentParameters, hashPassword, parseStoredHash, verifyPassword } from "../users/password-hash.ts";
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
  // One hash for every account, at cheap parameters: the last test signs in at today's.
  const hash = await hashPassword(password, cheapHashing);
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
      passwordHashing: cheapHashing,
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

describe("a name tried from many addresses", () => {
  it("is held all the same: the limit per name does not care where the tries come from, nor about capitals", async () => {
    const from = (host: number) => ({ "x-forwarded-for": `203.0.113.${host}` });
    expect((await login("Bilal", "guess 1", from(1))).statusCode).toBe(401);
    expect((await login("Bilal", "guess 2", from(2))).statusCode).toBe(401);
    for (let host = 3; host <= 40; host++) {
      const held = await login(host % 2 === 0 ? "Bilal" : " BILAL ", `guess ${host}`, from(host));
      expect(held.statusCode, `from 203.0.113.${host}`).toBe(429);
      expect(held.headers["set-cookie"]).toBeUndefined();
    }
    // The right password, from an address never seen, waits too: a held try is not even checked.
    expect((await login("Bilal", password, from(250))).statusCode).toBe(429);
    // Each address on its own is far from its own limit (50 here): it is the name that holds.
    expect((await login("Ayesha", password, from(3))).statusCode).toBe(303);
    const failures = database.sessions.recentAudit(100).filter((entry) => entry.action === "login-failed" && entry.userName === "Bilal");
    expect(failures.slice(0, 2).map((entry) => entry.address)).toEqual(["203.0.113.2", "203.0.113.1"]);
    clock = new Date(clock.getTime() + 61_000);
    expect((await login("Bilal", password, from(251))).statusCode).toBe(303);
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
    expect([...actions]).toEqual(expect.arrayContaining(["login", "login-failed", "logout"]));
  });
});

describe("the inbox", () => {
  const token = async (cookie: string, url = "/admin/leads/lead-1") =>
    /name="csrf" value="([^"]+)"/.exec((await app.inject({ url, headers: { cookie } })).body)![1]!;
  const change = async (cookie: string, fields: Record<string, string>, headers: Record<string, string> = sameOrigin) =>
    app.inject({ method: "POST", url: "/admin/leads/lead-1", headers: { ...headers, cookie }, payload: form(fields) });

  it("finds leads by status, language, date and words, and exports what it shows, formulas kept from running", async () => {
    database.leads.insert([
      {
        id: "lead-2",
        receivedAt: "2026-11-20T08:00:00.000Z",
        form: "pickup",
        page: "/pakistan-cargo-to-lahore",
        language: "en",
        fields: { name: "Sara Ahmed", phone: "0501112222", message: "Boxes to Lahore" },
      },
    ]);
    const cookie = cookieOf(await login("Ayesha"));
    const list = async (query: string) => (await app.inject({ url: `/admin/leads${query}`, headers: { cookie } })).body;
    expect(await list("?q=Lahore")).toContain("Sara Ahmed");
    expect(await list("?q=Lahore")).not.toContain("lead-1");
    expect(await list("?language=ur")).toContain("/admin/leads/lead-1");
    expect(await list("?language=ur")).not.toContain("Sara Ahmed");
    expect(await list("?from=2026-11-25")).not.toContain("Sara Ahmed");
    // % and _ are letters to the search, not patterns.
    expect(await list("?q=%25")).toContain("No lead matches.");

    const csv = await app.inject({ url: "/admin/leads.csv?q=HYPERLINK", headers: { cookie } });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toContain(`"'=HYPERLINK(`);
    expect(csv.body).not.toContain("Sara Ahmed");
    expect((await app.inject({ url: "/admin/leads.csv", headers: { cookie: cookieOf(await login("Bilal")) } })).statusCode).toBe(403);
  });

  it("shows a lead whole, with a call, a WhatsApp and an email to its sender", async () => {
    const cookie = cookieOf(await login("Ayesha"));
    const page = await app.inject({ url: "/admin/leads/lead-1", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="tel:+971501234567"');
    expect(page.body).toContain('href="https://wa.me/971501234567"');
    expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect((await app.inject({ url: "/admin/leads/no-such-lead", headers: { cookie } })).statusCode).toBe(404);
  });

  it("records each change with who made it: status, lost with its reason, who answers it, a note", async () => {
    const cookie = cookieOf(await login("Ayesha"));
    const csrf = await token(cookie);
    expect((await change(cookie, { csrf: "forged", change: "status", status: "booked" })).statusCode).toBe(403);
    expect((await change(cookie, { csrf, change: "status", status: "booked" }, { ...sameOrigin, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await change(cookie, { csrf, change: "status", status: "'; DROP TABLE leads; --" })).statusCode).toBe(400);

    expect((await change(cookie, { csrf, change: "status", status: "contacted" })).body).toContain("Status saved: contacted.");
    expect((await change(cookie, { csrf, change: "status", status: "lost", reason: "Chose another company" })).statusCode).toBe(200);
    const owner = database.users.find("Owner")!;
    expect((await change(cookie, { csrf, change: "assignee", assignee: String(owner.id) })).body).toContain("Saved who answers it.");
    const note = await change(cookie, { csrf, change: "note", note: "<b>Called</b>, no answer" });
    expect(note.body).toContain("Note added.");
    expect(note.body).toContain("&lt;b&gt;Called&lt;/b&gt;, no answer");

    expect(database.inbox.find("lead-1")).toMatchObject({ status: "lost", lostReason: "Chose another company", assignee: { name: "Owner" } });
    const events = database.inbox.events("lead-1");
    expect(events.map(({ kind, by, from, to, text }) => ({ kind, by, from, to, text }))).toEqual([
      { kind: "status", by: "Ayesha", from: "new", to: "contacted", text: null },
      { kind: "status", by: "Ayesha", from: "contacted", to: "lost", text: "Chose another company" },
      { kind: "assignee", by: "Ayesha", from: null, to: "Owner", text: null },
      { kind: "note", by: "Ayesha", from: undefined, to: undefined, text: "<b>Called</b>, no answer" },
    ]);
    // An editor cannot change a lead, whatever it sends.
    const editor = cookieOf(await login("Bilal"));
    expect((await change(editor, { csrf, change: "status", status: "booked" })).statusCode).toBe(403);
  });
});

describe("the summary", () => {
  it("is for the roles that work leads, and adds up what came in", async () => {
    expect((await app.inject({ url: "/admin/summary" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/admin/summary", headers: { cookie: cookieOf(await login("Bilal")) } })).statusCode).toBe(403);
    const page = await app.inject({ url: "/admin/summary", headers: { cookie: cookieOf(await login("Owner")) } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Leads per week");
    expect(page.body).toMatch(/\d+ leads in all, \d+ booked \(\d+%\)/);
    expect(page.body).toContain('href="/admin/leads?page=%2Fur%2Fcontact"');
    // Each table's first column is named for what it holds.
    const headings = [...page.body.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headings).toEqual(["Week of", "Leads", "Page", "Leads", "Form", "Leads", "Language", "Leads", "Status", "Leads"]);
  });
});

describe("the password hashes", () => {
  it("are made at today's scrypt parameters unless a test asks otherwise: a cheaper hash signs in by its own and is made again at today's", async () => {
    // The tests above hash at cheap parameters (passwordHashing); this admin is as `pages serve` makes it.
    const ownDatabase = openDatabase(join(dir, "default-hashing.db"));
    ownDatabase.users.add("Sana", "sales", await hashPassword(password, cheapHashing), clock.toISOString());
    const defaults = await createHttpApp();
    await defaults.register(adminRoutes({ database: ownDatabase }));
    await defaults.ready();
    try {
      const answer = await defaults.inject({ method: "POST", url: "/admin/login", headers: sameOrigin, payload: form({ name: "Sana", password }) });
      expect(answer.statusCode).toBe(303);
      const stored = ownDatabase.users.passwordHashOf("Sana")!.passwordHash;
      expect(parseStoredHash(stored)?.parameters).toEqual({ ln: 17, r: 8, p: 1 });
      expect(parseStoredHash(stored)?.parameters).toEqual(currentParameters);
      expect(await verifyPassword(password, stored)).toBe(true);
    } finally {
      await defaults.close();
      ownDatabase.close();
    }
  });
});
