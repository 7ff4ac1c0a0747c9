// The server behind `pages edit`: the editor's page and bundle, the pictures of public/, and the
// API the editor calls (the document, saving it, the lint). It listens on 127.0.0.1 only, and
// assumes a hostile neighbour all the same: another site open in the same browser, or a page that
// rebinds its own domain name to 127.0.0.1. So every request must name this server's own address
// as its Host, a request that says where it comes from must come from the editor's own page, and
// every /api request carries the token printed at start-up, which no other page can know.
import { timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { basename, extname, join } from "node:path";
import { contentTypeOf, createStaticServer, readBody, resolveFile, type RequestHandler } from "../../runtime/server/index.ts";
import type { DocumentFile } from "./document-file.ts";

/** A 10,000-destination pages.json is about 5 MB. */
export const MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

export interface EditorServerOptions {
  file: DocumentFile;
  /** The project's public/ folder: pictures for the preview and the picture picker. */
  publicDir: string;
  /** The editor's built page and scripts (cli/edit/editor-bundle.ts). */
  bundleDir: string;
  token: string;
  /** The lint's answer for a text of pages.json, as the editor shows it. */
  lint(text: string): unknown;
}

// Emotion writes the editor's styles into <style> elements as it renders, hence 'unsafe-inline' for
// styles (never for scripts). The checking worker compiles the schema into functions with ajv, which
// needs 'unsafe-eval': the worker alone gets it, from its own response (a worker's script carries its
// own policy), so the page's scripts never can.
const pagePolicy =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const workerPolicy = "default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'self'";
const isWorkerScript = (path: string) => /^\/assets\/check-worker[^/]*\.js$/.test(path);

function json(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }).end(JSON.stringify(body));
  return true;
}

function sameToken(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses what does not come from the editor's own page; true when it answered. */
function refused(request: IncomingMessage, response: ServerResponse, token: string): boolean {
  const port = request.socket.localPort;
  const origins = [`127.0.0.1:${port}`, `localhost:${port}`];
  // A page that rebinds its name to 127.0.0.1 still sends its own name as the Host.
  if (!origins.includes(request.headers.host ?? "")) return json(response, 421, { error: "This editor answers only at its own address." });
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.some((host) => origin === `http://${host}`)) {
    return json(response, 403, { error: "Requests from other sites are refused." });
  }
  const path = (request.url ?? "/").split("?")[0]!;
  if (!path.startsWith("/api/")) return false;
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return json(response, 403, { error: "Requests from other sites are refused." });
  if (!sameToken(request.headers["x-pages-token"], token)) {
    return json(response, 401, { error: "This request lacks the editor's token: open the address `pages edit` printed." });
  }
  return false;
}

/** The files of public/ as site paths (/images/cities/karachi.svg), hidden ones left out. */
export async function publicFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(publicDir.length).split(/[\\/]/).filter(Boolean))
    .filter((names) => !names.some((name) => name.startsWith(".")))
    .map((names) => `/${names.join("/")}`)
    .sort();
}

async function readJsonBody(request: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; status: number; error: string }> {
  const body = await readBody(request, MAX_DOCUMENT_BYTES);
  if (!body.ok) {
    const status = body.reason === "too-large" ? 413 : body.reason === "too-slow" ? 408 : 400;
    return {
      ok: false,
      status,
      error: body.reason === "too-large" ? "The document is larger than the editor accepts (32 MB)." : "The request did not arrive whole.",
    };
  }
  try {
    return { ok: true, value: JSON.parse(body.body.toString("utf8")) as unknown };
  } catch {
    return { ok: false, status: 400, error: "The request is not JSON." };
  }
}

function apiHandler(options: EditorServerOptions): RequestHandler {
  const { file } = options;
  const name = basename(file.path);
  return async (request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    if (!path.startsWith("/api/")) return false;
    const route = `${request.method ?? "GET"} ${path}`;
    if (route === "GET /api/document") {
      // The text, or (for bytes that are not UTF-8) the problem, which the editor shows as validate would.
      return json(response, 200, { file: name, ...(await file.read()), publicFiles: await publicFiles(options.publicDir) });
    }
    if (route === "PUT /api/document") {
      const body = await readJsonBody(request);
      if (!body.ok) return json(response, body.status, { error: body.error });
      const { document, baseHash } = (body.value ?? {}) as { document?: unknown; baseHash?: unknown };
      if (typeof baseHash !== "string" || typeof document !== "object" || document === null) {
        return json(response, 400, { error: "A save needs the document and the hash of the file it was loaded from." });
      }
      const saved = await file.save(document, baseHash);
      if (saved.status === "conflict") {
        return json(response, 409, { error: `${name} changed on disk since the editor loaded it (edited by hand, or by git).`, hash: saved.hash });
      }
      return json(response, 200, { hash: saved.hash, text: saved.text });
    }
    if (route === "POST /api/lint") {
      const body = await readJsonBody(request);
      if (!body.ok) return json(response, body.status, { error: body.error });
      const { text } = (body.value ?? {}) as { text?: unknown };
      if (typeof text !== "string") return json(response, 400, { error: "Lint needs the text of the file." });
      return json(response, 200, options.lint(text));
    }
    return json(response, 404, { error: "No such request." });
  };
}

/**
 * A file of public/: at /public/<path> (the picture picker), and at its own site path (/images/...)
 * for the preview, whose pages name pictures as the site does. Never a hidden file, never one that
 * leads outside public/; the editor's own page and scripts come first.
 */
function publicHandler(publicDir: string): RequestHandler {
  return async (request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const explicit = path.startsWith("/public/");
    if (!explicit && (path === "/" || path === "/index.html" || path.startsWith("/assets/"))) return false;
    // resolveFile never answers with what a link leads to outside public/.
    const found = await resolveFile(publicDir, explicit ? path.slice("/public".length) : path);
    const file = found?.status === 200 ? found.path : null;
    const type = contentTypeOf(extname(file ?? "").toLowerCase());
    if (!file || !type) {
      if (!explicit) return false;
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return true;
    }
    response.writeHead(200, { "content-type": type, "cache-control": "no-cache" });
    if (request.method === "HEAD") response.end();
    else createReadStream(file).pipe(response);
    return true;
  };
}

export function createEditorServer(options: EditorServerOptions): Server {
  const guard: RequestHandler = (request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    response.setHeader("content-security-policy", isWorkerScript(path) ? workerPolicy : pagePolicy);
    response.setHeader("referrer-policy", "no-referrer");
    response.setHeader("cross-origin-resource-policy", "same-origin");
    response.setHeader("cache-control", "no-cache");
    return Promise.resolve(refused(request, response, options.token));
  };
  // Saving a 5 MB file over a slow disk may take more than the static server's usual 10 s.
  return createStaticServer({ root: options.bundleDir, handlers: [guard, apiHandler(options), publicHandler(options.publicDir)], requestTimeoutMs: 30_000 });
}
