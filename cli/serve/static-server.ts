// Serves dist/ the way a CDN would: /a/b from a/b/index.html, the nearest 404.html with status 404
// for unknown addresses, long-lived caching for hashed assets, and brotli or gzip compression.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt"]);

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

interface Found {
  path: string;
  status: number;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path inside root, never outside it. */
async function resolveFile(root: string, urlPath: string): Promise<Found | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (await isFile(target)) return { path: target, status: 200 };
  const index = join(target, "index.html");
  if (await isFile(index)) return { path: index, status: 200 };
  if (decoded.startsWith("/_data/") || decoded.startsWith("/assets/")) return null;
  // The nearest 404.html up the tree: /services/x gets services/404.html, anything else 404.html.
  const parts = decoded.split("/").filter(Boolean);
  for (let depth = parts.length - 1; depth >= 0; depth--) {
    const candidate = join(root, ...parts.slice(0, depth), "404.html");
    if (await isFile(candidate)) return { path: candidate, status: 404 };
  }
  return null;
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (/\.(html|json|xml|txt)$/.test(urlPath) || !extname(urlPath)) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

export interface StaticServerOptions {
  root: string;
  /** Handlers tried before the files, such as the lead endpoint. */
  handlers?: RequestHandler[];
}

export function createStaticServer({ root, handlers = [] }: StaticServerOptions): Server {
  const compressed = new Map<string, Buffer>();
  const normalisedRoot = normalize(root);
  return createServer(async (request, response) => {
    try {
      for (const handler of handlers) if (await handler(request, response)) return;
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
      const found = await resolveFile(normalisedRoot, urlPath);
      if (!found) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      const extension = extname(found.path);
      let body: Buffer = await readFile(found.path);
      const headers: Record<string, string> = {
        "content-type": types[extension] ?? "application/octet-stream",
        "cache-control": found.status === 404 ? "no-store" : cacheControl(urlPath),
        "x-content-type-options": "nosniff",
        vary: "accept-encoding",
      };
      const accepts = String(request.headers["accept-encoding"] ?? "");
      const encoding = compressible.has(extension) ? (/\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null) : null;
      if (encoding) {
        const key = `${encoding}:${found.path}:${body.length}`;
        let packed = compressed.get(key);
        if (!packed) {
          packed =
            encoding === "br"
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
              : gzipSync(body, { level: 9 });
          compressed.set(key, packed);
        }
        body = packed;
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
  });
}
