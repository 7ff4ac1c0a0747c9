// The browser code of a prerendered page starts after the page's first paint. Vite's build names
// its entry and the entry's chunks in <head>, so a phone on a slow connection downloads ~90 KB of
// JavaScript while it is still fetching the page's text and hero image, and runs it before first
// showing them. The page is complete without it; it only has to become interactive. So the entry
// and the chunks are taken out of the template and a small script fetches them, with the page's
// own block chunks, once the page's first content is painted. The chunks are run one by one, with a break
// between them, so that no single task holds the main thread for long (vite.config.ts makes React
// DOM and the other libraries chunks of their own for this).
import { formProtocol, holdEarlySubmits } from "../../runtime/foundation/index.ts";

export interface StartTemplate {
  /** The template without Vite's entry script and module preloads. */
  template: string;
  /** The script that starts the app after the first paint, fetching `extraFiles` alongside. */
  startScript: (extraFiles: readonly string[]) => string;
}

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function deferStart(viteTemplate: string): StartTemplate {
  const entry = entryScript.exec(viteTemplate)?.[1];
  if (!entry) throw new Error("The built index.html has no module script to start the app with.");
  const chunks = [...viteTemplate.matchAll(preloadLink)].map((match) => match[1]!);
  const template = viteTemplate.replace(entryScript, "").replace(preloadLink, "");
  return {
    template,
    startScript(extraFiles) {
      const files = JSON.stringify([...chunks, ...extraFiles]);
      // Hidden tabs paint no frames, so they start at once instead of waiting for one. The comment
      // inside goes into every page: it still names form-protocol.ts at runtime/loading/, where it
      // was before runtime/foundation/ (issue 22), so that no page changed with the move.
      return `<script type="module">
      // Until the app has a form's code, sending it would make the browser put the visitor's
      // details in this page's address and reload it: the send is held (runtime/loading/form-protocol.ts).
      (${holdEarlySubmits.toString()})(document, ${JSON.stringify(formProtocol)});
      const start = async () => {
        for (const href of ${files}) {
          const link = document.createElement("link");
          link.rel = "modulepreload";
          link.href = href;
          document.head.append(link);
        }
        for (const chunk of ${JSON.stringify(chunks)}) {
          await import(chunk);
          await new Promise((resume) => setTimeout(resume));
        }
        await import(${JSON.stringify(entry)});
      };
      // Once the page's first text or picture is painted (Paint Timing), not merely after a frame:
      // a frame may be painted before the page has anything to show, and the code would then
      // compete with the page for the phone's connection and processor.
      let started = false;
      const go = () => {
        if (started) return;
        started = true;
        setTimeout(start);
      };
      if (document.visibilityState === "hidden") go();
      else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName("first-contentful-paint").length === 0) return;
          observer.disconnect();
          go();
        }).observe({ type: "paint", buffered: true });
        // Should no paint be reported (a page with nothing to paint), the app starts all the same.
        setTimeout(go, 3000);
      } else requestAnimationFrame(() => setTimeout(go));
    </script>`;
    },
  };
}
