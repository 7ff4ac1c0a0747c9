// `pages serve [--port N]`: dist/ on 127.0.0.1 like a CDN; with --build-if-stale (npm start) it
// builds first when dist/ is missing or was not built from the current sources (cli/build/freshness.ts). POST /api/leads is the lead
// endpoint (runtime/server/leads/): forms that post there are checked, stored and answered. /admin is
// the company's admin (runtime/server/admin/): a login, the lead inbox behind it, publishing, and the
// visual editor at /admin/edit/ (cli/edit/admin-editor.ts), whose bundle is built when it is first
// opened, once per version of its sources.
// Once a version was published from the admin (.pages/versions/, cli/publish/publisher.ts), that
// version is what visitors get instead of dist/, unless --dir names the folder to serve.
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyRequest } from "fastify";
import { dirname, join, resolve } from "node:path";
import {
  startLeadEndpoint,
  projectRoot,
  closeServer,
  HEADERS_FILE,
  createStaticServer,
  replyGreeting,
  cacheDir,
  nodeValidation,
  type LeadEndpoint,
  type ServedFolder,
} from "../../runtime/server/index.ts";
// Its own surface, apart from the server's: the admin renders with React, which the dev server's
// config (vite.config.ts, through runtime/server/index.ts) must not load.
import { adminRoutes } from "../../runtime/server/admin/index.ts";
import { languageName } from "../../runtime/foundation/content/index.ts";
import { distIsStale } from "../build/freshness.ts";
import { buildCommand } from "./build.ts";
import { Previews } from "../../runtime/server/publish/index.ts";
import { Publisher } from "../publish/publisher.ts";
import { adminEditor } from "../edit/admin-editor.ts";
import { documentFile } from "../edit/document-file.ts";
import { editorBundle, keepInUse } from "../edit/editor-bundle.ts";
import { svgDrawings } from "../edit/svg-drawing.ts";

export interface ServeOptions {
  port: number;
  host: string;
  dir?: string;
  buildIfStale: boolean;
  /** The pages file the lead endpoint reads and the admin's editor saves (default: the project's). */
  pages?: string;
}

/** The editor of /admin/edit/ on the pages file; its bundle is found, or built, when it is first opened. */
async function editorForAdmin(pagesFile: string) {
  const publicDir = join(dirname(pagesFile), "public");
  const file = documentFile(pagesFile);
  for (const stale of await file.removeStaleTemporaries()) console.log(`Removed ${stale}, left by a save that did not finish.`);
  let stopMarking = (): void => undefined;
  const bundle = async () => {
    try {
      const folder = await editorBundle((line) => console.log(`Editor at /admin/edit/: ${line}`));
      stopMarking = keepInUse(folder);
      return folder;
    } catch (error) {
      console.error("The editor at /admin/edit/ cannot open: its page could not be built.", error);
      throw error;
    }
  };
  const editor = adminEditor({
    file,
    publicDir,
    drawings: svgDrawings(join(cacheDir, "editor-pictures")),
    publishedStore: (storeFile) => nodeValidation({ publicDir }).project.publishedStore(storeFile),
    bundle,
  });
  return { editor, stop: () => stopMarking() };
}

export async function serveCommand(options: ServeOptions): Promise<number> {
  const dist = resolve(options.dir ?? join(projectRoot, "dist"));
  // A folder named is served as it is; otherwise what was published from the admin, once it was.
  // Each version made live brings its forms to the lead endpoint (started below, before any publish can run).
  const following: { leads?: LeadEndpoint } = {};
  const pagesFile = resolve(options.pages ?? join(projectRoot, "pages.json"));
  const publisher =
    options.dir === undefined
      ? new Publisher({
          root: projectRoot,
          pagesFile,
          onLive: async (version) => {
            const why = await following.leads?.follow(version.source);
            if (why) console.error(`Leads: the forms of version ${version.record.id} could not be taken (${why}); the earlier ones are still used.`);
          },
        })
      : null;
  const published = publisher?.versions.live() ?? null;
  if (published) {
    console.log(`Serving version ${published.record.id}, published from the admin by ${published.record.by} (pages serve --dir dist serves dist/ instead).`);
  } else if (options.buildIfStale && distIsStale(projectRoot, dist)) {
    console.log("dist/ is missing or was built from other sources: building first.");
    const built = await buildCommand(join(projectRoot, "pages.json"), { outDir: dist });
    if (built !== 0) return built;
  }
  if (!published && !existsSync(dist)) {
    console.error(
      `${dist} does not exist yet, so every page of the site answers "not found" (the admin at /admin works): build the site with \`npx pages build\`, or start with \`npm start\`, which builds it when needed.`,
    );
  } else if (!published && !existsSync(join(dist, HEADERS_FILE))) {
    console.error(`${dist} has no ${HEADERS_FILE} file, so the site is served without its security headers: run \`pages build\` again.`);
  }
  // The forms of the site visitors get: the live version's, else the pages file's (its store and pictures beside the pages file either way).
  const leads = await startLeadEndpoint({ pagesFile: published?.source ?? pagesFile, baseDir: dirname(pagesFile), servedDir: dist });
  following.leads = leads;
  const editing = await editorForAdmin(pagesFile);
  const previews = new Previews();
  const admin = adminRoutes({
    database: leads.database,
    trustForwardedFor: leads.settings?.trustForwardedFor ?? false,
    languageName,
    greetingFor: (language, name) => replyGreeting(leads.settings?.replyGreeting, language, name),
    answersOf: (lead) => leads.answers(lead),
    publishing: publisher ? { publishing: publisher, previews } : undefined,
    editor: editing.editor,
  });
  // Each request's folder: the version its browser previews, else the live version, else dist/.
  const served = (request: FastifyRequest): ServedFolder => {
    const previewed = previews.versionFor(request.headers.cookie);
    const preview = previewed === null ? null : publisher!.versions.get(previewed);
    if (preview) return { folder: preview.site, private: true };
    return { folder: publisher!.versions.live()?.site ?? dist };
  };
  const server = await createStaticServer({ root: publisher ? served : dist, routes: [leads.routes, admin] });
  await server.listen({ port: options.port, host: options.host });
  // The port the system gave, when asked for any (--port 0).
  const { port } = server.server.address() as AddressInfo;
  console.log(`Serving ${published ? "the published version" : dist} at http://${options.host}:${port}/ (Ctrl+C stops it)`);
  await new Promise<void>((done) => {
    const stop = () =>
      void closeServer(server)
        .then(() => editing.stop())
        .then(() => leads.close())
        .finally(done);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
