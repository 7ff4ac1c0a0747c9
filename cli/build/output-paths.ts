// Where each page and its data go in dist/, as a static host or CDN expects them.
import { join } from "node:path";
import { builtFiles } from "../../runtime/foundation/content/index.ts";
import { dataUrl, fallbackDataUrl } from "../../runtime/data/index.ts";

/** dist/index.html for /, dist/a/b/index.html for /a/b. */
export function htmlPath(dist: string, route: string): string {
  return route === "/" ? join(dist, builtFiles.index) : join(dist, ...route.slice(1).split("/"), builtFiles.index);
}

/** dist/404.html for *, dist/services/404.html for /services/*: hosts serve the nearest one. */
export function fallbackHtmlPath(dist: string, route: string): string {
  const prefix = route.replace(/\/?\*$/, "");
  return join(dist, ...prefix.split("/").filter(Boolean), builtFiles.notFound);
}

export function dataPath(dist: string, route: string): string {
  return join(dist, dataUrl(route));
}

export function fallbackDataPath(dist: string, route: string): string {
  return join(dist, fallbackDataUrl(route));
}
