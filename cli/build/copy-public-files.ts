// Copies public/ into the built site, as Vite would, but without the hidden files (.env, .git/,
// .DS_Store: see runtime/server/hidden-path.ts), which are not the site's to publish, and without
// what a link leads to outside public/: `ln -s ../.leads public/backup` would publish every lead,
// and a link to /etc/... a file of the machine. A link inside public/ is copied as what it leads to.
import { cp, lstat, realpath, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { insideFolder, isHiddenPath, reallyInside } from "../../runtime/server/index.ts";

/** A link in public/ that was not copied, and why, in words for the build's output. */
export interface SkippedLink {
  /** The link's path from the project folder's view: public/backup. */
  path: string;
  reason: string;
}

/** Whether the folder a link leads to holds the link itself, or one of the folders it is in: copying it would never end. */
async function leadsBack(link: string, publicDir: string): Promise<boolean> {
  if (!(await stat(link)).isDirectory()) return false;
  const target = await realpath(link);
  for (let folder = dirname(link); insideFolder(folder, publicDir); folder = dirname(folder)) {
    if (insideFolder(await realpath(folder), target)) return true;
    if (folder === publicDir) break;
  }
  return false;
}

/** Copies publicDir into outDir; returns the links it left out. */
export async function copyPublicFiles(publicDir: string, outDir: string): Promise<SkippedLink[]> {
  const skipped: SkippedLink[] = [];
  const skip = (source: string, reason: string) => {
    skipped.push({ path: join("public", relative(publicDir, source)), reason });
    return false;
  };
  try {
    await cp(publicDir, outDir, {
      recursive: true,
      // What the bundle wrote wins over a public file of the same name, as with Vite's own copy.
      force: false,
      dereference: true,
      filter: async (source) => {
        if (isHiddenPath(relative(publicDir, source).split(sep).filter(Boolean))) return false;
        // Anything under a link that leads out is never looked at: the link itself is skipped.
        if (!(await lstat(source)).isSymbolicLink()) return true;
        if (!(await reallyInside(source, publicDir))) {
          const target = await realpath(source).catch(() => null);
          return skip(
            source,
            target ? `it is a link to ${target}, outside public/, and only what is in public/ is published` : "it is a link that leads nowhere",
          );
        }
        return (await leadsBack(source, publicDir)) ? skip(source, "it is a link to a folder that holds it, which would be copied without end") : true;
      },
    });
  } catch (error) {
    // A site without a public/ folder has nothing to copy.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return skipped;
}
