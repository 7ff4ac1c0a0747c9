// The one file `pages edit` writes: the pages.json it was started on. A save applies minimal edits
// to the text on disk now (runtime/foundation/content/json-edits.ts), but only when that text is still the one
// the editor loaded: a file changed by hand or by `git pull` meanwhile is never overwritten. The
// new text goes to a temporary file beside it, flushed to the disk, then takes the file's name, and
// the folder is flushed too, so the file is never half written and a save answered is kept, whatever
// happens during the write or just after (a crash, a power cut). A save that fails removes its
// temporary file; one whose process died mid-save leaves it behind, removed at the next start.
import { createHash, randomBytes } from "node:crypto";
import { open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { decodeBytes, editedText, type Diagnostic } from "../../runtime/foundation/content/index.ts";
import { processEditsThread } from "./edits-thread.ts";

export const hashOf = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

export type SaveResult = { status: "saved"; hash: string; text: string } | { status: "conflict"; hash: string };

/** The file's text (a byte-order mark set aside), or why it is not text: bytes that are not UTF-8. */
/** The file's text (and its bytes after any byte-order mark, which the editor's page is sent as they are), or why it is not text. */
export type DocumentText = { hash: string; text: string; bytes: Uint8Array } | { hash: string; problems: Diagnostic[] };

/** The steps of a save to disk, in order. */
export type SaveStep = "written" | "flushed" | "renamed" | "folder flushed";

export interface DocumentFileOptions {
  /** Called after each step of a save; a save is interrupted there by what it throws (the tests). */
  afterStep?: (step: SaveStep) => void | Promise<void>;
  /** Works out the file's new text (default: `editedText` on a thread of its own, edits-thread.ts). */
  edit?: (text: string, document: unknown) => Promise<string>;
}

const byteOrderMark = "\uFEFF";

export interface DocumentFile {
  readonly path: string;
  read(): Promise<DocumentText>;
  /** Saves `document` when the file on disk is still the one whose hash is `baseHash`. */
  save(document: unknown, baseHash: string): Promise<SaveResult>;
  /** Removes the temporary files of saves whose process is no longer running; gives their names. */
  removeStaleTemporaries(): Promise<string[]>;
}

/** A temporary file beside `path` names the process that writes it: `.pages.json.<pid>.<random>.tmp`. */
const temporaryPattern = (name: string) => new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(?:(\\d+)\\.)?[0-9a-f]{12}\\.tmp$`);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Flushes a folder's list of names (the rename) to the disk; systems that cannot open a folder for that are left as they are. */
async function flushFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, "r");
  } catch (error) {
    if (["EISDIR", "EPERM", "EACCES"].includes((error as NodeJS.ErrnoException).code ?? "")) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!["EINVAL", "EBADF", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
  } finally {
    await handle.close();
  }
}

// The edits are worked out off the thread that answers requests, on one thread for the process.
async function editOffThread(text: string, document: unknown): Promise<string> {
  try {
    return await processEditsThread().editedText(text, document);
  } catch {
    // The thread is there for speed, never as a reason for a save to fail: one that could not start
    // or stopped, the edits are worked out here (and an error of the edits themselves comes again).
    return editedText(text, document);
  }
}

export function documentFile(path: string, options: DocumentFileOptions = {}): DocumentFile {
  const { afterStep = () => undefined } = options;
  if (!options.edit) processEditsThread().start();
  const edit = options.edit ?? editOffThread;
  // Saves one after another: two at once would both see the old hash and both write.
  let queue: Promise<unknown> = Promise.resolve();
  const name = basename(path);
  const folder = dirname(path);
  // A file that starts with a byte-order mark keeps it: the editor edits the text after it.
  let markOnDisk = false;
  const read = async (): Promise<DocumentText> => {
    const bytes = await readFile(path);
    const decoded = decodeBytes(bytes, name);
    markOnDisk = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return "text" in decoded ? { hash: hashOf(bytes), ...decoded, bytes: markOnDisk ? bytes.subarray(3) : bytes } : { hash: hashOf(bytes), ...decoded };
  };
  const write = async (text: string): Promise<void> => {
    const { mode } = await stat(path);
    const temporary = join(folder, `.${name}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      const handle = await open(temporary, "wx", mode);
      try {
        await handle.writeFile(text);
        await afterStep("written");
        await handle.sync();
        await afterStep("flushed");
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await afterStep("renamed");
    await flushFolder(folder);
    await afterStep("folder flushed");
  };
  const save = async (document: unknown, baseHash: string): Promise<SaveResult> => {
    const current = await read();
    // A file that is not UTF-8 was never open in the editor, whatever hash a request names.
    if (current.hash !== baseHash || !("text" in current)) return { status: "conflict", hash: current.hash };
    const edited = await edit(current.text, document);
    if (edited === current.text) return { status: "saved", hash: current.hash, text: edited };
    const text = (markOnDisk ? byteOrderMark : "") + edited;
    await write(text);
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
    async removeStaleTemporaries() {
      const pattern = temporaryPattern(name);
      const stale = (await readdir(folder)).filter((entry) => {
        const match = pattern.exec(entry);
        // One that names no process is from an editor older than the names with one.
        return match !== null && (match[1] === undefined || !isRunning(Number(match[1])));
      });
      await Promise.all(stale.map((entry) => rm(join(folder, entry), { force: true })));
      return stale;
    },
  };
}
