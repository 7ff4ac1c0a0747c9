// The browser entry: hydrates a prerendered page, or renders from scratch (dev server, or a host
// that answered with a page prerendered for another address).
import { CacheProvider } from "@emotion/react";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createRoutes, pageRouteId } from "./app.tsx";
import { httpPageSource } from "./data/page-source.ts";
import type { PageData, ShellData } from "./data/types.ts";
import { createEmotionCache } from "./emotion-cache.ts";
import { preloadBlocks } from "./registry.ts";

interface Embedded {
  path: string;
  shell: ShellData;
  data: PageData;
}

function embedded(): Embedded | null {
  const script = document.getElementById("__pages_data");
  return script?.textContent ? (JSON.parse(script.textContent) as Embedded) : null;
}

async function start(): Promise<void> {
  const root = document.getElementById("root") as HTMLElement;
  const cache = createEmotionCache();
  const initial = embedded();
  const prerenderedHere = initial !== null && initial.path === window.location.pathname;
  const shell = initial?.shell ?? ((await (await fetch("/_data/shell.json")).json()) as ShellData);
  const source = httpPageSource(shell, prerenderedHere ? { path: initial.path, data: initial.data } : undefined);
  const router = createBrowserRouter(createRoutes(source), {
    hydrationData: prerenderedHere ? { loaderData: { [pageRouteId]: initial.data } } : undefined,
  });
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <RouterProvider router={router} />
      </CacheProvider>
    </StrictMode>
  );
  if (prerenderedHere) {
    // Hydrate only once the code of every block on the page is here, so nothing is left unhydrated.
    await preloadBlocks(initial.data.page.blocks.map((block) => block.type));
    hydrateRoot(root, app);
  }
  else createRoot(root).render(app);
  import.meta.hot?.on("pages:update", () => {
    source.invalidate();
    void router.revalidate();
  });
}

void start();
