// The prerender entry: renders one address of the site to HTML with its styles, head and data.
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { PageView } from "./app.tsx";
import type { PageSource } from "./data/page-source.ts";
import type { PageData } from "./data/types.ts";
import { createEmotionCache } from "./emotion-cache.ts";
import { headHtml, headOf } from "./head.ts";
import { serializeJsonLd } from "./json-ld.tsx";
import { preloadBlocks, registry } from "./registry.ts";
import type { BlockType } from "./content/types.ts";

export interface RenderedHtml {
  status: number;
  data: PageData;
  /** Title, meta and link tags, then the style tags. */
  head: string;
  /** The app's markup, for inside the root element. */
  app: string;
  /** The script element carrying the data the browser hydrates with. */
  dataScript: string;
}

export async function renderPage(source: PageSource, path: string): Promise<RenderedHtml> {
  await preloadBlocks(Object.keys(registry) as BlockType[]);
  const data = await source.load(path);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  // Lazily loaded blocks were loaded above, so this synchronous render never suspends.
  const app = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <PageView shell={source.shell} data={data} />
      </StaticRouter>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(app));
  const head = `${headHtml(headOf(source.shell, data))}\n    ${styles}`;
  const dataScript = `<script id="__pages_data" type="application/json">${serializeJsonLd({ path, shell: source.shell, data })}</script>`;
  return { status: data.status, data, head, app, dataScript };
}
