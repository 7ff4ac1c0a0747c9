// The headers dist/_headers asks for, read again whenever the file changes, so a rebuild while
// `pages serve` runs (new inline scripts, so new hashes in the Content-Security-Policy) is served
// with its own policy at once rather than the one of the build the server started with.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { HEADERS_FILE } from "../foundation/content/reserved-paths.ts";
import { readHeadersFile, type HeadersFile } from "./headers-file.ts";

export { HEADERS_FILE };

const none: HeadersFile = { headersFor: () => [] };

/** A reader of root/_headers; no headers while there is no such file. */
export function publishedHeaders(root: string): () => Promise<HeadersFile> {
  const path = join(root, HEADERS_FILE);
  let stamp = "";
  let current = none;
  return async () => {
    // A build writes the file once, seconds after the one before, so its size, time and inode
    // tell its versions apart; a stat costs far less than reading and parsing it on every request.
    const stats = await stat(path).catch(() => null);
    const now = stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : "";
    if (now !== stamp) {
      const text = stats ? await readFile(path, "utf8").catch(() => null) : "";
      // A file that could not be read this time is read again on the next request.
      if (text !== null) {
        stamp = now;
        current = text ? readHeadersFile(text) : none;
      }
    }
    return current;
  };
}
