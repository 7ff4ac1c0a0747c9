// The dev server's side of pages.json: serves page data from the file as it is now, and on every
// save validates it with the same module as `pages validate`, lints a valid one as `pages lint`
// does, and tells the open page. Its few
// addresses are routes of a find-my-way router (Fastify's own): what it does not declare is left to
// Vite, so Vite's middlewares and the routes share one server.
//
//   *  /_data/*     a page's data (and the shell, the problems, the lint's findings), from pages.json as it is now
//   *  /_fonts/*    a language's typeface
//   *  /api/leads   the lead endpoint of `pages serve` (its Fastify routes, runtime/server/leads/)
import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import Router from "find-my-way";
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { fontsPrefix, languageOfPath, type Diagnostic, fileError } from "../foundation/content/index.ts";
import {
  createHttpApp,
  fontFile,
  LEADS_PATH,
  reportInternalError,
  resolveStoreFile,
  routedUrl,
  startLeadEndpoint,
  validateFile,
  type LeadEndpoint,
} from "../server/index.ts";
import { lintSite } from "../lint/index.ts";
import { dataPrefix } from "../data/data-url.ts";
import { memoryPageSource } from "../data/memory-source.ts";
import type { FontUrls } from "../data/shell.ts";
import { isFontId, typefaces } from "../foundation/theme/font-faces.ts";
import type { PageSource } from "../data/page-source.ts";
import { openInEditorFromPreviewOnly, plainErrorBodies, plainly, reservedNotFound } from "./plain-answers.ts";

export interface PagesPluginOptions {
  file?: string;
}

/**
 * Files the dev server must never send, though they sit in the folder it serves: the pages file
 * (its lead settings may hold a webhook's secret; pages get their data from /_data/ without it),
 * the lead store with the files beside it that the forwarder keeps, and the CLI's caches. Vite
 * answers any other file of the project, and other sites on localhost may read its answers.
 */
function privateFiles(pagesFile: string): string[] {
  let storeFile = resolveStoreFile(undefined, dirname(pagesFile));
  try {
    const data = JSON.parse(readFileSync(pagesFile, "utf8")) as { site?: { leads?: { storeFile?: unknown } } };
    const configured = data.site?.leads?.storeFile;
    if (typeof configured === "string") storeFile = resolveStoreFile({ storeFile: configured }, dirname(pagesFile));
  } catch {
    // A file that cannot be read yet keeps the default store, which is what the endpoint would use.
  }
  const storeStem = basename(storeFile, extname(storeFile));
  return [pagesFile, join(dirname(storeFile), `${storeStem}*`), "**/.leads/**", "**/.pages-cache/**", "**/*.jsonl"];
}

/** The lead endpoint and the Fastify instance its routes are declared on, for the dev server to hand requests to. */
interface RunningLeads {
  app: Awaited<ReturnType<typeof createHttpApp>>;
  close(): Promise<void>;
}

async function startLeads(pagesFile: string, servedDir: string): Promise<RunningLeads> {
  const endpoint: LeadEndpoint = await startLeadEndpoint({ pagesFile, servedDir });
  const app = await createHttpApp();
  await app.register(endpoint.routes);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await endpoint.close();
    },
  };
}

