// Every route's page and data written into dist/, then the files made from all of them: the shell's
// data, the sitemap (each page dated by when its data last changed), robots.txt and _headers.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { alternatesOf, assetsFolder, builtFiles, pageAddress, routesOf, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import type { RenderPage } from "../../runtime/data/index.ts";
import { headersFile, HEADERS_FILE, REDIRECTS_FILE, redirectsFile } from "../../runtime/server/index.ts";
import { readManifest } from "./block-preloads.ts";
import type { FileWriter } from "./file-writer.ts";
import { writeLanguageFonts } from "./language-fonts.ts";
import { dataPath } from "./output-paths.ts";
import { packGridPictures } from "./picture-sheets.ts";
import { inlineDrawings } from "./inline-drawings.ts";
import { writeResponsivePictures } from "./responsive-pictures.ts";
import { renderEdition } from "./render-edition.ts";
import type { RenderJob, RenderMessage } from "./render-worker.ts";
import type { ProgressLine } from "./progress-line.ts";
import type { HistoryCache } from "./history-cache.ts";
import { historyLastmods } from "./history-lastmods.ts";
import { previousLastmods, robotsTxt, sitemapFiles, sitemapRoutes } from "./seo-files.ts";
import { pathHeaders, securityHeaders } from "./security-headers.ts";

export interface PrerenderOptions {
  /** The browser build (with public/ copied in): the template, Vite's manifest, the pictures. */
  client: string;
  dist: string;
  writer: FileWriter;
  renderPage: RenderPage;
  /** The path of the prerender entry renderPage comes from, for the render workers to load. */
  serverEntry: string;
  progress: ProgressLine;
  /** The build's date, UTC YYYY-MM-DD: the lastmod of every page whose data changed since the build before. */
  today: string;
  /** The pages file the site was read from: its git history dates the pages the build before does not (history-lastmods.ts). */
  pagesFile?: string;
  /** Where the dates the history gave are kept for the next build (history-cache.ts). */
  historyCache?: HistoryCache;
}

