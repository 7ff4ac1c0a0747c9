// The one file `pages edit` writes: the pages.json it was started on. A save applies minimal edits
// to the text on disk now (runtime/content/json-edits.ts), but only when that text is still the one
// the editor loaded: a file changed by hand or by `git pull` meanwhile is never overwritten. The
// new text goes to a temporary file beside it, then takes its name, so the file is never half
// written, whatever happens during the write.
import { createHash, randomBytes } from "node:crypto";
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { editedText } from "../../runtime/content/index.ts";

export const hashOf = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

export type SaveResult = { status: "saved"; hash: string; text: string } | { status: "conflict"; hash: string };

export interface DocumentFile {
  readonly path: string;
  read(): Promise<{ text: string; hash: string }>;
  /** Saves `document` when the file on disk is still the one whose hash is `baseHash`. */
  save(document: unknown, baseHash: string): Promise<SaveResult>;
}

export function documentFile(path: string): DocumentFile {
  // Saves one after another: two at once would both see the old hash and both write.
  let queue: Promise<unknown> = Promise.resolve();
  const read = async () => {
    const bytes = await readFile(path);
    return { text: bytes.toString("utf8"), hash: hashOf(bytes) };
  };
  const save = async (document: unknown, baseHash: string): Promise<SaveResult> => {
    const current = await read();
    if (current.hash !== baseHash) return { status: "conflict", hash: current.hash };
    const text = editedText(current.text, document);
    if (text === current.text) return { status: "saved", hash: current.hash, text };
    const { mode } = await stat(path);
    const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, text, { mode, flag: "wx" });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { status: "saved", hash: hashOf(text), text };
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
