// The files of public/ on the editor's origin, for the preview (at their site path, /images/...,
// as the site's pages name them) and the picture picker (at /public/...). public/ is written by
// other hands (and, once pictures are uploaded from a browser, by many), and whatever the editor's
// origin serves can act as the editor. So only pictures and fonts are served, recognised by their
// bytes (file-kind.ts), under a policy that runs nothing; an SVG is drawn into a PNG first
// (svg-drawing.ts); anything else is not found. Never a hidden file, never one a link leads to
// outside public/ (resolveFile sees to both).
import { open, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyPluginCallback, FastifyReply } from "fastify";
import { FILE_METHODS, pathOf, plainAnswer, resolveFile, type FileResponder } from "../../runtime/server/index.ts";
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

/** Answers with the picture or font of public/ at a site path: null when there is no file there (nothing is sent), 404 when it is no picture or font. */
export type PublicFileAnswer = (reply: FastifyReply, path: string, method: string) => Promise<FastifyReply | null>;

export function publicFileAnswer(publicDir: string, drawings: SvgDrawings): PublicFileAnswer {
  return async (reply, path, method) => {
    const found = await resolveFile(publicDir, path);
    if (found?.status !== 200) return null;
    const served = await servedForm(found.path, drawings);
    if (!served) return plainAnswer(reply, 404);
    return reply
      .code(200)
      .headers({ "content-type": served.type, "content-length": String(served.body.length) })
      .send(method === "HEAD" ? undefined : served.body);
  };
}

/**
 * GET /public/* (the picker's) and GET /* (the preview's, at site paths): a picture or font of
 * public/. A site path that is no file of public/ may still be one of the bundle's (none today):
 * `otherwise` answers it.
 */
export function publicRoutes(publicDir: string, drawings: SvgDrawings, otherwise: FileResponder): FastifyPluginCallback {
  const serve = publicFileAnswer(publicDir, drawings);
  return (app, _options, done) => {
    app.route({
      method: FILE_METHODS,
      url: "/public/*",
      handler: async (request, reply) =>
        (await serve(reply, (pathOf(request.originalUrl) ?? "/").slice("/public".length), request.method)) ?? plainAnswer(reply, 404),
    });
    app.route({
      method: FILE_METHODS,
      url: "/*",
      handler: async (request, reply) => (await serve(reply, pathOf(request.originalUrl) ?? "/", request.method)) ?? otherwise(request, reply),
    });
    done();
  };
}
