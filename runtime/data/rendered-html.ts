// What the prerender entry (runtime/app/entry-server.tsx) gives the build for each address.
import type { PageData } from "../foundation/site-data.ts";
import type { PageSource } from "./page-source.ts";

/** One address of the site rendered to HTML by the prerender (runtime/app/entry-server.tsx). */
export interface RenderedHtml {
  status: number;
  data: PageData;
  /** Title, meta and link tags, then the style tags. */
  head: string;
  /** The app's markup, for inside the root element. */
  app: string;
  /** The script element naming the files of the shell and data the browser hydrates with. */
  dataScript: string;
}

export type RenderPage = (source: PageSource, path: string) => Promise<RenderedHtml>;
