// Used only while developing: the Vite plugins of vite.config.ts (pages.json served live with its
// problems, react-router's unused parts left out of the build). The overlay beside them runs in the
// page the dev server serves.
export { pagesPlugin } from "./pages-plugin.ts";
export { routerTreeShaking } from "./router-tree-shaking.ts";
export { siteViteConfig } from "./site-vite-config.ts";
