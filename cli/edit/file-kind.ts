// What a file of public/ is, read from its first bytes rather than its name: the editor serves
// pictures and fonts only, and a page or a script renamed karachi.png must not pass for one. The
// signatures are the formats' own (the WHATWG MIME Sniffing standard lists the same for images and
// fonts); an SVG is text, recognised by its root element, and is never served as it is (it is drawn
// into a PNG, see svg-drawing.ts).

export type ServedKind = "png" | "jpeg" | "gif" | "webp" | "avif" | "ico" | "woff2" | "woff" | "ttf" | "otf";
export type FileKind = ServedKind | "svg" | "other";

/** The Content-Type each kind is served with. */
export const contentTypes: Record<ServedKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  otf: "font/otf",
};

/** How many bytes of a file fileKind needs to see (an SVG's root element may follow a comment or two). */
export const SNIFFED_BYTES = 1024;

const ascii = (bytes: Uint8Array, at: number, text: string) => Buffer.from(bytes.subarray(at, at + text.length)).toString("latin1") === text;
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** An ISO media file (`ftyp` box) whose brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 4, "ftyp")) return false;
  const boxSize = Buffer.from(bytes).readUInt32BE(0);
  for (let at = 8; at + 4 <= Math.min(boxSize, bytes.length); at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    if (ascii(bytes, at, "avif") || ascii(bytes, at, "avis")) return true;
  }
  return false;
}

// The XML declaration, comments and a doctype may come before the root element.
const svgStart = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[^\]]*\])?\s*>)\s*)*<svg[\s>/]/i;

export function fileKind(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBPVP")) return "webp";
  if (bytes.length >= 16 && isAvif(bytes)) return "avif";
  // An icon directory: reserved 0, type 1, at least one image.
  if (startsWith(bytes, [0, 0, 1, 0]) && (bytes[4]! > 0 || bytes[5]! > 0)) return "ico";
  if (ascii(bytes, 0, "wOF2")) return "woff2";
  if (ascii(bytes, 0, "wOFF")) return "woff";
  if (startsWith(bytes, [0, 1, 0, 0]) || ascii(bytes, 0, "true")) return "ttf";
  if (ascii(bytes, 0, "OTTO")) return "otf";
  if (svgStart.test(Buffer.from(bytes.subarray(0, SNIFFED_BYTES)).toString("utf8"))) return "svg";
  return "other";
}
