// The visual editor inside the admin of `pages serve`, at /admin/edit/, for the roles editor and
// owner: the page and scripts of `pages edit` (its bundle, editor-bundle.ts) and the same document
// routes (document-routes.ts), behind the admin's login instead of a one-time code. The admin checks
// who is asking before any route here answers, with its headers (runtime/server/admin/, through the
// mount it lends: editor-mount.ts); this file adds what the editor needs beyond the admin's rules:
//
//   GET /admin/edit               -> /admin/edit/, the page's own address, below which it finds the rest
//   GET /admin/edit/              the editor's page (503, a page that reloads itself, while its bundle is built)
//   GET /admin/edit/assets/*      its scripts: the only ones its policy lets run, and only on this page
//                                 (the rest of the admin runs none)
//   GET /admin/edit/public/*      a picture or font of public/, for the picture picker (public-files.ts)
//   GET /admin/edit/_fonts/*      the site's typefaces, for the text boxes and the preview
//   GET /admin/edit/api/document  the pages file, with the session's CSRF token for the save
//   PUT /admin/edit/api/document  a save: JSON, from the admin's own page, with that token; in the audit log
//   POST /admin/edit/api/pictures a photo into public/images/ (runtime/server/pictures/), the same proofs; in the audit log
//   *   /admin/edit/api/*         404
//
// What an editor can change is the pages file, only by a save over the version they opened, and
// public/images/, only by adding a photo checked by its bytes. No route names any other file.
import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { PublishedStore } from "../../runtime/foundation/content/index.ts";
import { contentTypeOf, FILE_METHODS, isFingerprinted, pathOf, pictureUploadRoutes, plainAnswer, resolveFile } from "../../runtime/server/index.ts";
import type { AdminEditor, EditorMount } from "../../runtime/server/admin/index.ts";
import type { DocumentFile } from "./document-file.ts";
import { documentRoutes, json, readJsonBodies } from "./document-routes.ts";
import { isWorkerScript, pagePolicy, workerPolicy } from "./editor-headers.ts";
import { publicFileAnswer } from "./public-files.ts";
import type { SvgDrawings } from "./svg-drawing.ts";
import { typefaceRoutes } from "./typeface-files.ts";

export interface AdminEditorOptions {
  file: DocumentFile;
  /** The project's public/ folder. */
  publicDir: string;
  drawings: SvgDrawings;
  publishedStore(storeFile: string | undefined): PublishedStore | null;
  /**
   * Gives the folder of the editor's bundle, built first if need be (editor-bundle.ts); rejects when
   * it cannot be. Asked once, when the editor is first opened: a server nobody edits on builds nothing.
   */
  bundle: () => Promise<string>;
}

/** The bundle as the page sees it: not asked for yet, being built, ready, or not to be had (the server's console says why). */
type BundleState = { status: "idle" } | { status: "building"; done: Promise<unknown> } | { status: "ready"; dir: string } | { status: "failed" };

/** How long a request waits for a bundle being made (a cached one is found in well under this) before the waiting page. */
const BUNDLE_WAIT_MS = 2000;

const isJson = (type: string | undefined) => /^application\/json\s*(;|$)/i.test(type ?? "");

/** While the bundle is built: a page with no script that asks the browser to come back in a few seconds. */
const waitingPage = (failed: boolean) =>
  [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    failed ? "" : '<meta http-equiv="refresh" content="5">',
    '<meta name="robots" content="noindex, nofollow"><title>Editing the site · Admin</title><link rel="stylesheet" href="/admin/admin.css"></head>',
    "<body><main>",
    failed
      ? "<h1>The editor cannot open</h1><p>The server could not prepare the editor. The person who looks after the server finds why in its console.</p>"
      : "<h1>Getting the editor ready</h1><p>The first time after the server starts or is updated, this takes a minute. This page opens the editor by itself when it is ready.</p>",
    '<p><a href="/admin">Back to the admin</a></p></main></body></html>',
  ].join("");

