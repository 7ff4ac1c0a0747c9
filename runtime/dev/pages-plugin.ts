// The dev server's side of pages.json: serves page data from the file as it is now, and on every
// save validates it with the same module as `pages validate` and tells the open page.
import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { fontsPrefix, languageOfPath, type Problem } from "../foundation/content/index.ts";
import { fontFile, reportInternalError, resolveStoreFile, startLeadEndpoint, validateFile, type LeadEndpoint } from "../server/index.ts";
import { dataPrefix } from "../data/data-url.ts";
import { memoryPageSource } from "../data/memory-source.ts";
import type { FontUrls } from "../data/shell.ts";
import { fontFaces, type FontId } from "../foundation/theme/font-faces.ts";
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

export function pagesPlugin(options: PagesPluginOptions = {}): Plugin {
  const file = resolve(options.file ?? process.env.PAGES_FILE ?? "pages.json");
  /** The pages in each language, the first language first. */
  let sources: PageSource[] | null = null;
  const devFontUrls: FontUrls = Object.fromEntries(Object.keys(fontFaces).map((id) => [id, `${fontsPrefix}/${id}.woff2`]));
  let problems: Problem[] = [];
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
        result = { problems: [{ message, pointer: "", file, line: 0, column: 0 }], status: "crashed" as const };
      }
      const after = await stamp();
      if (after === before) break;
      before = after;
    }
    if (mine !== generation) return false;
    checked = before;
    problems = result.problems.map((problem) => ({ ...problem, file: shownFile }));
    // A broken file keeps the last good version on screen.
    if (result.status === "valid") sources = result.editions.map((edition) => memoryPageSource(edition, devFontUrls));
    return true;
  }

  /** A language's font, served whole (the build serves it cut down to the site's letters); nothing else is under /_fonts/. */
  async function serveFont(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (!pathname.startsWith(`${fontsPrefix}/`)) return false;
    const id = pathname.slice(fontsPrefix.length + 1).replace(/\.woff2$/, "");
    // An own property only: `constructor` is in every object.
    if (!pathname.endsWith(".woff2") || !Object.hasOwn(fontFaces, id)) {
      plainly(response, 404);
      return true;
    }
    response.setHeader("content-type", "font/woff2");
    response.end(await readFile(fontFile(id as FontId)));
    return true;
  }

  async function serveData(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith(`${dataPrefix}/`)) return false;
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader("content-type", "application/json; charset=utf-8");
      response.setHeader("cache-control", "no-store");
      response.end(JSON.stringify(body));
    };
    // Nothing but page data is under /_data/.
    if (!url.pathname.endsWith(".json")) return (send(404, { error: "not found" }), true);
    if (!sources) await reload();
    if (!sources) {
      send(503, { problems });
      return true;
    }
    const name = url.pathname.slice(dataPrefix.length, -".json".length);
    // /_data/shell.json?for=/ur/contact (a page rendered in the browser asks for its language's), or /_data/ur/shell.json.
    if (name.endsWith("/shell")) return (send(200, sourceFor(sources, url.searchParams.get("for") ?? `${name.slice(0, -"/shell".length)}/`).shell), true);
    if (name === "/problems") return (send(200, problems), true);
    const fallback = name.startsWith("/__fallback");
    const path = fallback ? `${name.slice("/__fallback".length)}/__unknown__` : name.endsWith("/index") ? name.slice(0, -"index".length) : name;
    try {
      const data = await sourceFor(sources, path).load(path);
      if (data.status === 404 && !fallback) send(404, { error: "not found" });
      else send(200, data);
    } catch {
      send(404, { error: "not found" });
    }
    return true;
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
      const startLeads = () => startLeadEndpoint({ pagesFile: file, servedDir: resolve(server.config.root, server.config.build.outDir) });
      let leads: Promise<LeadEndpoint> = startLeads();
      const recheck = async (): Promise<void> => {
        if (!(await reload())) return;
        server.ws.send({ type: "custom", event: problems.length ? "pages:problems" : "pages:update", data: problems });
        leads = leads.then((endpoint) => endpoint.close()).then(startLeads);
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
      server.middlewares.use(openInEditorFromPreviewOnly);
      server.middlewares.use((request, response, next) => {
        serveData(request, response)
          .then(async (handled) => handled || (await serveFont(request, response)))
          .then((handled) => handled || next(), failed(response));
      });
      server.httpServer?.once("close", () => void leads.then((endpoint) => endpoint.close()));
      server.middlewares.use((request, response, next) => {
        leads.then((endpoint) => endpoint.handler(request, response)).then((handled) => handled || next(), failed(response));
      });
      // What passes on from here is answered by Vite.
      server.middlewares.use(plainErrorBodies);
      return () => server.middlewares.use(reservedNotFound);
    },
  };
}
