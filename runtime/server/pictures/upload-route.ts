// POST /pictures: one picture uploaded from the editor's picture picker (picture-upload.ts says what
// is taken). A Fastify plugin, registered by a server inside the part of it that already requires a
// signed-in editor and checks where the request comes from (`pages edit` mounts it at /api/pictures
// behind its session cookie and its Origin and Sec-Fetch-Site checks, as PUT /api/document), so the
// admin can mount the same code behind its own.
//
// The body is the picture's bytes as they are, its file name in the x-picture-name header
// (percent-encoded): the browser sends a chosen File as it is with fetch(), one picture a request.
// multipart/form-data would carry nothing more here, and would need a parser (@fastify/multipart)
// that spools files to disk; with raw bytes Fastify's own bodyLimit refuses a body announced as
// larger than 10 MB before reading any of it, and cuts one that grows past it as it arrives.
import type { FastifyContextConfig, FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import { MAX_PICTURE_UPLOAD_BYTES, PICTURE_NAME_HEADER, pictureUploadRefusals, type PictureUploadAnswer } from "../../foundation/wire/index.ts";
import { storeUploadedPicture } from "./picture-upload.ts";

export interface PictureUploadOptions {
  /** The site's public/ folder: pictures are stored in its images/ folder. */
  publicDir: string;
  /** Called with each picture stored, by its site path (a server may log it, or offer it at once). */
  onStored?: (path: string, request: FastifyRequest) => void;
  /** What the route carries in its Fastify config (the admin's `access`, for /admin/edit/api/pictures). */
  config?: FastifyContextConfig;
}

function answer(reply: FastifyReply, status: number, body: PictureUploadAnswer): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").send(body);
}

/** The name the browser sent, as it was before percent-encoding (or as it came, if it was not encoded). */
function sentName(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return "";
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function pictureUploadRoutes(options: PictureUploadOptions): FastifyPluginCallback {
  return (app, _options, done) => {
    // This plugin's own: the body is bytes whatever type the browser names (a chosen file's type
    // is guessed from its name, and is not trusted anyway).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_PICTURE_UPLOAD_BYTES }, (_request, body: Buffer, parsed) => parsed(null, body));
    app.setErrorHandler((error, _request, reply) => {
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return answer(reply, 413, { error: pictureUploadRefusals.tooLarge });
      if (statusCode !== undefined && statusCode < 500) return answer(reply, 400, { error: pictureUploadRefusals.incomplete });
      throw error;
    });
    app.post("/pictures", { bodyLimit: MAX_PICTURE_UPLOAD_BYTES, config: options.config ?? {} }, async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await storeUploadedPicture(options.publicDir, bytes, sentName(request.headers[PICTURE_NAME_HEADER]));
      if (result.status === "refused") return answer(reply, result.httpStatus, { error: result.error });
      options.onStored?.(result.path, request);
      return answer(reply, 201, { path: result.path });
    });
    done();
  };
}