export function adminEditor(options: AdminEditorOptions): AdminEditor {
  let bundle: BundleState = { status: "idle" };
  const readyBundle = async (): Promise<BundleState> => {
    if (bundle.status === "idle") {
      const done = options.bundle().then(
        (dir) => (bundle = { status: "ready", dir }),
        () => (bundle = { status: "failed" }),
      );
      bundle = { status: "building", done };
    }
    if (bundle.status === "building") await Promise.race([bundle.done, new Promise((resolve) => setTimeout(resolve, BUNDLE_WAIT_MS).unref())]);
    return bundle;
  };
  const publicFile = publicFileAnswer(options.publicDir, options.drawings);

  return (mount: EditorMount): FastifyPluginAsync =>
    async (app) => {
      const { base } = mount;
      const api = `${base}api/`;
      /** The path below the editor's base (assets/index-abc.js), as the browser sent it. */
      const below = (request: FastifyRequest) => (pathOf(request.originalUrl) ?? base).slice(base.length);

      // After the admin's own hook (who is asking, and its headers): what only the editor's routes refuse or need.
      app.addHook("onRequest", async (request, reply) => {
        if (request.headers["service-worker"] !== undefined) return plainAnswer(reply, 403, "Refused: nothing here runs as a service worker.");
        const route = request.routeOptions.url ?? "";
        if (route.startsWith(api)) {
          if (mount.crossSite(request)) return json(reply, 403, { error: "Requests from other sites are refused." });
          if (request.method === "GET" || request.method === "HEAD") return;
          // Checked before the body is read: a save from another page, or without the token, is not even read.
          if (!mount.changeAllowed(request))
            return json(reply, 403, { error: "Refused: a save must come from the editor's own page. Reload the page, then save again." });
          // A save is JSON; a photo is its bytes (upload-route.ts), whatever type the browser names.
          if (route === `${api}document` && !isJson(request.headers["content-type"]))
            return json(reply, 415, { error: "The editor sends its saves as JSON; this request was something else." });
          return;
        }
        if (route === base || route === `${base}assets/*`) {
          const origin = mount.origin(request);
          if (!origin) return plainAnswer(reply, 400);
          // The page runs the bundle's scripts and nothing else; the checking worker may also compile (its own answer's policy).
          reply.header("content-security-policy", isWorkerScript(below(request)) ? workerPolicy(origin, base) : pagePolicy(origin, base));
        }
      });

      const page = { config: mount.pageConfig };
      app.get(base.slice(0, -1), page, async (_request, reply) => reply.redirect(base, 303));

      const bundleFile = async (reply: FastifyReply, path: string, method: string) => {
        const state = await readyBundle();
        if (state.status !== "ready")
          return reply
            .code(503)
            .header("retry-after", "5")
            .type("text/html; charset=utf-8")
            .send(waitingPage(state.status === "failed"));
        const found = await resolveFile(state.dir, `/${path}`);
        const type = found?.status === 200 ? contentTypeOf(extname(found.path)) : null;
        if (!found || !type) return plainAnswer(reply, 404);
        const body = await readFile(found.path);
        // The bundle's scripts are named by their content: the browser may keep them for itself.
        if (isFingerprinted(`/${path}`)) reply.header("cache-control", "private, max-age=31536000, immutable");
        return reply
          .code(200)
          .headers({ "content-type": type, "content-length": String(body.length) })
          .send(method === "HEAD" ? undefined : body);
      };
      app.route({ method: FILE_METHODS, url: base, ...page, handler: (request, reply) => bundleFile(reply, "index.html", request.method) });
      app.route({ method: FILE_METHODS, url: `${base}assets/*`, ...page, handler: (request, reply) => bundleFile(reply, below(request), request.method) });
      app.route({
        method: FILE_METHODS,
        url: `${base}public/*`,
        ...page,
        handler: async (request, reply) => (await publicFile(reply, below(request).slice("public".length), request.method)) ?? plainAnswer(reply, 404),
      });
      await app.register(typefaceRoutes(base, mount.pageConfig));

      await app.register(
        (routes, _options, done) => {
          readJsonBodies(routes);
          documentRoutes(routes, {
            file: options.file,
            publicDir: options.publicDir,
            publishedStore: (storeFile) => options.publishedStore(storeFile),
            config: mount.apiConfig,
            // The save bar links to the Publish page, when the admin has one.
            loadedExtras: (request) => ({ csrfToken: mount.csrfToken(request), ...(mount.publish ? { publish: mount.publish } : {}) }),
            onSaved: (request, saved) => saved.changed && mount.audit(request, "pages-saved", { version: saved.hash.slice(0, 12) }),
            conflict: () => "Someone else saved the site since you opened it (or it was changed on the server).",
          });
          // A photo into public/images/ (bytes checked, metadata removed), in the audit log.
          void routes.register(
            pictureUploadRoutes({
              publicDir: options.publicDir,
              config: mount.apiConfig,
              onStored: (path, request) => mount.audit(request, "picture-uploaded", { picture: path }),
            }),
          );
          routes.all("/*", { config: mount.apiConfig }, async (_request, reply) => json(reply, 404, { error: "No such request." }));
          done();
        },
        { prefix: api.slice(0, -1) },
      );
    };
}
