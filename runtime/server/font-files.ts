// Where a typeface is on disk: the woff2 file its npm package holds, as the table of typefaces by
// script names it (runtime/foundation/theme/font-faces.ts). The build cuts it down to the site's
// letters; the dev server and the editor serve it as it is.
import { createRequire } from "node:module";
import { typefaceById, type FontId } from "../foundation/theme/font-faces.ts";

/** The typeface a language's pages are set in (for the build and the bench, which read the table through this surface). */
export { fontOf, isFontId } from "../foundation/theme/font-faces.ts";
import { projectRoot } from "./project-root.ts";

export function fontFile(id: FontId): string {
  return createRequire(`${projectRoot}/package.json`).resolve(typefaceById(id).file);
}
