// The site's Vite settings, in one place: vite.config.ts gives them to the dev server and to `vite`
// run by hand, and `pages build` (cli/build/vite-builds.ts) passes them straight to its two builds.
// Read from vite.config.ts, each build had Vite bundle that file and everything it imports again
// before it started (about half a CPU-second each on the 2-core machine); imported here, they come
// with the command's own code.
import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { pagesPlugin } from "./pages-plugin.ts";
import { routerTreeShaking } from "./router-tree-shaking.ts";

export function siteViteConfig(): UserConfig {
  return {
    plugins: [react({ jsxImportSource: "@emotion/react" }), pagesPlugin(), routerTreeShaking()],
    server: { host: "127.0.0.1", port: 5173 },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // The start script (cli/build/deferred-start.ts) adds the module preloads itself. Browsers that
      // cannot preload modules (Safari before 17) fetch each chunk when it is imported instead, so
      // Vite's polyfill for them is left out of every page's JavaScript (0.3 KB gzipped).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // These two packages do not declare themselves free of side effects, though they are: without
        // this, emotion's unused withTheme keeps them (1.2 KB gzip) in every page's JavaScript.
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }] },
        output: {
          // React DOM and the other libraries in chunks of their own, so the browser can run them one
          // at a time with breaks between (see cli/build/deferred-start.ts) instead of in one long task.
          codeSplitting: {
            groups: [
              { name: "react-dom", test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]runtime[\\/]app[\\/]react-dom-client\.ts$/ },
              { name: "libraries", test: /[\\/]node_modules[\\/](react-router|@emotion|stylis|cookie|set-cookie-parser)[\\/]/ },
            ],
          },
        },
      },
    },
  };
}
