// The lead store a pages.json names (site.leads.storeFile), which the editor's document answer
// reports with where it would be published. Reading it means parsing the whole file: at 10,000
// cities that is a tenth of a second or more, so the server has it worked out on its second thread
// (edits-thread.ts) and keeps it while the file is the same.
import { valueAt } from "../../runtime/foundation/content/index.ts";

/** The storeFile a text names (no storeFile: none, the default), or null when the text cannot be read. */
export type StoreFileSetting = { storeFile?: string } | null;

export function storeFileOf(text: string): StoreFileSetting {
  try {
    const storeFile = valueAt(JSON.parse(text), "/site/leads/storeFile");
    return typeof storeFile === "string" ? { storeFile } : storeFile === undefined ? {} : null;
  } catch {
    return null;
  }
}
