// A render worker: one language's pages rendered and written on a core of their own (prerender.ts
// starts it with the edition, already expanded, and the prerender entry's path). It reports each
// page written, then what it wrote and the hashes of the inline scripts it saw.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { ExpandedSite } from "../../runtime/foundation/content/index.ts";
import type { FontUrls, RenderPage } from "../../runtime/data/index.ts";
import type { ResponsivePicture } from "../../runtime/foundation/index.ts";
import type { Manifest } from "./block-preloads.ts";
import { fileWriter } from "./file-writer.ts";
import { renderEdition } from "./render-edition.ts";

export interface RenderJob {
  site: ExpandedSite;
  template: string;
  manifest: Manifest;
  dist: string;
  fontUrls: FontUrls;
  pictures: Record<string, ResponsivePicture>;
  drawings: Record<string, string>;
  /** The prerender entry built by Vite (vite-builds.ts). */
  serverEntry: string;
  /** The output folder held nothing when the build began (the main thread's writer's `fresh`). */
  freshOutput: boolean;
}

export type RenderMessage =
  { kind: "pages"; count: number } | { kind: "done"; pages: number; written: string[]; changed: string[]; scriptHashes: string[]; drawsInline: boolean };

/** Pages are reported a few at a time: the progress line needs no more. */
const reportEvery = 25;

if (parentPort) {
  const port = parentPort;
  const job = workerData as RenderJob;
  const { renderPage } = (await import(pathToFileURL(job.serverEntry).href)) as { renderPage: RenderPage };
  const writer = fileWriter({ fresh: job.freshOutput });
  let unreported = 0;
  const send = (message: RenderMessage) => port.postMessage(message);
  const { pages, scriptHashes, drawsInline } = await renderEdition(job.site, {
    template: job.template,
    manifest: job.manifest,
    dist: job.dist,
    writer,
    renderPage,
    fontUrls: job.fontUrls,
    pictures: job.pictures,
    drawings: job.drawings,
    onPage: () => {
      if (++unreported < reportEvery) return;
      send({ kind: "pages", count: unreported });
      unreported = 0;
    },
  });
  await writer.finish();
  if (unreported > 0) send({ kind: "pages", count: unreported });
  send({ kind: "done", pages, written: [...writer.written], changed: [...writer.changed], scriptHashes: [...scriptHashes], drawsInline });
}
