// Serves dist/ the way a CDN would: /a/b/ from a/b/index.html (and /a/b with a redirect there), the
// old addresses dist/_redirects names with theirs, the nearest 404.html with status 404
// for unknown addresses, long-lived caching for fingerprinted files, brotli or gzip compression, entity
// tags with 304 answers, and on every answer the headers dist/_headers names (the security headers
// `pages build` works out, see cli/build/security-headers.ts).
//
// A Fastify app (http-app.ts): the routes given (the lead endpoint) are declared first, then every
// GET and HEAD is a file; any other method at an address no route declares is answered 405.
// @fastify/static was weighed and left: its entity tags come from size and time (a rewrite of the
// same length within the clock's tick looks unchanged), it compresses only files kept compressed
// beside the original, and it knows nothing of the nearest 404.html or of links out of the folder.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { extname, normalize, relative, sep } from "node:path";
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, compressionCache, type Encoding } from "./compression-cache.ts";
import { isFingerprinted } from "./fingerprint.ts";
import { createHttpApp, plainAnswer } from "./http-app.ts";
import { notModified } from "./not-modified.ts";
import { publishedHeaders, publishedRedirects } from "./published-headers.ts";
import { builtFiles } from "../foundation/content/reserved-paths.ts";
import { pathOf } from "./request-path.ts";
import { resolveFile } from "./resolve-file.ts";

export { REQUEST_TIMEOUT_MS } from "./http-app.ts";

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

/** The methods a published file answers. */
export const FILE_METHODS = ["GET", "HEAD"];