export function pagesPlugin(options: PagesPluginOptions = {}): Plugin {
  const file = resolve(options.file ?? process.env.PAGES_FILE ?? "pages.json");
  /** The pages in each language, the first language first. */
  let sources: PageSource[] | null = null;
  const devFontUrls: FontUrls = Object.fromEntries(Object.values(typefaces).map(({ id }) => [id, `${fontsPrefix}/${id}.woff2`]));
  let problems: Diagnostic[] = [];
  /** The lint's findings while the file is valid (a file with problems is not linted). */
  let findings: Diagnostic[] = [];
  /**
   * The file as the open page names it in its problems: from the project's folder, as `npx pages
   * validate` run there does (its name alone when it is elsewhere), never where it is on the disk.
   */
  let shownFile = basename(file);

  /** The pages of the language a path is in. */
  const sourceFor = (editions: PageSource[], path: string): PageSource => {
    const languages = editions.map((edition) => edition.shell.language);
    return editions[languages.indexOf(languageOfPath(path, languages).language)]!;
  };

  let generation = 0;

  /** The file's size and modification time, to tell whether it changed while it was being read. */
  const stamp = () =>
    stat(file).then(
      ({ size, mtimeMs }) => `${size}:${mtimeMs}`,
      () => "missing",
    );

  /** The stamp of the version last checked. */
  let checked = "";

  /** Checks the file again; false when a newer save overtook this check (its result is dropped). */
  async function reload(): Promise<boolean> {
    const mine = ++generation;
    let result;
    // A save that is not atomic empties the file, then writes it. Read between the two, the file
    // looks empty, and the watcher may report the two as one change; so a file that changed while
    // it was checked is checked again.
    let before = await stamp();
    for (;;) {
      try {
        result = await validateFile(file);
      } catch (error) {
        // A bug in a check, not in the file: said as the CLI says it, and the page keeps its last version.
        reportInternalError(error);
        const message = `pages stopped on an internal error (${error instanceof Error ? error.message : String(error)}). This is a bug in pages, not a problem in your file.`;
        result = { problems: [fileError("internal-error", message, { file, pointer: "", line: 0, column: 0 })], status: "crashed" as const };
      }
      const after = await stamp();
      if (after === before) break;
      before = after;
    }
    if (mine !== generation) return false;
    checked = before;
    const shown = (diagnostic: Diagnostic): Diagnostic => ({
      ...diagnostic,
      place: { ...diagnostic.place, file: shownFile },
      related: diagnostic.related.map((other) => ({ ...other, place: { ...other.place, file: shownFile } })),
    });
    problems = result.problems.map(shown);
    findings = [];
    // A broken file keeps the last good version on screen.
    if (result.status === "valid") {
      sources = result.editions.map((edition) => memoryPageSource(edition, devFontUrls));
      try {
        findings = lintSite(result).findings.map(shown);
      } catch (error) {
        // A bug in a rule: said in the terminal; the page and its data are as good as ever.
        reportInternalError(error);
      }
    }
    return true;
  }

  /** A language's font, served whole (the build serves it cut down to the site's letters); nothing else is under /_fonts/. */
  async function serveFont(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const id = pathname.slice(fontsPrefix.length + 1).replace(/\.woff2$/, "");
    if (!pathname.endsWith(".woff2") || !isFontId(id)) return plainly(response, 404);
    response.setHeader("content-type", "font/woff2");
    response.end(await readFile(fontFile(id)));
  }

  async function serveData(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader("content-type", "application/json; charset=utf-8");
      response.setHeader("cache-control", "no-store");
      response.end(JSON.stringify(body));
    };
    // Nothing but page data is under /_data/.
    if (!url.pathname.endsWith(".json")) return send(404, { error: "not found" });
    if (!sources) await reload();
    if (!sources) return send(503, { problems });
    const name = url.pathname.slice(dataPrefix.length, -".json".length);
    // /_data/shell.json?for=/ur/contact (a page rendered in the browser asks for its language's), or /_data/ur/shell.json.
    if (name.endsWith("/shell")) return send(200, sourceFor(sources, url.searchParams.get("for") ?? `${name.slice(0, -"/shell".length)}/`).shell);
    if (name === "/problems") return send(200, problems);
    if (name === "/findings") return send(200, findings);
    const fallback = name.startsWith("/__fallback");
    const path = fallback ? `${name.slice("/__fallback".length)}/__unknown__` : name.endsWith("/index") ? name.slice(0, -"index".length) : name;
    try {
      const data = await sourceFor(sources, path).load(path);
      if (data.status === 404 && !fallback) send(404, { error: "not found" });
      else send(200, data);
    } catch {
      send(404, { error: "not found" });
    }
  }

  return {
    name: "pages",
    configResolved(config) {
      const fromRoot = relative(config.root, file);
      if (!fromRoot.startsWith("..") && !isAbsolute(fromRoot)) shownFile = fromRoot;
    },
    config(config) {
      // A list given here replaces Vite's own, so without one of the project's, Vite's (as of Vite 8) is kept.
      const deny = config.server?.fs?.deny ?? [".env", ".env.*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", ".yarnrc.yml", "**/.git/**"];
      // Vite lets any page on localhost read its answers (its CORS default); the preview's own page
      // is all that needs them, and the lead endpoint answers the live site's origins itself.
      return { server: { fs: { deny: [...deny, ...privateFiles(file)] }, cors: config.server?.cors ?? false } };
    },
    // The page's language and direction, as the build writes them into each page.
    transformIndexHtml(html, context) {
      if (!sources) return html;
      const { language } = sourceFor(sources, new URL(context.originalUrl ?? context.path, "http://localhost").pathname).shell;
      return html.replace(/<html lang="[^"]*">/, `<html lang="${language.code}" dir="${language.dir}">`);
    },
    async configureServer(server) {
      await reload();
      server.watcher.add(file);
      // The lead endpoint of `pages serve` too, so forms posting to /api/leads work under
      // `npm run dev`; restarted on each save, so it checks submissions against the forms as they are now.
      let leads: Promise<RunningLeads> = startLeads(file, resolve(server.config.root, server.config.build.outDir));
      const recheck = async (): Promise<void> => {
        if (!(await reload())) return;
        server.ws.send({ type: "custom", event: problems.length ? "pages:problems" : "pages:update", data: problems.length ? problems : findings });
        leads = leads.then((running) => running.close()).then(() => startLeads(file, resolve(server.config.root, server.config.build.outDir)));
        // The watcher reports one change of a file per 50 ms. When a slow machine read the file
        // between the emptying and the writing of a save, and both stamps saw it empty, the
        // writing's change was swallowed: look once more after that window.
        setTimeout(() => {
          void stamp().then((now) => {
            if (now !== checked) void recheck();
          });
        }, 100);
      };
      server.watcher.on("change", (changed) => {
        if (resolve(changed) === file) void recheck();
      });
      // A failure in one of these is said in the terminal, and to the client in two words: handed
      // on to Vite, it would answer with the error's stack.
      const failed = (response: ServerResponse) => (error: unknown) => {
        server.config.logger.error(`pages: could not answer a request: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!response.headersSent) plainly(response, 500);
        else response.end();
      };
      const routes = Router();
      routes.all(`${dataPrefix}/*`, (request, response) => serveData(request, response));
      routes.all(`${fontsPrefix}/*`, (request, response) => serveFont(request, response));
      routes.all(LEADS_PATH, (request, response) => leads.then((running) => running.app.routing(request, response)));
      server.middlewares.use(openInEditorFromPreviewOnly);
      server.middlewares.use((request, response, next) => {
        // Looked up as the servers route (request-path.ts): /_data/x/%2e%2e/y is /_data/y.
        const route = routes.find(request.method as Router.HTTPMethod, routedUrl(request.url ?? "/"));
        if (!route) return next();
        Promise.resolve(route.handler(request, response, route.params, route.store, route.searchParams)).catch(failed(response));
      });
      server.httpServer?.once("close", () => void leads.then((running) => running.close()));
      // What passes on from here is answered by Vite.
      server.middlewares.use(plainErrorBodies);
      return () => server.middlewares.use(reservedNotFound);
    },
  };
}
