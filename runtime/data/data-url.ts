// Where a page's data lives, as files beside the built pages (and the dev server's middleware).
import { dataPrefix } from "../foundation/content/reserved-paths.ts";

export { dataPrefix };

/**
 * The data file of a page, by its address in either form: /_data/index.json for /,
 * /_data/services/sea-freight/index.json for /services/sea-freight/ (and /services/sea-freight),
 * /_data/ur/index.json for /ur/, ...: a folder per page, as its HTML has.
 */
export function dataUrl(path: string): string {
  return `${dataPrefix}${path.replace(/\/?$/, "/")}index.json`;
}

/** The shell of the pages in a language: /_data/shell.json for the first, /_data/ur/shell.json for /ur/. */
export function shellUrl(languagePrefix: string): string {
  return `${dataPrefix}${languagePrefix}/shell.json`;
}

/** The data file of a fallback page: /_data/__fallback.json for *, /_data/__fallback/services.json for /services/*. */
export function fallbackDataUrl(route: string): string {
  const prefix = route.replace(/\/?\*$/, "");
  return `${dataPrefix}/__fallback${prefix}.json`;
}

/** The fallback route that answers an unknown path: the longest matching prefix. */
export function fallbackFor(path: string, fallbacks: readonly string[]): string | undefined {
  return fallbacks.find((route) => route === "*" || path.startsWith(route.slice(0, -1)));
}
