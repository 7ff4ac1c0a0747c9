// The rule for a picture uploaded from the editor's picture picker: what it is, read from its
// bytes (never from the name or the type the browser sent); decoded by sharp, so a file that only
// starts like a photo is refused; turned the right way up by its EXIF orientation, then written
// again without any metadata (a phone's photo carries the place it was taken: GPS position,
// camera, time), its colours converted to sRGB so no colour profile is needed; and stored in
// public/images/ under a name the server chooses (picture-name.ts) that never replaces another
// file. SVG is refused: a drawing can carry script that would run on the site. So is anything else
// but JPEG, PNG and WebP, each refusal in words for the person who chose the file.
import { randomBytes } from "node:crypto";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pictureUploadRefusals } from "../../foundation/wire/index.ts";
import { reallyInside } from "../inside-folder.ts";
import { candidateNames, pictureStem } from "./picture-name.ts";

/** The formats taken, and the extension each is stored with. */
export const uploadExtensions = { jpeg: "jpg", png: "png", webp: "webp" } as const;
export type UploadFormat = keyof typeof uploadExtensions;

/** The folder of public/ uploaded pictures go into, and the site path they are named by. */
export const UPLOAD_FOLDER = "images";

/** Larger pictures are refused before they are decoded: 100 million pixels take 400 MB to hold. */
export const MAX_UPLOAD_PIXELS = 100_000_000;

const ascii = (bytes: Uint8Array, at: number, text: string) => Buffer.from(bytes.subarray(at, at + text.length)).toString("latin1") === text;

/** What the bytes are, by their first bytes: a format taken, or why not. */
export function uploadKindOf(bytes: Uint8Array): UploadFormat | "svg" | "heic" | "other" {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  if (ascii(bytes, 4, "ftyp") && ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].some((brand) => ascii(bytes, 8, brand))) return "heic";
  // An SVG is text: its root element, after an XML declaration, comments or a doctype.
  if (/<svg[\s>/]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString("utf8"))) return "svg";
  return "other";
}

export type UploadResult = { status: "stored"; path: string } | { status: "refused"; httpStatus: number; error: string };

const refused = (httpStatus: number, error: string): UploadResult => ({ status: "refused", httpStatus, error });

/** The picture upright, without metadata, in its own format; or why it cannot be. */
async function cleaned(bytes: Uint8Array, format: UploadFormat): Promise<Buffer | UploadResult> {
  try {
    // Loaded on the first upload: every command imports this surface, and only a server uploads.
    const { default: sharp } = await import("sharp");
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, autoOrient: true });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) return refused(415, pictureUploadRefusals.other);
    // With no withMetadata()/keep...(), sharp writes no EXIF, XMP, IPTC or ICC, and converts to sRGB.
    const encoded = format === "jpeg" ? image.jpeg({ quality: 90 }) : format === "png" ? image.png() : image.webp({ quality: 90 });
    return await encoded.toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    return /pixel limit/i.test(message) ? refused(413, pictureUploadRefusals.tooManyPixels) : refused(422, pictureUploadRefusals.damaged);
  }
}

/**
 * Writes the bytes into folder under the first free name of `names`, never over a file already
 * there, even one written at the same moment by another upload: the bytes go into a hidden file
 * first, which is then linked to its name (a link fails where a file exists), then removed.
 */
async function storeUnder(folder: string, names: Iterable<string>, bytes: Buffer): Promise<string> {
  const temporary = join(folder, `.upload-${randomBytes(6).toString("hex")}.tmp`);
  await writeFile(temporary, bytes, { flag: "wx" });
  try {
    for (const name of names) {
      try {
        await link(temporary, join(folder, name));
        return name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    throw new Error("no free name");
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** Checks, cleans and stores one uploaded picture in publicDir/images/; answers its site path or why it was refused. */
export async function storeUploadedPicture(publicDir: string, bytes: Uint8Array, givenName: string): Promise<UploadResult> {
  if (bytes.length === 0) return refused(400, pictureUploadRefusals.empty);
  const kind = uploadKindOf(bytes);
  if (kind === "svg" || kind === "heic" || kind === "other") return refused(415, pictureUploadRefusals[kind]);
  const picture = await cleaned(bytes, kind);
  if (!Buffer.isBuffer(picture)) return picture;
  const folder = join(publicDir, UPLOAD_FOLDER);
  try {
    await mkdir(folder, { recursive: true });
    // public/images may be a link: it must still lead to a folder inside public/.
    if (!(await reallyInside(folder, publicDir))) return refused(500, pictureUploadRefusals.notStored);
    const name = await storeUnder(folder, candidateNames(pictureStem(givenName), uploadExtensions[kind]), picture);
    return { status: "stored", path: `/${UPLOAD_FOLDER}/${name}` };
  } catch (error) {
    console.error("Could not store an uploaded picture in", folder, error);
    return refused(500, pictureUploadRefusals.notStored);
  }
}
