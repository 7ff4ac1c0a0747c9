// Where a language's typeface is on disk: the woff2 file of its npm package (@fontsource), the
// Arabic-script cut at the regular weight, which the build cuts down further to the site's letters
// and the dev server serves as it is.
import { createRequire } from "node:module";
import type { FontId } from "../foundation/theme/font-faces.ts";
import { projectRoot } from "./project-root.ts";

const files: Record<FontId, string> = {
  "noto-nastaliq-urdu": "@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2",
};

export function fontFile(id: FontId): string {
  return createRequire(`${projectRoot}/package.json`).resolve(files[id]);
}
