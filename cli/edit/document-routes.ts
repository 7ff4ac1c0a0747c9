// The editor's document API, one rule wherever the editor is served: `pages edit` mounts it behind
// its one-time-code session (editor-server.ts), `pages serve` behind the admin's login at
// /admin/edit/ (admin-editor.ts). Whoever mounts it proves who is asking; this file says what the
// editor may read and write: the file's text, the list of public/'s files, where the lead store it
// names would be published; and a save, only over the file as it was opened (document-file.ts).
//
//   GET /document   a line of JSON (public/'s files, the lead store's place, the file's hash, or why
//                   it is not text), then the file's text as it is (documentAnswer in the wire module)
//   PUT /document   saves the document over the file it was loaded from, or 409 when it changed since
import { basename } from "node:path";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublishedStore } from "../../runtime/foundation/content/index.ts";
import { documentAnswer, editorRequestErrors, saveRequest, type SaveAnswer } from "../../runtime/foundation/wire/index.ts";
import { acceptedEncoding, compressAnswer } from "../../runtime/server/index.ts";
import type { DocumentFile } from "./document-file.ts";
import { processEditsThread } from "./edits-thread.ts";
import { publicFiles } from "./public-files.ts";
import { storeFileOf, type StoreFileSetting } from "./store-file-setting.ts";

/** A 10,000-destination pages.json is about 5 MB. */
export const MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

export interface DocumentRoutesOptions {
  file: DocumentFile;
  /** The project's public/ folder: its files are listed for the preview and the picture picker. */
  publicDir: string;
  /** Where the lead store of this storeFile setting would be published (null: it would not): the check of validate that needs the disk. */
  publishedStore(storeFile: string | undefined): PublishedStore | null;
  /** What every route carries in its Fastify config (the admin's `access`). */
  config?: FastifyContextConfig;
  /** More of the GET answer (the admin's CSRF token, which a save sends back). */
  loadedExtras?: (request: FastifyRequest) => Record<string, unknown>;
  /** Told of each save written (the admin's audit log). */
  onSaved?: (request: FastifyRequest, saved: { hash: string; changed: boolean }) => void;
  /** The sentence of a save refused because the file changed since it was opened. */
  conflict?: (fileName: string) => string;
}

export function json(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").send(body);
}

/** A body that is not JSON. */
class NotJson extends Error {
  readonly statusCode = 400;
}

/**
 * The API's bodies: JSON whatever type the request names (as the page sends them), up to 32 MB, and
 * the refusals in words for the person at the browser.
 */
export function readJsonBodies(api: FastifyInstance): void {
  api.addContentTypeParser("*", { parseAs: "string", bodyLimit: MAX_DOCUMENT_BYTES }, (_request, body: string, parsed) => {
    try {
      parsed(null, JSON.parse(body));
    } catch {
      parsed(new NotJson(), undefined);
    }
  });
  api.setErrorHandler((error, _request, reply) => {
    const code = (error as { code?: string }).code;
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return json(reply, 413, { error: "The document is larger than the editor accepts (32 MB)." });
    if (error instanceof NotJson) return json(reply, 400, { error: editorRequestErrors.notJson });
    if ((error as { statusCode?: number }).statusCode === 400) return json(reply, 400, { error: "The request did not arrive whole." });
    throw error;
  });
}

/** For the routes that read a body: one sent with no body at all (no type, no length) is no JSON either. */
export async function requireBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  return request.body === undefined ? json(reply, 400, { error: editorRequestErrors.notJson }) : undefined;
}

const changedOnDisk = (name: string) => `${name} changed on disk since the editor loaded it (edited by hand, or by git).`;

/** GET and PUT /document on `api` (which reads JSON bodies: readJsonBodies). */
export function documentRoutes(api: FastifyInstance, options: DocumentRoutesOptions): void {
  const { file, config = {}, conflict = changedOnDisk } = options;
  const name = basename(file.path);
  // Read again only when the file changed, on the second thread: at 10,000 cities, parsing its JSON
  // takes a tenth of a second or more, which would hold every other request.
  let storeFileRead: { hash: string; named: Promise<StoreFileSetting> } | undefined;
  const storeFileSetting = (hash: string, text: string) => {
    if (storeFileRead?.hash !== hash)
      storeFileRead = {
        hash,
        named: processEditsThread()
          .storeFileOf(text)
          .catch(() => storeFileOf(text)),
      };
    return storeFileRead.named;
  };
  // Started with the server, so the first opening finds it ready.
  file
    .read()
    .then((read) => ("text" in read ? storeFileSetting(read.hash, read.text) : null))
    .catch(() => null);
  // The text, or (for bytes that are not UTF-8) the problem, which the editor shows as validate would.
  api.get("/document", { config }, async (request, reply) => {
    const read = await file.read();
    const { text, bytes, ...about } = "text" in read ? read : { ...read, text: null, bytes: null };
    const named = text === null ? null : await storeFileSetting(about.hash, text);
    const leadStore = named ? { ...named, published: options.publishedStore(named.storeFile) } : null;
    const head = { file: name, ...about, publicFiles: await publicFiles(options.publicDir), leadStore, ...options.loadedExtras?.(request) };
    const body = documentAnswer.write(head, bytes);
    // Compressed (the admin's editor is opened over the internet, from phones): the shipped file goes
    // from 0.34 MB to 0.06. The session's token it carries is never compressed beside what another
    // site sent: a request from another site is refused before it gets here.
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    reply.code(200).header("cache-control", "no-store").header("vary", "accept-encoding").type(documentAnswer.type);
    return encoding ? reply.header("content-encoding", encoding).send(compressAnswer(body, encoding)) : reply.send(body);
  });
  api.put("/document", { config, preValidation: requireBody }, async (request, reply) => {
    const sent = saveRequest.safeParse(request.body);
    if (!sent.success) return json(reply, 400, { error: sent.error.issues[0]!.message });
    const saved = await file.save(sent.data.document, sent.data.baseHash);
    if (saved.status === "conflict") return json(reply, 409, { error: conflict(name), hash: saved.hash } satisfies SaveAnswer);
    options.onSaved?.(request, { hash: saved.hash, changed: saved.hash !== sent.data.baseHash });
    return json(reply, 200, { hash: saved.hash, text: saved.text } satisfies SaveAnswer);
  });
}
