// The file name an uploaded picture is stored under, chosen by the server from the name the browser
// sent: only its last part, in lower-case letters, digits and hyphens (what `$defs/imagePath`
// accepts, and what every host serves alike), so no name can climb out of public/images/ (`..`, a
// slash or a backslash), hide itself (a leading dot) or carry anything a shell or a URL would read.
// The extension is the format's, as the bytes showed it: never the one sent.

/** The longest name kept, before the extension and any -2: long enough for a description. */
const MAX_STEM = 60;

/** A name for a picture whose given name has no letter or digit left (an Urdu name, a dot). */
export const FALLBACK_STEM = "photo";

/** The stem of a stored picture's name, from the name sent with it (karachi-warehouse from "C:\\Photos\\Karachi Warehouse.JPG"). */
export function pictureStem(given: string): string {
  const last = given.split(/[\\/]/).pop() ?? "";
  const withoutExtension = last.replace(/\.[^.]*$/, "");
  const stem = withoutExtension
    // Accents come off (é is e), what is left outside a-z and 0-9 joins words with one hyphen.
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_STEM)
    .replace(/-+$/, "");
  return stem || FALLBACK_STEM;
}

/**
 * The names to try in turn: karachi.jpg, karachi-2.jpg, karachi-3.jpg... up to `limit` of them (a
 * folder with ten thousand photos of one name is a mistake to report, not to search through).
 */
export function* candidateNames(stem: string, extension: string, limit = 10_000): Generator<string> {
  yield `${stem}.${extension}`;
  for (let count = 2; count <= limit; count++) yield `${stem}-${count}.${extension}`;
}
