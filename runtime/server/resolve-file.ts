// Which file of the published folder answers a URL path, as a CDN would pick it: the file itself,
// the folder's index.html, or else the nearest 404.html up the tree with the status 404.
import { stat } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { assetsFolder, builtFiles, dataPrefix } from "../foundation/content/reserved-paths.ts";
import { isHiddenPath } from "./hidden-path.ts";
import { reallyInside } from "./inside-folder.ts";
import { HEADERS_FILE, REDIRECTS_FILE } from "./published-headers.ts";

export interface Found {
  path: string;
  status: 200 | 404;
}

/**
 * Whether path is a file (or a folder) of the published folder root. A link counts only when what
 * it leads to is inside root too: one leading out (to the lead store, to a file of the system) is
 * not published, whoever put it there.
 */
async function isKind(root: string, path: string, kind: "file" | "directory"): Promise<boolean> {
  try {
    const stats = await stat(path);
    return (kind === "file" ? stats.isFile() : stats.isDirectory()) && (await reallyInside(path, root));
  } catch {
    return false;
  }
}

/**
 * The nearest 404.html above `names`: /services/x gets services/404.html, anything else 404.html.
 * A 404.html can only be in a folder that exists, so the search goes down the folders that do
 * (usually one or two) and back up from the deepest, instead of trying every level of the
 * address: /a/a/a/... with thousands of levels costs what /a costs.
 */
async function nearestNotFound(root: string, names: readonly string[]): Promise<Found | null> {
  const folders = [root];
  for (let index = 0; index < names.length - 1; index++) {
    const next = join(folders[index]!, names[index]!);
    // Nor is a 404.html inside a hidden folder published.
    if (isHiddenPath(names.slice(0, index + 1)) || !(await isKind(root, next, "directory"))) break;
    folders.push(next);
  }
  for (let depth = folders.length - 1; depth >= 0; depth--) {
    const candidate = join(folders[depth]!, builtFiles.notFound);
    if (await isKind(root, candidate, "file")) return { path: candidate, status: 404 };
  }
  return null;
}

/** The file for a URL path inside root (a normalised folder path), never outside it; null when none. */
export async function resolveFile(root: string, urlPath: string): Promise<Found | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  // The names as the file system sees them, so a `..` can never lead the 404 search elsewhere.
  const names = target.slice(root.length).split(sep).filter(Boolean);
  // _headers and _redirects are for the host, not for visitors.
  const published = !isHiddenPath(names) && !(names.length === 1 && (names[0] === HEADERS_FILE || names[0] === REDIRECTS_FILE));
  if (published) {
    if (await isKind(root, target, "file")) return { path: target, status: 200 };
    const index = join(target, builtFiles.index);
    if (await isKind(root, index, "file")) return { path: index, status: 200 };
  }
  // A missing script, style or page data is a plain 404, not a page that would then fail to load.
  if (names[0] === dataPrefix.slice(1) || names[0] === assetsFolder) return null;
  return nearestNotFound(root, names);
}