/** By the file that answers (a page's is its index.html), as it is named in the published folder: /assets/index-CA-A2g-O.js. */
function cacheControl(file: string): string {
  if (isFingerprinted(file)) return "public, max-age=31536000, immutable";
  if (/\.(html|json|xml|txt)$/.test(file)) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

function encodingFor(request: FastifyRequest, extension: string): Encoding | null {
  return compressible.has(extension) ? acceptedEncoding(request.headers["accept-encoding"]) : null;
}

/** Answers a GET or HEAD with the file of `root` its address names, as a CDN would (see the top of this file). */
export type FileResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The query of a request target, with its ?, or "". */
function queryOf(target: string): string {
  const start = target.indexOf("?");
  return start === -1 ? "" : target.slice(start);
}

/** A folder a request is answered from: a published version, or one this browser previews. */
export interface ServedFolder {
  folder: string;
  /** For this browser only (a preview): no cache may keep what it answers. */
  private?: boolean;
}

/** The folder that answers: always the same one, or one chosen per request (the live version, or a preview). */
export type ServedRoot = string | ((request: FastifyRequest) => ServedFolder);

interface FolderFiles {
  root: string;
  private: boolean;
  redirects: ReturnType<typeof publishedRedirects>;
  headers: ReturnType<typeof publishedHeaders>;
}

/**
 * Each request's folder, chosen once when it arrives, so a request under way when another version
 * goes live finishes on the one it began with (its headers, redirects and files all from one).
 */
function folderChooser(root: ServedRoot): (request: FastifyRequest) => FolderFiles {
  const readers = new Map<string, Omit<FolderFiles, "private">>();
  const chosen = new WeakMap<FastifyRequest, FolderFiles>();
  const filesOf = ({ folder, private: only = false }: ServedFolder): FolderFiles => {
    const normalised = normalize(folder);
    let files = readers.get(normalised);
    if (!files) {
      // A few versions are kept; a long-running server that saw many forgets the old ones' readers.
      if (readers.size >= 32) readers.clear();
      files = { root: normalised, redirects: publishedRedirects(normalised), headers: publishedHeaders(normalised) };
      readers.set(normalised, files);
    }
    return { ...files, private: only };
  };
  if (typeof root === "string") {
    const fixed = filesOf({ folder: root });
    return () => fixed;
  }
  return (request) => {
    let files = chosen.get(request);
    if (!files) chosen.set(request, (files = filesOf(root(request))));
    return files;
  };
}

export function fileResponder(root: ServedRoot, chooser = folderChooser(root)): FileResponder {
  const compressed = compressionCache();
  return async (request, reply) => {
    const served = chooser(request);
    const normalisedRoot = served.root;
    // The address as the browser sent it, read once (the router was given a form it can route).
    const urlPath = pathOf(request.originalUrl) ?? "/";
    if (urlPath.length > MAX_PATH_LENGTH) return plainAnswer(reply, 414, "Address too long");
    // An old address (an alias) goes on to its page, as _redirects asks of the host.
    const moved = (await served.redirects()).redirectFor(urlPath);
    if (moved)
      return reply
        .code(moved.status)
        .header("location", `${moved.location}${queryOf(request.originalUrl)}`)
        .send();
    const found = await resolveFile(normalisedRoot, urlPath);
    if (!found) return plainAnswer(reply, 404);
    // A page is at its folder's address, /about/: /about is sent there, as Netlify and Cloudflare Pages do.
    // (Never to //host/: a path starting with two slashes is no page's.)
    if (found.status === 200 && found.path.endsWith(`${sep}${builtFiles.index}`) && !/\/(index\.html)?$/.test(urlPath) && !urlPath.startsWith("//")) {
      return reply
        .code(301)
        .header("location", `${urlPath}/${queryOf(request.originalUrl)}`)
        .send();
    }
    const extension = extname(found.path);
    let body: Buffer = await readFile(found.path);
    const encoding = encodingFor(request, extension);
    const headers: Record<string, string> = {
      "content-type": types[extension] ?? "application/octet-stream",
      "cache-control": found.status === 404 || served.private ? "no-store" : cacheControl(`/${relative(normalisedRoot, found.path).split(sep).join("/")}`),
      vary: "accept-encoding",
    };
    // The file is read on every request anyway; its hash, not its size or time (a rewrite of the
    // same size within the file system's clock tick looks unchanged), says which version it is.
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    if (found.status === 200) {
      // From the content, so a changed file (even one of the same length) has a new tag; and per
      // encoding, since the gzip and brotli bodies are different representations (RFC 9110 8.8.3).
      headers.etag = `"${hash}${encoding ? `-${encoding}` : ""}"`;
      if (notModified(request.headers["if-none-match"], headers.etag)) return reply.code(304).headers(headers).send();
    }
    if (encoding) {
      body = compressed.compress(found.path, hash, body, encoding);
      headers["content-encoding"] = encoding;
    }
    headers["content-length"] = String(body.length);
    return reply
      .code(found.status)
      .headers(headers)
      .send(request.method === "HEAD" ? undefined : body);
  };
}

/** The answer to a method no route of an address takes: a published folder takes GET and HEAD. */
export function methodNotAllowed(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(405).header("allow", FILE_METHODS.join(", ")).send();
}

/** Every GET and HEAD a file of `root`; any other method, where no other route answers it, 405. */
export function fileRoutes(root: ServedRoot, chooser = folderChooser(root)): FastifyPluginCallback {
  return (app, _options, done) => {
    app.route({ method: FILE_METHODS, url: "/*", handler: fileResponder(root, chooser) });
    app.setNotFoundHandler(methodNotAllowed);
    done();
  };
}

export interface StaticServerOptions {
  root: ServedRoot;
  /** Routes declared before the files, such as the lead endpoint's. */
  routes?: FastifyPluginCallback[];
  /** See REQUEST_TIMEOUT_MS; tests shorten it. */
  requestTimeoutMs?: number;
}

/** The site's server, its routes ready; `listen` starts it. */
export async function createStaticServer({ root, routes = [], requestTimeoutMs }: StaticServerOptions): Promise<FastifyInstance> {
  const chooser = folderChooser(root);
  const app = await createHttpApp({
    requestTimeoutMs,
    // Set before any route answers, so the lead endpoint's answers carry them too, and Fastify's
    // own refusals. nosniff is sent even when there is no _headers file, for JSON answers that
    // must not be taken for HTML.
    onRequest: async (request, reply) => {
      reply.header("x-content-type-options", "nosniff");
      const served = chooser(request);
      for (const [name, value] of (await served.headers()).headersFor(pathOf(request.originalUrl) ?? "/")) reply.header(name, value);
    },
  });
  for (const plugin of routes) await app.register(plugin);
  await app.register(fileRoutes(root, chooser));
  await app.ready();
  return app;
}
