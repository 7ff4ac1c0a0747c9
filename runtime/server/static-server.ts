// Serves dist/ the way a CDN would: /a/b from a/b/index.html, the nearest 404.html with status 404
// for unknown addresses, long-lived caching for fingerprinted files, brotli or gzip compression, entity
// tags with 304 answers, and on every answer the headers dist/_headers names (the security headers
// `pages build` works out, see cli/build/security-headers.ts).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, normalize, relative, sep } from "node:path";
import { compressionCache, type Encoding } from "./compression-cache.ts";
import { isFingerprinted } from "./fingerprint.ts";
import { notModified } from "./not-modified.ts";
import { publishedHeaders } from "./published-headers.ts";
import { resolveFile } from "./resolve-file.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/** The Content-Type of a file by its extension, or null for one the server does not serve as such. */
export function contentTypeOf(extension: string): string | null {
  return types[extension] ?? null;
}

const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt"]);

/**
 * No address of the site comes near this (a route is a few short names); a longer one is refused
 * before any file is looked for, so its cost does not grow with its length.
 */
export const MAX_PATH_LENGTH = 1024;

/**
 * How long a client may take to send a whole request, headers and body. Browsers send a form in
 * well under a second and give up on the answer after 10 s, so a request still arriving after
 * that is a connection held open on purpose (or a dead one).
 */
export const REQUEST_TIMEOUT_MS = 10_000;

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

/** By the file that answers (a page's is its index.html), as it is named in the published folder: /assets/index-CA-A2g-O.js. */
function cacheControl(file: string): string {
  if (isFingerprinted(file)) return "public, max-age=31536000, immutable";
  if (/\.(html|json|xml|txt)$/.test(file)) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/** The path of a request target, or null when it is not one (`//`, which no browser sends). */
function pathOf(target: string): string | null {
  try {
    return new URL(target, "http://localhost").pathname;
  } catch {
    return null;
  }
}

function encodingFor(request: IncomingMessage, extension: string): Encoding | null {
  if (!compressible.has(extension)) return null;
  const accepts = String(request.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
}

export interface StaticServerOptions {
  root: string;
  /** Handlers tried before the files, such as the lead endpoint. */
  handlers?: RequestHandler[];
  /** See REQUEST_TIMEOUT_MS; tests shorten it. */
  requestTimeoutMs?: number;
}

export function createStaticServer({ root, handlers = [], requestTimeoutMs = REQUEST_TIMEOUT_MS }: StaticServerOptions): Server {
  const compressed = compressionCache();
  const normalisedRoot = normalize(root);
  const headersFile = publishedHeaders(normalisedRoot);
  const timeouts = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    // Node checks the two limits above only this often (every 30 s by default).
    connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
  };
  // Every failure is answered inside (a 500), so nothing is left for the promise to report.
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      const urlPath = pathOf(request.url ?? "/");
      // Set before any handler answers, so the lead endpoint's answers carry them too. nosniff is
      // sent even when there is no _headers file, for JSON answers that must not be taken for HTML.
      response.setHeader("x-content-type-options", "nosniff");
      for (const [name, value] of (await headersFile()).headersFor(urlPath ?? "/")) response.setHeader(name, value);
      if (urlPath === null) {
        response.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad request");
        return;
      }
      for (const handler of handlers) if (await handler(request, response)) return;
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      if (urlPath.length > MAX_PATH_LENGTH) {
        response.writeHead(414, { "content-type": "text/plain; charset=utf-8" }).end("Address too long");
        return;
      }
      const found = await resolveFile(normalisedRoot, urlPath);
      if (!found) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      const extension = extname(found.path);
      let body: Buffer = await readFile(found.path);
      const encoding = encodingFor(request, extension);
      const headers: Record<string, string> = {
        "content-type": types[extension] ?? "application/octet-stream",
        "cache-control": found.status === 404 ? "no-store" : cacheControl(`/${relative(normalisedRoot, found.path).split(sep).join("/")}`),
        vary: "accept-encoding",
      };
      // The file is read on every request anyway; its hash, not its size or time (a rewrite of the
      // same size within the file system's clock tick looks unchanged), says which version it is.
      const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
      if (found.status === 200) {
        // From the content, so a changed file (even one of the same length) has a new tag; and per
        // encoding, since the gzip and brotli bodies are different representations (RFC 9110 8.8.3).
        headers.etag = `"${hash}${encoding ? `-${encoding}` : ""}"`;
        if (notModified(request, headers.etag)) {
          response.writeHead(304, headers).end();
          return;
        }
      }
      if (encoding) {
        body = compressed.compress(found.path, hash, body, encoding);
        headers["content-encoding"] = encoding;
      }
      headers["content-length"] = String(body.length);
      response.writeHead(found.status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      console.error("Could not answer", request.url, error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end("Internal error");
    }
  };
  return createServer(timeouts, (request, response) => void answer(request, response));
}
