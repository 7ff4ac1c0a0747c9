// The server behind `pages edit`: the editor's page and bundle, the pictures of public/, and the
// API the editor calls (the session, the document, saving it, the lint). It listens on 127.0.0.1
// only, and assumes a hostile neighbour all the same (editor-access.ts says what is refused before
// anything else); every /api request but the one that signs a browser in needs the session cookie
// (editor-session.ts); public/ gives pictures and fonts only (public-files.ts).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { basename } from "node:path";
import { createStaticServer, readBody, type RequestHandler } from "../../runtime/server/index.ts";
import type { DocumentFile } from "./document-file.ts";
import { originOf, refusalOf, type EditorAddress } from "./editor-access.ts";
import { editorHeaders, INERT_POLICY, policyFor } from "./editor-headers.ts";
import { cookieValue, sessionCookie, sessionCookieName, sessionMessages, type EditorSessions } from "./editor-session.ts";
import { publicFiles, publicHandler } from "./public-files.ts";
import type { SvgDrawings } from "./svg-drawing.ts";

/** A 10,000-destination pages.json is about 5 MB. */
export const MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

export interface EditorServerOptions {
  file: DocumentFile;
  /** The project's public/ folder: pictures for the preview and the picture picker. */
  publicDir: string;
  /** The editor's built page and scripts (cli/edit/editor-bundle.ts). */
  bundleDir: string;
  /** Where the editor is reached (127.0.0.1, or the address given with --public-url). */
  address: EditorAddress;
  sessions: EditorSessions;
  /** public/'s SVG pictures drawn as PNG. */
  drawings: SvgDrawings;
  /** The lint's answer for a text of pages.json, as the editor shows it. */
  lint(text: string): unknown;
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): true {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers }).end(JSON.stringify(body));
  return true;
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

/** POST /api/session: the page's one-time code for a session cookie. The code is never echoed. */
async function signIn(request: IncomingMessage, response: ServerResponse, options: EditorServerOptions): Promise<true> {
  const body = await readJsonBody(request);
  if (!body.ok) return json(response, body.status, { error: body.error });
  const { code } = (body.value ?? {}) as { code?: unknown };
  if (typeof code !== "string") return json(response, 400, { error: "Signing in needs the code from the address the editor printed." });
  const port = request.socket.localPort ?? 0;
  const name = sessionCookieName(port, options.address.secure);
  const exchanged = options.sessions.exchange(code, cookieValue(request.headers.cookie, name));
  if (exchanged.status === "used" || exchanged.status === "unknown") return json(response, 403, { error: sessionMessages[exchanged.status] });
  if (exchanged.status === "already-signed-in") return json(response, 200, {});
  return json(response, 200, {}, { "set-cookie": sessionCookie(name, exchanged.session, options.address.secure) });
}

function apiHandler(options: EditorServerOptions): RequestHandler {
  const { file } = options;
  const name = basename(file.path);
  return async (request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    if (!path.startsWith("/api/")) return false;
    const route = `${request.method ?? "GET"} ${path}`;
    if (route === "POST /api/session") return signIn(request, response, options);
    const cookie = cookieValue(request.headers.cookie, sessionCookieName(request.socket.localPort ?? 0, options.address.secure));
    if (!options.sessions.isSession(cookie)) return json(response, 401, { error: sessionMessages.signedOut });
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

export function createEditorServer(options: EditorServerOptions): Server {
  const guard: RequestHandler = (request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    const refusal = refusalOf(request, options.address);
    // A refused request gets a policy under which nothing runs, whatever its path.
    const policy = refusal ? INERT_POLICY : policyFor(path, originOf(request, options.address));
    for (const [header, value] of Object.entries(editorHeaders(policy))) response.setHeader(header, value);
    return Promise.resolve(refusal ? json(response, refusal.status, { error: refusal.error }) : false);
  };
  // Saving a 5 MB file over a slow disk may take more than the static server's usual 10 s.
  return createStaticServer({
    root: options.bundleDir,
    handlers: [guard, apiHandler(options), publicHandler(options.publicDir, options.drawings)],
    requestTimeoutMs: 30_000,
  });
}
