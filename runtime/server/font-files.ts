// Where a typeface of the table (runtime/foundation/theme/font-faces.ts) is on disk: the woff2 file
// of its npm package, @fontsource/<id>, with the Arabic-script letters at the regular weight. Known
// here, from the id, not in the table: the visitor's browser reads the table and needs no package
// path. The build cuts it down to the site's letters; the dev server and the editor serve it as it is.
import { createRequire } from "node:module";
import type { FontId } from "../foundation/theme/font-faces.ts";

/** The typeface a language's pages are set in (for the build and the bench, which read the table through this surface). */
export { fontOf, isFontId } from "../foundation/theme/font-faces.ts";
import { projectRoot } from "./project-root.ts";

export function fontFile(id: FontId): string {
  return createRequire(`${projectRoot}/package.json`).resolve(`@fontsource/${id}/files/${id}-arabic-400-normal.woff2`);
}
