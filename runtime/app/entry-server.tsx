// The prerender entry: renders one address of the site to HTML with its styles, head and data.
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { PageView } from "./app.tsx";
import type { PageSource } from "../data/page-source.ts";
import type { RenderedHtml, RenderPage } from "../data/rendered-html.ts";
import type { PageData, ShellData } from "../foundation/site-data.ts";
import { dataUrl, fallbackDataUrl, shellUrl } from "../data/data-url.ts";
import { createServerEmotionCache, prerenderedStyleTags } from "./emotion-cache.ts";
import { headHtml, headOf } from "./head.ts";
import { pageStructuredData } from "./structured-data.ts";
import { serializeJsonLd } from "../foundation/ui/json-ld.tsx";
import { fontReadyScript } from "../foundation/theme/font-faces.ts";
import { InlineDrawings } from "../foundation/ui/picture.tsx";
import { preloadBlocks, registry } from "../../blocks/index.ts";
import type { BlockType } from "../foundation/content/types.ts";

/**
 * Where the browser finds the page it hydrates: the address it was rendered for and the files of its
 * shell and data, which the build writes beside the pages. Not the data itself: inlined, it took an
 * Urdu page's HTML past the 14 KB a phone's connection brings in its first round trip, and
 * Lighthouse's phone painted the page 0.2 to 0.4 s later; the browser needs the data only to
 * hydrate, after the first paint.
 */
function embeddedJson(path: string, shell: ShellData, data: PageData): string {
  const dataFile = data.page.route.endsWith("*") ? fallbackDataUrl(data.page.route) : dataUrl(path);
  return serializeJsonLd({ path, shell: shellUrl(shell.language.prefix), data: dataFile });
}

export const renderPage: RenderPage = async (source: PageSource, path: string): Promise<RenderedHtml> => {
  await preloadBlocks(Object.keys(registry) as BlockType[]);
  const data = await source.load(path);
  const cache = createServerEmotionCache();
  // Lazily loaded blocks were loaded above, so this synchronous render never suspends.
  const app = renderToString(
    <CacheProvider value={cache}>
      <InlineDrawings.Provider value={source.drawings ?? {}}>
        <StaticRouter location={path}>
          <PageView shell={source.shell} data={data} />
        </StaticRouter>
      </InlineDrawings.Provider>
    </CacheProvider>,
  );
  const styles = prerenderedStyleTags(cache);
  const font = source.shell.language.font;
  // Structured data is for search engines, which read the page as served: in the head, not in the app.
  const structuredData = pageStructuredData(source.shell, data).map((ld) => `<script type="application/ld+json">${serializeJsonLd(ld)}</script>`);
  const head = `${font ? `${fontReadyScript(font)}\n    ` : ""}${[headHtml(headOf(source.shell, data)), ...structuredData].join("\n    ")}\n    ${styles}`;
  const dataScript = `<script id="__pages_page" type="application/json">${embeddedJson(path, source.shell, data)}</script>`;
  return { status: data.status, data, head, app, dataScript };
};
