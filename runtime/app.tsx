// The router: one splat route whose loader fetches the data of whatever address is asked for, so
// the browser never needs the whole route table. The same routes serve the prerender.
import { useEffect } from "react";
import { useLoaderData, useLocation, type RouteObject } from "react-router";
import type { PageSource } from "./data/page-source.ts";
import type { PageData, ShellData } from "./data/types.ts";
import { applyHead, headOf } from "./head.ts";
import { JsonLd } from "./json-ld.tsx";
import { Layout } from "./layout/layout.tsx";
import { NoticeProvider } from "./notices/index.ts";
import { PageBlocks } from "./page/page-blocks.tsx";
import { SiteProvider } from "./site-context.tsx";
import { faqLd, organizationLd } from "./structured-data.ts";
import { GlobalStyles } from "./theme/global-styles.tsx";
import { startTracking, trackEvent, trackPageView } from "./tracking.ts";

/** Head, page view and 404 event after each navigation (the prerendered HTML has the first head). */
function usePageEffects(shell: ShellData, data: PageData): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const head = headOf(shell, data);
    applyHead(head);
    startTracking(shell.site);
    trackPageView(shell.site, pathname, head.title);
    if (data.status === 404) {
      console.warn(`404: no page at ${pathname}`);
      trackEvent(shell.site, { category: "Error", action: "404", label: pathname });
    }
  }, [shell, data, pathname]);
}

export function PageRoute({ shell }: { shell: ShellData }) {
  const data = useLoaderData() as PageData;
  usePageEffects(shell, data);
  const faq = faqLd(data);
  const { behaviour } = shell.site;
  return (
    <SiteProvider shell={shell} data={data}>
      <GlobalStyles />
      <NoticeProvider limit={behaviour.noticeLimit} removeDelayMs={behaviour.noticeRemoveDelayMs}>
        <Layout shell={shell}>
          <PageBlocks key={data.page.route} blocks={data.page.blocks} />
        </Layout>
      </NoticeProvider>
      <JsonLd data={organizationLd(shell)} />
      {faq && <JsonLd data={faq} />}
    </SiteProvider>
  );
}

export const pageRouteId = "page";

export function createRoutes(source: PageSource): RouteObject[] {
  return [
    {
      id: pageRouteId,
      path: "*",
      loader: ({ request }) => source.load(new URL(request.url).pathname),
      element: <PageRoute shell={source.shell} />,
      HydrateFallback: () => null,
    },
  ];
}
