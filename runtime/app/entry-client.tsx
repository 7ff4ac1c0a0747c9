// The browser entry: hydrates a prerendered page, or renders from scratch (dev server, or a host
// that answered with a page prerendered for another address).
import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { BrowserRouter } from "react-router";
import type { Diagnostic } from "../foundation/content/index.ts";
import { App } from "./app.tsx";
import { dataPrefix, shellUrl } from "../data/data-url.ts";
import { fetchJson, httpPageSource, type PageSource } from "../data/page-source.ts";
import type { PageData, ShellData } from "../foundation/site-data.ts";
import { adoptPrerenderedClasses, createEmotionCache } from "./emotion-cache.ts";
import { PrerenderedStyles } from "../foundation/theme/page-global.tsx";
import { hydratedNearView } from "../../blocks/meta.ts";
import { formProtocol, holdEarlySubmits } from "../foundation/loading/form-protocol.ts";
import { stopWaitingForView } from "../foundation/loading/hydrate-on-view.ts";
import { createRoot, hydrateRoot } from "./react-dom-client.ts";
import { preloadBlocks } from "../../blocks/index.ts";
import { startedAttribute } from "../foundation/ui/styles.ts";

/** What a prerendered page names (entry-server.tsx): the address it was rendered for, and its shell's and data's files. */
interface Embedded {
  path: string;
  shell: string;
  data: string;
}

function embedded(): Embedded | null {
  const script = document.getElementById("__pages_page");
  return script?.textContent ? (JSON.parse(script.textContent) as Embedded) : null;
}

/** How many more times a file the page needs to start is asked for when a request fails. */
const startRetries = 2;

/** Dev server only: follow saves of pages.json, showing its problems or the updated page and the lint's findings. */
function watchPagesFile(hot: NonNullable<ImportMeta["hot"]>, source: PageSource): void {
  const overlay = import("../dev/problems-overlay.ts");
  hot.on("pages:problems", (problems: Diagnostic[]) => void overlay.then((module) => module.showProblems(problems)));
  hot.on("pages:update", (findings: Diagnostic[]) => {
    void overlay.then((module) => {
      module.hideProblems();
      module.showFindings(findings);
      source.invalidate();
    });
  });
  const fetched = (name: string) => fetch(`${dataPrefix}/${name}.json`).then((response) => response.json() as Promise<Diagnostic[]>);
  void Promise.all([fetched("problems"), fetched("findings"), overlay]).then(([problems, findings, module]) =>
    problems.length > 0 ? module.showProblems(problems) : module.showFindings(findings),
  );
}

/** The shell from the dev server; while pages.json has never been valid there is none to show. */
async function fetchShell(path: string): Promise<ShellData | null> {
  const response = await fetch(`${shellUrl("")}?for=${encodeURIComponent(path)}`);
  if (response.ok) return (await response.json()) as ShellData;
  if (import.meta.hot) {
    const { problems } = (await response.json()) as { problems: Diagnostic[] };
    (await import("../dev/problems-overlay.ts")).showProblems(problems);
    import.meta.hot.on("pages:update", () => window.location.reload());
  }
  return null;
}

/** Lets the browser paint or answer a tap before the next step of the start. */
const nextTask = () => new Promise((resume) => setTimeout(resume));

/** Runs `then` once the browser has nothing else to do (after a second where it cannot say when). */
function whenIdle(then: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(() => then());
  else setTimeout(then, 1000);
}

async function start(): Promise<void> {
  // The app's modules have just run, in the same task; reading the page's data, adopting the
  // prerendered styles and hydrating each take a task of their own, so none of them is long.
  await nextTask();
  const root = document.getElementById("root") as HTMLElement;
  const cache = createEmotionCache();
  adoptPrerenderedClasses(cache, document);
  const found = embedded();
  const path = window.location.pathname;
  const prerenderedHere = found !== null && found.path === path;
  // The shell and the page's data come together, while the blocks' code is fetched.
  const [shell, prerenderedData] = found
    ? await Promise.all([fetchJson<ShellData>(found.shell, startRetries), prerenderedHere ? fetchJson<PageData>(found.data, startRetries) : null])
    : [await fetchShell(path), null];
  if (!shell) return;
  const source = httpPageSource(shell, prerenderedData ? { path, data: prerenderedData } : undefined);
  const data = prerenderedData ?? (await source.load(path));
  // Hydrate once the code of the blocks on the page is here, so none is left unhydrated; except
  // those hydrated when the visitor comes near them (hydrate-on-view.ts). A fresh render needs all.
  const types = data.page.blocks.map((block) => block.type);
  await preloadBlocks(prerenderedHere ? types.filter((type) => !hydratedNearView.has(type)) : types);
  holdEarlySubmits(document, formProtocol);
  // Back and forward change the page too; a block still waiting to be hydrated would hold that up.
  window.addEventListener("popstate", stopWaitingForView);
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        {/* Whatever address it was prerendered for, the page holds its shell's page-wide styles. */}
        <PrerenderedStyles value={found !== null}>
          <BrowserRouter>
            <App source={source} initial={{ path, data }} />
          </BrowserRouter>
        </PrerenderedStyles>
      </CacheProvider>
    </StrictMode>
  );
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so a tap during start-up is answered promptly.
  if (prerenderedHere) {
    await nextTask();
    startTransition(() => void hydrateRoot(root, app));
  } else {
    createRoot(root).render(app);
  }
  // What waited for the start, the footer's layout, is done once the page is idle (styles.ts).
  whenIdle(() => document.documentElement.setAttribute(startedAttribute, ""));
  if (import.meta.hot) watchPagesFile(import.meta.hot, source);
}

void start();
