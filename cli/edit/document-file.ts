// The one file `pages edit` writes: the pages.json it was started on. A save applies minimal edits
// to the text on disk now (runtime/foundation/content/json-edits.ts), but only when that text is still the one
// the editor loaded: a file changed by hand or by `git pull` meanwhile is never overwritten. The
// new text goes to a temporary file beside it, then takes its name, so the file is never half
// written, whatever happens during the write.
import { createHash, randomBytes } from "node:crypto";
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { decodeBytes, editedText, type Diagnostic } from "../../runtime/foundation/content/index.ts";

export const hashOf = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

export type SaveResult = { status: "saved"; hash: string; text: string } | { status: "conflict"; hash: string };

/** The file's text (a byte-order mark set aside), or why it is not text: bytes that are not UTF-8. */
export type DocumentText = { hash: string; text: string } | { hash: string; problems: Diagnostic[] };

const byteOrderMark = "\uFEFF";

export interface DocumentFile {
  readonly path: string;
  read(): Promise<DocumentText>;
  /** Saves `document` when the file on disk is still the one whose hash is `baseHash`. */
  save(document: unknown, baseHash: string): Promise<SaveResult>;
}

export function documentFile(path: string): DocumentFile {
  // Saves one after another: two at once would both see the old hash and both write.
  let queue: Promise<unknown> = Promise.resolve();
  const name = basename(path);
  // A file that starts with a byte-order mark keeps it: the editor edits the text after it.
  let markOnDisk = false;
  const read = async (): Promise<DocumentText> => {
    const bytes = await readFile(path);
    const decoded = decodeBytes(bytes, name);
    markOnDisk = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { hash: hashOf(bytes), ...decoded };
  };
  const save = async (document: unknown, baseHash: string): Promise<SaveResult> => {
    const current = await read();
    // A file that is not UTF-8 was never open in the editor, whatever hash a request names.
    if (current.hash !== baseHash || !("text" in current)) return { status: "conflict", hash: current.hash };
    const edited = editedText(current.text, document);
    if (edited === current.text) return { status: "saved", hash: current.hash, text: edited };
    const text = (markOnDisk ? byteOrderMark : "") + edited;
    const { mode } = await stat(path);
    const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, text, { mode, flag: "wx" });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { status: "saved", hash: hashOf(text), text: edited };
  };
  return {
    path,
    read,
    save(document, baseHash) {
      const result = queue.then(() => save(document, baseHash));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
