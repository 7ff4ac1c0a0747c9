// `pages serve`'s file server, run on a free port over a small published folder written by each test.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import * as fs from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, FastifyPluginCallback } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStaticServer, MAX_PATH_LENGTH } from "./static-server.ts";
import { redirectsFile } from "./redirects-file.ts";

// Every stat the server makes is counted, to compare what two requests cost without timing them.
vi.mock("node:fs/promises", async (original) => {
  const actual = await original<typeof import("node:fs/promises")>();
  return { ...actual, stat: vi.fn(actual.stat) };
});

let root: string;
let server: FastifyInstance | null;
let base: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "static-server-"));
  server = null;
});
afterEach(async () => {
  if (server) {
    server.server.closeAllConnections();
    await server.close();
  }
  rmSync(root, { recursive: true, force: true });
});

function put(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

async function start(options: { routes?: FastifyPluginCallback[]; requestTimeoutMs?: number } = {}): Promise<void> {
  server = await createStaticServer({ root, ...options });
  await server.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed when it was. */
  raw: Buffer;
  /** The body decompressed. */
  text: string;
}

/** A request with exactly these headers (fetch would add and handle Accept-Encoding itself). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const plain = raw.length === 0 ? raw : encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: plain.toString("utf8") });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

const site = () => {
  put("index.html", "<p>home</p>");
  put("about/index.html", "<p>about us</p>");
  put("404.html", "<p>not found</p>");
  put("services/404.html", "<p>no such service</p>");
};

describe("unknown addresses", () => {
  it("answers the nearest 404.html, and a deep address looks at no more of the disk than a shallow one", async () => {
    site();
    await start();
    const stat = vi.mocked(fs.stat);
    const statsFor = async (path: string) => {
      stat.mockClear();
      const answer = await get(path);
      return { status: answer.status, text: answer.text, stats: stat.mock.calls.length };
    };
    const shallow = await statsFor("/a/x");
    const deep = await statsFor("/a".repeat((MAX_PATH_LENGTH - 2) / 2) + "/x");
    expect(shallow).toMatchObject({ status: 404, text: "<p>not found</p>" });
    expect(deep).toEqual(shallow);
    expect((await get("/services/a/b/c")).text).toBe("<p>no such service</p>");
  });

  it(`refuses an address longer than ${MAX_PATH_LENGTH} characters without looking for it`, async () => {
    site();
    await start();
    const stat = vi.mocked(fs.stat);
    stat.mockClear();
    const answer = await get("/a".repeat(8000));
    expect(answer.status).toBe(414);
    expect(stat.mock.calls.filter(([path]) => String(path).includes("/a/a"))).toEqual([]);
  });
});

describe("hidden files", () => {
  it("never serves a file or folder whose name starts with a dot, nor _headers; .well-known is public", async () => {
    site();
    put(".env", "SECRET=1");
    put(".git/config", "[remote] secret");
    put("images/.cache/pic.svg", "<svg/>");
    put(".well-known/security.txt", "Contact: mailto:security@example.com");
    put("_headers", "/*\n  X-Test: yes\n");
    await start();
    for (const path of ["/.env", "/.git/config", "/.git/", "/images/.cache/pic.svg", "/%2eenv", "/_headers", "/.well-known/.env"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toBe("<p>not found</p>");
    }
    expect((await get("/.well-known/security.txt")).text).toBe("Contact: mailto:security@example.com");
  });
});

describe("links", () => {
  it("never serves what a link leading out of the published folder leads to; links inside it work", async () => {
    site();
    // Beside the published folder, as the project's .leads/ is beside dist/.
    const outside = mkdtempSync(join(tmpdir(), "static-server-outside-"));
    try {
      writeFileSync(join(outside, "leads.jsonl"), '{"name":"Omar"}\n');
      writeFileSync(join(outside, "404.html"), "<p>outside</p>");
      mkdirSync(join(outside, "page"));
      writeFileSync(join(outside, "page", "index.html"), "<p>outside page</p>");
      symlinkSync(outside, join(root, "backup"));
      symlinkSync(join(outside, "leads.jsonl"), join(root, "notes.txt"));
      symlinkSync(join(outside, "page"), join(root, "elsewhere"));
      symlinkSync(join(root, "about"), join(root, "about-us"));
      await start();
      for (const path of ["/backup/leads.jsonl", "/notes.txt", "/backup/page", "/elsewhere", "/elsewhere/", "/backup/x/y"]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.text, path).toBe("<p>not found</p>");
      }
      expect((await get("/about-us/")).text).toBe("<p>about us</p>");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("serves a published folder that is itself a link", async () => {
    site();
    const link = `${root}-link`;
    symlinkSync(root, link);
    try {
      server = await createStaticServer({ root: link });
      await server.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      expect((await get("/about/")).text).toBe("<p>about us</p>");
    } finally {
      rmSync(link);
    }
  });
});

describe("compression and entity tags", () => {
  for (const encoding of ["gzip", "br"]) {
    it(`sends a changed file of the same length to ${encoding} clients at once`, async () => {
      site();
      await start();
      expect((await get("/about/", { "accept-encoding": encoding })).text).toBe("<p>about us</p>");
      put("about/index.html", "<p>ABOUT US</p>");
      const answer = await get("/about/", { "accept-encoding": encoding });
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.text).toBe("<p>ABOUT US</p>");
    });
  }

  it("tags each version and encoding of a file differently and answers a revalidation with 304", async () => {
    site();
    await start();
    const plain = await get("/about/");
    const gzip = await get("/about/", { "accept-encoding": "gzip" });
    const brotli = await get("/about/", { "accept-encoding": "br" });
    const tags = [plain, gzip, brotli].map((answer) => answer.headers.etag);
    expect(
      tags.every((tag) => /^"[^"]+"$/.test(tag ?? "")),
      String(tags),
    ).toBe(true);
    expect(new Set(tags).size).toBe(3);

    const again = await get("/about/", { "accept-encoding": "br", "if-none-match": brotli.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(brotli.headers.etag);
    expect((await get("/about/", { "if-none-match": `W/${plain.headers.etag}, "other"` })).status).toBe(304);
    // A tag of another encoding is another representation: the full answer.
    expect((await get("/about/", { "accept-encoding": "gzip", "if-none-match": brotli.headers.etag! })).status).toBe(200);

    put("about/index.html", "<p>ABOUT US</p>");
    const changed = await get("/about/", { "accept-encoding": "br", "if-none-match": brotli.headers.etag! });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe("<p>ABOUT US</p>");
    expect(changed.headers.etag).not.toBe(brotli.headers.etag);
  });

  it("answers a HEAD with the headers of the GET and no body", async () => {
    site();
    await start();
    const head = await get("/about/", { "accept-encoding": "gzip" }, "HEAD");
    const full = await get("/about/", { "accept-encoding": "gzip" });
    expect(head.raw.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.raw.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});

describe("how long browsers may keep a file", () => {
  const immutable = "public, max-age=31536000, immutable";
  const revalidate = "public, max-age=0, must-revalidate";

  // What is asked for, the file of the published folder that answers it, and the Cache-Control it gets.
  it.each([
    ["/assets/index-CA-A2g-O.js", "assets/index-CA-A2g-O.js", immutable],
    ["/assets/index-Dx_3kq9Z.css", "assets/index-Dx_3kq9Z.css", immutable],
    ["/assets/noto-nastaliq-urdu-Xf3_k9Qa.woff2", "assets/noto-nastaliq-urdu-Xf3_k9Qa.woff2", immutable],
    ["/assets/pictures-k2J_8aQz.svg", "assets/pictures-k2J_8aQz.svg", immutable],
    // Names the build did not make: a file of public/assets/, one in a folder of its own.
    ["/assets/logo.svg", "assets/logo.svg", "public, max-age=86400"],
    ["/assets/app.js", "assets/app.js", "public, max-age=86400"],
    ["/assets/old/index-CA-A2g-O.js", "assets/old/index-CA-A2g-O.js", "public, max-age=86400"],
    // A page, even one whose address is under /assets/ (validate refuses it, but a dist/ may hold one).
    ["/assets/price-list/", "assets/price-list/index.html", revalidate],
    ["/about/", "about/index.html", revalidate],
    ["/_data/about.json", "_data/about.json", revalidate],
  ])("%s (from %s): %s", async (path, file, expected) => {
    put(file, "x");
    await start();
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe(expected);
  });
});

describe("the headers of dist/_headers", () => {
  const headersFile = (frame: string) =>
    `# a comment\n/*\n  X-Frame-Options: ${frame}\n  Content-Security-Policy: default-src 'self'\n/about/*\n  X-Only-About: yes\n`;

  it("are on every answer: pages, 404s, refusals and the routes' answers", async () => {
    site();
    put("_headers", headersFile("DENY"));
    const routes: FastifyPluginCallback = (app, _options, done) => {
      app.post("/api/leads", (_request, reply) => reply.code(503).type("application/json").send("{}"));
      done();
    };
    await start({ routes: [routes] });
    const answers = [
      await get("/"),
      await get("/about", { "accept-encoding": "br" }),
      await get("/no-such-page"),
      await get("/assets/missing.js"),
      await get("/", {}, "DELETE"),
      await get("/a".repeat(8000)),
      await get("/api/leads", {}, "POST"),
      await get("//"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 301, 404, 404, 405, 414, 503, 400]);
    for (const answer of answers) {
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["content-security-policy"]).toBe("default-src 'self'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(answers[1]!.headers["x-only-about"]).toBeUndefined();
    expect((await get("/about/")).headers["x-only-about"]).toBe("yes");
  });

  it("are read again when a new build writes the file", async () => {
    site();
    put("_headers", headersFile("DENY"));
    await start();
    expect((await get("/")).headers["x-frame-options"]).toBe("DENY");
    put("_headers", `${headersFile("SAMEORIGIN")}\n`);
    expect((await get("/")).headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("a failure while answering", () => {
  it("is answered 500 in two words, with the published headers; the details go to the server's log only", async () => {
    site();
    put("_headers", "/*\n  X-Frame-Options: DENY\n");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await start({
      routes: [
        (app, _options, done) => {
          app.get("/about", () => {
            throw new Error("cannot read /srv/site/.leads/leads.jsonl");
          });
          done();
        },
      ],
    });
    const answer = await get("/about");
    expect(answer.status).toBe(500);
    expect(answer.text).toBe("Internal error");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(logged).toHaveBeenCalledWith("Could not answer", "/about", expect.objectContaining({ message: "cannot read /srv/site/.leads/leads.jsonl" }));
    logged.mockRestore();
  });
});

describe("slow clients", () => {
  it("cuts a request whose body is still arriving after the request time limit", { timeout: 5_000 }, async () => {
    site();
    // A route that waits for the whole body, as the lead endpoint does.
    const routes: FastifyPluginCallback = (app, _options, done) => {
      app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, parsed) => parsed(null, body));
      app.post("/api/leads", () => "read");
      done();
    };
    await start({ routes: [routes], requestTimeoutMs: 300 });
    const socket = connect((server!.server.address() as AddressInfo).port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.write("POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
    // One byte now and then, never the whole body.
    const drip = setInterval(() => socket.write(" "), 50);
    await new Promise((resolve) => socket.on("close", resolve));
    clearInterval(drip);
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe("one address for each page", () => {
  it("answers a page at its folder's address, and sends the address without the slash there, as Netlify and Cloudflare Pages do", async () => {
    site();
    await start();
    expect((await get("/about/")).status).toBe(200);
    expect((await get("/about/index.html")).status).toBe(200);
    for (const [asked, sent] of [
      ["/about", "/about/"],
      ["/about?from=mail", "/about/?from=mail"],
    ]) {
      const answer = await get(asked!);
      expect(answer.status, asked).toBe(301);
      expect(answer.headers.location, asked).toBe(sent);
    }
    // An address with no page is not sent anywhere.
    expect((await get("/services")).status).toBe(404);
  });

  it("sends the old addresses _redirects names on to their pages, with or without the slash, even where a page is still published there", async () => {
    site();
    put("karachi-cargo/index.html", "<p>the page, kept for hosts that cannot redirect</p>");
    put("_redirects", redirectsFile([{ from: "/karachi-cargo", to: "/about/" }]));
    await start();
    for (const asked of ["/karachi-cargo", "/karachi-cargo/"]) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(301);
      expect(answer.headers.location, asked).toBe("/about/");
    }
    expect((await get("/karachi-cargo/?x=1")).headers.location).toBe("/about/?x=1");
    // The file itself is for the host.
    expect((await get("/_redirects")).status).toBe(404);
  });
});

describe("a folder chosen per request (the live version, or a preview)", () => {
  it("answers each request from one folder, its headers and its file, even when the choice changes while it is answered", async () => {
    for (const version of ["a", "b"]) {
      put(`${version}/index.html`, `<p>version ${version}</p>`);
      put(`${version}/_headers`, `/*\n  X-Version: ${version}\n`);
    }
    // The choice flips every time it is asked: asked twice for one request, the headers and the file would differ.
    let asked = 0;
    const chosen = () => ({ folder: join(root, asked++ % 2 === 0 ? "a" : "b") });
    server = await createStaticServer({ root: chosen });
    await server.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    for (const expected of ["a", "b", "a"]) {
      const answer = await get("/");
      expect(answer.headers["x-version"]).toBe(expected);
      expect(answer.text).toBe(`<p>version ${expected}</p>`);
    }
    expect(asked).toBe(3);
  });

  it("keeps no cache from storing what a preview answers", async () => {
    put("p/index.html", "<p>preview</p>");
    put("p/assets/app-AbCdEf12.js", "1");
    server = await createStaticServer({ root: () => ({ folder: join(root, "p"), private: true }) });
    await server.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    expect((await get("/")).headers["cache-control"]).toBe("no-store");
    expect((await get("/assets/app-AbCdEf12.js")).headers["cache-control"]).toBe("no-store");
  });
});
