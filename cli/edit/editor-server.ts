// The server behind `pages edit`: the editor's page and bundle, the pictures of public/, and the
// API the editor calls (the session, the document, saving it); the editor validates and lints in
// the browser. It listens on 127.0.0.1
// only, and assumes a hostile neighbour all the same: what every request must pass first, with the
// headers of every answer, is an onRequest hook (editor-access.ts, editor-headers.ts); every /api
// route but the one that signs a browser in needs the session cookie (editor-session.ts, read by
// @fastify/cookie); public/ gives pictures and fonts only (public-files.ts). The routes:
//
//   POST /api/session          the page's one-time code for a session cookie
//   GET  /api/document         (signed in) the file's text, or why it is not text, public/'s files,
//                              and where the lead store it names would be published
//   PUT  /api/document         (signed in) saves the document over the file it was loaded from
//   POST /api/pictures         (signed in) a photo into public/images/, answered with its site path
//                              (runtime/server/pictures/: bytes checked, metadata removed)
//                              (both from document-routes.ts, which the admin's /admin/edit/ mounts too)
//   *    /api/*                (signed in) 404
//   GET  /, /index.html, /assets/*   the editor's own page and scripts (its bundle)
//   GET  /_fonts/<id>.woff2    a typeface of the site's languages, for the text boxes and the preview
//   GET  /public/*             a picture or font of public/
//   GET  /*                    a picture or font of public/ at its site path, else the bundle's file
//   any other method elsewhere: 405
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from "fastify";
import { createHttpApp, FILE_METHODS, fileResponder, methodNotAllowed, pathOf, pictureUploadRoutes } from "../../runtime/server/index.ts";
import type { PublishedStore } from "../../runtime/foundation/content/index.ts";
import { sessionRequest } from "../../runtime/foundation/wire/index.ts";
import type { DocumentFile } from "./document-file.ts";
import { originOf, refusalOf, type EditorAddress } from "./editor-access.ts";
import { bundleRoutes, editorHeaders, INERT_POLICY, policyFor } from "./editor-headers.ts";
import { sessionCookieName, sessionMessages, type EditorSessions } from "./editor-session.ts";
import { documentRoutes, json, readJsonBodies, requireBody } from "./document-routes.ts";
import { publicRoutes } from "./public-files.ts";
import { typefaceRoutes } from "./typeface-files.ts";
import type { SvgDrawings } from "./svg-drawing.ts";

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
  /** Where the lead store of this storeFile setting would be published (null: it would not): the check of validate that needs the disk. */
  publishedStore(storeFile: string | undefined): PublishedStore | null;
}

function apiRoutes(options: EditorServerOptions): FastifyPluginCallback {
  const { sessions } = options;
  const cookieName = (request: FastifyRequest) => sessionCookieName(request.socket.localPort ?? 0, options.address.secure);
  return (api, _options, done) => {
    readJsonBodies(api);
    // The page's one-time code for a session cookie. The code is never echoed.
    api.post("/session", { preValidation: requireBody }, (request, reply) => {
      const sent = sessionRequest.safeParse(request.body);
      if (!sent.success) return json(reply, 400, { error: sent.error.issues[0]!.message });
      const exchanged = sessions.exchange(sent.data.code, request.cookies[cookieName(request)]);
      if (exchanged.status === "used" || exchanged.status === "unknown") return json(reply, 403, { error: sessionMessages[exchanged.status] });
      if (exchanged.status === "signed-in") {
        reply.setCookie(cookieName(request), exchanged.session, { path: "/", httpOnly: true, sameSite: "strict", secure: options.address.secure });
      }
      return json(reply, 200, {});
    });
    // Everything else needs the session cookie, made-up addresses included.
    void api.register((signedIn, _options, registered) => {
      signedIn.addHook("onRequest", async (request, reply) => {
        if (!sessions.isSession(request.cookies[cookieName(request)])) return json(reply, 401, { error: sessionMessages.signedOut });
      });
      documentRoutes(signedIn, options);
      // Its own body parser and limit (10 MB of picture bytes), in a plugin of its own.
      void signedIn.register(pictureUploadRoutes({ publicDir: options.publicDir }));
      signedIn.all("/*", (_request, reply) => json(reply, 404, { error: "No such request." }));
      registered();
    });
    done();
  };
}

/** The editor's server, its routes ready; `listen` starts it. */
export async function createEditorServer(options: EditorServerOptions): Promise<FastifyInstance> {
  const app = await createHttpApp({
    // Saving a 5 MB file over a slow disk may take more than the usual 10 s.
    requestTimeoutMs: 30_000,
    onRequest: async (request, reply) => {
      const refusal = refusalOf(request, options.address);
      // A refused request gets a policy under which nothing runs, whatever its path.
      const route = request.routeOptions.url;
      const policy = refusal ? INERT_POLICY : policyFor(route, pathOf(request.originalUrl) ?? "/", originOf(request, options.address));
      reply.headers(editorHeaders(policy));
      if (refusal) return json(reply, refusal.status, { error: refusal.error });
    },
  });
  await app.register(fastifyCookie);
  await app.register(apiRoutes(options), { prefix: "/api" });
  const bundleFile = fileResponder(options.bundleDir);
  // The editor's own page and scripts come first: public/ never shadows them.
  for (const url of bundleRoutes) app.route({ method: FILE_METHODS, url, handler: bundleFile });
  await app.register(typefaceRoutes());
  await app.register(publicRoutes(options.publicDir, options.drawings, bundleFile));
  // Any other method: 405, as the site's server answers.
  app.setNotFoundHandler(methodNotAllowed);
  await app.ready();
  return app;
}
