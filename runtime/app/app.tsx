// The app: whatever address the browser shows, its page data comes from the page source, so the
// browser never needs the whole route table. The router is react-router's declarative one, which
// costs a third of the data router's bytes; loading is the few lines of usePageData.
import { useEffect, useLayoutEffect, useState } from "react";
import { useLocation } from "react-router";
import type { PageSource } from "../data/page-source.ts";
import type { PageData, ShellData } from "../foundation/site-data.ts";
import { applyHead, headOf } from "./head.ts";
import { Layout } from "./layout/layout.tsx";
import { useSiteLinkClicks } from "./layout/link-list.tsx";
import { NoticeProvider } from "../foundation/notices/index.ts";
import { stopWaitingForView } from "../foundation/loading/hydrate-on-view.ts";
import { PageBlocks } from "./page-blocks.tsx";
import { preloadBlocks } from "../../blocks/index.ts";
import { SiteProvider } from "../foundation/site-context.tsx";
import { GlobalStyles } from "../foundation/ui/global-styles.tsx";
import { LanguageFont } from "../foundation/theme/language-fonts.tsx";
import { startTracking, trackEvent, trackPageView } from "../foundation/tracking.ts";

/** One page, rendered from its data: the same on the server and in the browser (blockSources: see PageBlocks). */
export function PageView({ shell, data, blockSources }: { shell: ShellData; data: PageData; blockSources?: readonly string[] }) {
  const { behaviour } = shell.site;
  return (
    <SiteProvider shell={shell} data={data}>
      <GlobalStyles />
      {shell.language.font && <LanguageFont font={shell.language.font} />}
      <NoticeProvider limit={behaviour.noticeLimit} removeDelayMs={behaviour.noticeRemoveDelayMs}>
        <Layout shell={shell}>
          <PageBlocks key={data.page.route} blocks={data.page.blocks} sources={blockSources} />
        </Layout>
      </NoticeProvider>
    </SiteProvider>
  );
}

/**
 * The data of the page at the current address. The previous page stays on screen until the next
 * one's data (and block code) has arrived; when it cannot be fetched the browser loads the address
 * itself, so a visitor is never left on a page that does not match the address.
 */
function usePageData(source: PageSource, initial: { path: string; data: PageData }) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState({ ...initial, version: 0 });
  const [version, setVersion] = useState(0);
  useEffect(() => source.subscribe(() => setVersion((value) => value + 1)), [source]);
  useEffect(() => {
    if (shown.path === pathname && shown.version === version) return;
    // Links and back/forward have done this already; a live-preview update of the page has not.
    stopWaitingForView();
    let current = true;
    source
      .load(pathname)
      .then(async (data) => {
        await preloadBlocks(data.page.blocks.map((block) => block.type));
        if (current) setShown({ path: pathname, data, version });
      })
      .catch(() => {
        if (current) window.location.assign(pathname);
      });
    return () => {
      current = false;
    };
  }, [pathname, shown.path, shown.version, version, source]);
  return shown;
}

/** Head, page view and 404 event once a page is shown (the prerendered HTML has the first head). */
function usePageEffects(shell: ShellData, shown: { path: string; data: PageData }): void {
  useLayoutEffect(() => {
    // A new page starts at the top, unless the address points into it.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [shown]);
  useEffect(() => {
    const head = headOf(shell, shown.data);
    applyHead(head);
    startTracking(shell.site, shell.language.code);
    trackPageView(shell.site, shown.path, head.title);
    if (shown.data.status === 404) {
      console.warn(`404: no page at ${shown.path}`);
      trackEvent(shell.site, { category: "Error", action: "404", label: shown.path });
    }
  }, [shell, shown]);
}

export function App({ source, initial }: { source: PageSource; initial: { path: string; data: PageData } }) {
  const shown = usePageData(source, initial);
  usePageEffects(source.shell, shown);
  useSiteLinkClicks();
  return <PageView shell={source.shell} data={shown.data} />;
}
