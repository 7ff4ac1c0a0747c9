// Copies public/ into the built site, as Vite would, but without the hidden files (.env, .git/,
// .DS_Store: see runtime/server/hidden-path.ts), which are not the site's to publish.
import { cp } from "node:fs/promises";
import { relative, sep } from "node:path";
import { isHiddenPath } from "../../runtime/server/index.ts";

export async function copyPublicFiles(publicDir: string, outDir: string): Promise<void> {
  try {
    await cp(publicDir, outDir, {
      recursive: true,
      // What the bundle wrote wins over a public file of the same name, as with Vite's own copy.
      force: false,
      dereference: true,
      filter: (source) => !isHiddenPath(relative(publicDir, source).split(sep).filter(Boolean)),
    });
  } catch (error) {
    // A site without a public/ folder has nothing to copy.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