/** The files of the browser build's assets/ (public/assets/ copied in), as addresses: /assets/index-CA-A2g-O.js. */
async function assetPaths(client: string): Promise<string[]> {
  const entries = await readdir(join(client, assetsFolder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${[assetsFolder, relative(join(client, assetsFolder), join(entry.parentPath, entry.name)).split(sep).join("/")].join("/")}`);
}

/** The render worker as bundled beside this file, or null when running from the sources (the tests): then every language renders here. */
function renderWorkerFile(): URL | null {
  const file = new URL("./render-worker.mjs", import.meta.url);
  return existsSync(fileURLToPath(file)) ? file : null;
}

/**
 * The fewest pages a language needs for a render worker of its own. A worker loads the render code
 * again (React's server renderer, the blocks) before its first page, about a second of a core on
 * the 2-core machine, and this thread renders that many pages in the meantime. Built on one thread,
 * the shipped site (53 pages a language) took 2.1-2.3 s and 2.9-3.1 CPU-s, with a worker 2.7 s and
 * 4.0; 674 pages 4.2-4.5 s against 4.4-5.0; 2,074 pages 9.9 s against 7.9.
 */
export const pagesPerWorker = 500;

/**
 * The languages after the first that render in workers: PAGES_RENDER_WORKERS of them when it is
 * set (0: every language on this thread); else, one per core beyond this thread's, each a language
 * with pagesPerWorker pages or more.
 */
export function workerSites(sites: readonly ExpandedSite[], env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): ExpandedSite[] {
  const others = sites.slice(1);
  const asked = Number.parseInt(env.PAGES_RENDER_WORKERS ?? "", 10);
  if (!Number.isNaN(asked)) return others.slice(0, Math.max(0, asked));
  return others.filter((site) => routesOf(site).length >= pagesPerWorker).slice(0, cores - 1);
}

/** Renders one edition in a worker; resolves once it has written everything. The worker is added to `started`, to be stopped should the build fail. */
function renderInWorker(
  file: URL,
  job: RenderJob,
  { writer, onPages, started }: { writer: FileWriter; onPages: (count: number) => void; started: Worker[] },
): Promise<{ pages: number; scriptHashes: string[]; drawsInline: boolean }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: job });
    started.push(worker);
    let done = false;
    worker.on("message", (message: RenderMessage) => {
      if (message.kind === "pages") return onPages(message.count);
      done = true;
      writer.adopt(message);
      resolve(message);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (!done) reject(new Error(`the render worker for the ${job.site.language.code} pages stopped (exit code ${code}) before it had written them all`));
    });
  });
}

/**
 * Renders and writes every page of every language; returns how many, and on how many threads. The
 * first language renders on this thread; the others each in a worker of their own while a core is
 * free for it, the rest after the first, here. (10,000 cities in two languages on two cores: the
 * whole build 59 s on one thread, 44 s with the Urdu pages in a worker.)
 */
export async function prerender(
  editions: readonly ExpandedSite[],
  { client, dist, writer, renderPage, serverEntry, progress, today, pagesFile, historyCache }: PrerenderOptions,
): Promise<{ pages: number; threads: number; photos: { made: number; cached: number } }> {
  const template = await readFile(join(client, "index.html"), "utf8");
  const manifest = await readManifest(client);
  // Read before anything is written: the dates of the pages whose data stays the same. Without a
  // build before (a fresh clone), when a page's data last changed is not known: no date is given.
  const previousBuild = existsSync(join(dist, builtFiles.sitemap));
  const lastmods = await previousLastmods(dist);
  const first = editions[0]!;
  const origin = first.file.site.url;
  const routes = editions.flatMap((edition) => routesOf(edition));
  const { write } = writer;
  // Every inline script of every page, so the Content-Security-Policy lets exactly these run.
  const scriptHashes = new Set<string>();
  // Whether a page shows a drawing written into it (inline-drawings.ts), which the policy must allow.
  let drawn = false;
  let pages = 0;
  const onPages = (count: number) => progress.update((pages += count), routes.length);
  const fontUrls = await writeLanguageFonts(editions, dist, writer);
  // The photos' sizes and the picture sheets are written once, before any page is rendered.
  const { pictures, made, cached } = await writeResponsivePictures(editions, client, dist, writer);
  const drawings = await inlineDrawings(editions, client);
  const sites: ExpandedSite[] = [];
  for (const edition of editions) sites.push(await packGridPictures(edition, client));
  const workerFile = renderWorkerFile();
  const inWorkers = workerFile ? workerSites(sites) : [];
  const workers = inWorkers.length;
  const here = sites.filter((site) => !inWorkers.includes(site));
  const started: Worker[] = [];
  const elsewhere = inWorkers.map((site) =>
    renderInWorker(
      workerFile!,
      { site, template, manifest, dist, fontUrls, pictures, drawings, serverEntry, freshOutput: writer.fresh },
      { writer, onPages, started },
    ),
  );
  const renderHere = async () => {
    for (const site of here) {
      const rendered = await renderEdition(site, { template, manifest, dist, writer, renderPage, fontUrls, pictures, drawings, onPage: () => onPages(1) });
      for (const hash of rendered.scriptHashes) scriptHashes.add(hash);
      drawn ||= rendered.drawsInline;
    }
  };
  try {
    const [, ...fromWorkers] = await Promise.all([renderHere(), ...elsewhere]);
    for (const result of fromWorkers) {
      for (const hash of result.scriptHashes) scriptHashes.add(hash);
      drawn ||= result.drawsInline;
    }
  } catch (error) {
    // One language failed: the others stop too, rather than write on into a build that has failed.
    await Promise.all(started.map((worker) => worker.terminate()));
    throw error;
  }
  // The writes have ended: the writer knows which data files changed.
  await writer.finish();
  // A page whose data changed (or that is new) since the build before changed today; one whose
  // data did not keeps the date that build gave it. A page neither tells (every page of a first
  // build) takes the date the git history of the pages file gives it, or none.
  const dated = sitemapRoutes(routes).map((route) => {
    const changed = writer.changed.has(dataPath(dist, route.path));
    return { route, lastmod: changed ? (previousBuild ? today : undefined) : lastmods.get(route.canonical) };
  });
  const fromHistory =
    pagesFile && dated.some(({ lastmod }) => !lastmod) ? await historyLastmods(pagesFile, editions, { today, cache: historyCache }) : new Map<string, string>();
  const urls = dated.map(({ route, lastmod: recorded }) => {
    const lastmod = recorded ?? fromHistory.get(route.canonical);
    return { loc: route.canonical, ...(lastmod && { lastmod }), alternates: alternatesOf(origin, route.canonical, first.languages) };
  });
  for (const file of sitemapFiles(urls, origin)) await write(join(dist, file.name), file.content);
  await write(join(dist, builtFiles.robots), robotsTxt(origin));
  await write(
    join(dist, HEADERS_FILE),
    headersFile(
      securityHeaders(
        {
          pages: editions.flatMap((edition) => edition.pages),
          tagManagerId: editions[0]?.file.site.tagManagerId,
          drawsInline: drawn,
        },
        scriptHashes,
      ),
      pathHeaders(await assetPaths(client)),
    ),
  );
  // Each alias answered with a permanent redirect to its page, by the hosts that read _redirects
  // and by `pages serve`; its page is still written, for a host that cannot redirect.
  const aliases = routes.flatMap((route) => (route.aliasOf === null ? [] : [{ from: route.path, to: pageAddress(route.aliasOf) }]));
  await write(join(dist, REDIRECTS_FILE), redirectsFile(aliases));
  return { pages, threads: 1 + workers, photos: { made, cached } };
}
