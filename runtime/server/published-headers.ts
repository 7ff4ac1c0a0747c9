// The files of dist/ a host reads for itself, _headers and _redirects, read again whenever one
// changes, so a rebuild while `pages serve` runs (new inline scripts, so new hashes in the
// Content-Security-Policy; a new alias) is served at once rather than as the build the server
// started with.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { HEADERS_FILE, REDIRECTS_FILE } from "../foundation/content/reserved-paths.ts";
import { readHeadersFile, type HeadersFile } from "./headers-file.ts";
import { readRedirectsFile, type RedirectsFile } from "./redirects-file.ts";

export { HEADERS_FILE, REDIRECTS_FILE };

/** A reader of root/name, parsed; `none` while there is no such file. */
function publishedFile<T>(root: string, name: string, parse: (text: string) => T, none: T): () => Promise<T> {
  const path = join(root, name);
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
        current = text ? parse(text) : none;
      }
    }
    return current;
  };
}

/** A reader of root/_headers; no headers while there is no such file. */
export function publishedHeaders(root: string): () => Promise<HeadersFile> {
  return publishedFile(root, HEADERS_FILE, readHeadersFile, { headersFor: () => [] });
}

/** A reader of root/_redirects; no redirects while there is no such file. */
export function publishedRedirects(root: string): () => Promise<RedirectsFile> {
  return publishedFile(root, REDIRECTS_FILE, readRedirectsFile, { redirectFor: () => null });
}
