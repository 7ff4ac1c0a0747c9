// What the preview (`npm run dev`) tells a client it refuses or fails to answer. Vite's own answers
// say more than a stranger should read: its 403 names the project's folder on disk and its allow
// list, its 500 page carries the error's stack with the paths of the project's files. Any site the
// developer visits can send requests to the preview, and whatever else runs on the machine can read
// the answers; so these say only what happened, and the details stay in the terminal (and in the
// open page's overlay, which Vite sends by its websocket).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect } from "vite";
import { reservedPathOf } from "../foundation/content/reserved-paths.ts";

const words: Record<number, string> = { 400: "Bad request", 403: "Forbidden", 404: "Not found" };

/** Answers with the status and a few words for it, and nothing else (`end` is the response's own, when it is wrapped). */
export function plainly(response: ServerResponse, status: number, end: (text: string) => unknown = (text) => response.end(text)): void {
  response.statusCode = status;
  response.setHeader("content-type", "text/plain; charset=utf-8");
  response.setHeader("x-content-type-options", "nosniff");
  end(words[status] ?? (status >= 500 ? "Internal error" : "Refused"));
}

/**
 * Installed after the pages plugin's own middlewares, so only what Vite answers passes through it:
 * an error answer that comes with a body (the 403 of a file outside the allow list or denied, the
 * 500 of a module that failed to load) gets a few plain words instead. Empty error answers (the
 * 504s Vite's client reloads on) are left as they are.
 */
export const plainErrorBodies: Connect.NextHandleFunction = (_request, response, next) => {
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const failing = () => response.statusCode >= 400 && !response.headersSent;
  let withheld = false;
  response.write = ((chunk: unknown, ...rest: never[]) => {
    if (!failing()) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    withheld = true;
    return true;
  }) as ServerResponse["write"];
  response.end = ((chunk?: unknown, ...rest: never[]) => {
    const hasBody = withheld || (typeof chunk === "string" ? chunk.length > 0 : chunk instanceof Uint8Array && chunk.byteLength > 0);
    if (!failing() || !hasBody) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    response.removeHeader("content-length");
    response.removeHeader("transfer-encoding");
    plainly(response, response.statusCode, end);
    return response;
  }) as ServerResponse["end"];
  next();
};

/**
 * Added after Vite's middlewares (a post hook): a request Vite's single-page fallback turned into
 * the index page, for an address that is kept for the build or the servers (/_fonts/x, /@id/x,
 * /node_modules/x, ...), gets a 404 rather than a page: no page can be there (pages validate
 * refuses it), so the address was made up.
 */
export const reservedNotFound: Connect.NextHandleFunction = (request, response, next) => {
  const asked = new URL((request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? "/", "http://localhost").pathname;
  if (asked !== "/index.html" && request.url?.startsWith("/index.html") && reservedPathOf(asked)) plainly(response, 404);
  else next();
};

/**
 * Vite's /__open-in-editor opens a file of the machine in the developer's editor: its error overlay
 * asks for it from the preview's own page. A request from any other site (which a browser marks
 * with Sec-Fetch-Site) is refused, so a page elsewhere cannot open editors on the developer's screen.
 */
export const openInEditorFromPreviewOnly: Connect.NextHandleFunction = (request, response, next) => {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  const site = request.headers["sec-fetch-site"];
  if (pathname === "/__open-in-editor" && site !== undefined && site !== "same-origin") plainly(response, 403);
  else next();
};
