// Which files of the built site carry their content's fingerprint in their name, and so can be kept
// by browsers for a year: a new version has a new name. They are the files the build writes into
// dist/assets/: Vite's scripts and styles (`index-CA-A2g-O.js`, Vite's `[name]-[hash]` with its 8
// characters of hash) and the build's own cut font, picture sheets and photo sizes, named the same way here.
// Anything else there, such as a file of public/assets/ copied with public/, keeps an ordinary name
// and is revalidated like any other file: the year-long cache is for names the build made.
import { createHash } from "node:crypto";
import { assetsFolder } from "../foundation/content/reserved-paths.ts";

/** The kinds of file the build writes into assets/ (tests/security/site-server.test.ts holds the build to them). */
const fingerprinted = new RegExp(`^/${assetsFolder}/[^/]+-[A-Za-z0-9_-]{8}\\.(?:js|css|woff2|svg|avif|webp|jpg|png)$`);

/** Whether a file, by its path in the published folder (/assets/index-CA-A2g-O.js), is named by its content. */
export function isFingerprinted(path: string): boolean {
  return fingerprinted.test(path);
}

/** The name the build gives a file it writes into assets/: `noto-nastaliq-urdu-Xf3_k9Qa.woff2` for a stem, its bytes and its extension. */
export function fingerprintedName(stem: string, content: string | Uint8Array, extension: string): string {
  return `${stem}-${createHash("sha256").update(content).digest("base64url").slice(0, 8)}.${extension}`;
}
