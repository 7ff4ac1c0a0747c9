// The files of public/ on the editor's origin, for the preview (at their site path, /images/...,
// as the site's pages name them) and the picture picker (at /public/...). public/ is written by
// other hands (and, once pictures are uploaded from a browser, by many), and whatever the editor's
// origin serves can act as the editor. So only pictures and fonts are served, recognised by their
// bytes (file-kind.ts), under a policy that runs nothing; an SVG is drawn into a PNG first
// (svg-drawing.ts); anything else is not found. Never a hidden file, never one a link leads to
// outside public/ (resolveFile sees to both).
import { open, readdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { resolveFile, type RequestHandler } from "../../runtime/server/index.ts";
import { isBundlePath } from "./editor-headers.ts";
import { contentTypes, fileKind, SNIFFED_BYTES } from "./file-kind.ts";
import type { SvgDrawings } from "./svg-drawing.ts";

/** No picture or font of a site comes near this; a larger file is not read, let alone sent. */
export const MAX_PUBLIC_FILE_BYTES = 32 * 1024 * 1024;

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

/** The whole file, or null when it is larger than the editor reads. */
async function readBounded(path: string): Promise<Buffer | null> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    return size > MAX_PUBLIC_FILE_BYTES ? null : await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** What the editor sends for a file of public/: its bytes or its drawing, with their type; null for nothing. */
async function servedForm(path: string, drawings: SvgDrawings): Promise<{ type: string; body: Buffer } | null> {
  const bytes = await readBounded(path).catch(() => null);
  if (!bytes) return null;
  const kind = fileKind(bytes.subarray(0, SNIFFED_BYTES));
  if (kind === "other") return null;
  if (kind !== "svg") return { type: contentTypes[kind], body: bytes };
  const png = await drawings.pngOf(bytes);
  return png && { type: contentTypes.png, body: png };
}

function notFound(response: ServerResponse): true {
  response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  return true;
}

export function publicHandler(publicDir: string, drawings: SvgDrawings): RequestHandler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const path = (request.url ?? "/").split("?")[0]!;
    const explicit = path.startsWith("/public/");
    // The editor's own page, scripts and API come first.
    if (!explicit && (isBundlePath(path) || path.startsWith("/api/"))) return false;
    const found = await resolveFile(publicDir, explicit ? path.slice("/public".length) : path);
    // A site path that is no file of public/ may still be one of the editor's (none today): it goes on.
    if (found?.status !== 200) return explicit ? notFound(response) : false;
    const served = await servedForm(found.path, drawings);
    if (!served) return notFound(response);
    response.writeHead(200, { "content-type": served.type, "content-length": String(served.body.length) });
    response.end(request.method === "HEAD" ? undefined : served.body);
    return true;
  };
}
