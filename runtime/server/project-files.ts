// The content core's questions about the project folder (runtime/foundation/content/project-files.ts),
// answered from the disk.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ProjectFiles } from "../foundation/content/index.ts";
import { insideFolder } from "./inside-folder.ts";
import { leadEnv, resolveStoreFile } from "./leads/settings.ts";
import { publishedStoreFile, shownFrom } from "./published-folder-of.ts";

export interface ProjectFolders {
  /** The folder pictures are looked up in. */
  publicDir: string;
  /** The folder of pages.json, which storeFile is relative to. */
  baseDir: string;
  /** Where PAGES_LEADS_FILE is read from. */
  env: Readonly<Record<string, string | undefined>>;
  /** The folder a build is about to write the site into, when it is not dist/. */
  outDir?: string;
}

export function projectFiles({ publicDir, baseDir, env, outDir }: ProjectFolders): ProjectFiles {
  const shown = (path: string) => shownFrom(baseDir, path);
  return {
    isMissingPicture(address) {
      const path = join(publicDir, address);
      // A path that climbs out of public/ is refused by the schema; it is not looked for at all.
      return insideFolder(path, publicDir) && !existsSync(path);
    },
    publishedStore(storeFile) {
      const path = resolveStoreFile(storeFile === undefined ? undefined : { storeFile }, baseDir, env);
      const folder = publishedStoreFile(path, { baseDir, outDir });
      if (!folder) return null;
      const fromEnv = env[leadEnv.storeFile];
      return {
        store: storeFile ?? shown(path),
        folder: shown(folder.path),
        how: folder.how,
        ...(folder.link ? { link: shown(folder.link) } : {}),
        ...(fromEnv ? { fromEnvironment: { variable: leadEnv.storeFile, value: fromEnv } } : {}),
      };
    },
  };
}
