// Where the lead store is, as `pages leads` and `pages users` find it: --store, else
// PAGES_LEADS_FILE, else site.leads.storeFile of the pages file. The database is beside it
// (databaseFileOf).
import { dirname, resolve } from "node:path";
import { validateFile, leadEnv, resolveStoreFile } from "../../runtime/server/index.ts";
import { formatProblems } from "../../runtime/foundation/content/index.ts";

/** The store's absolute path; null, with the file's problems printed, when the pages file cannot say. */
export async function storePath(file: string, options: { store?: string }): Promise<string | null> {
  if (options.store) return resolve(options.store);
  if (process.env[leadEnv.storeFile]) return resolve(process.env[leadEnv.storeFile]!);
  const result = await validateFile(file);
  if (result.status !== "valid") {
    console.error(formatProblems(result.problems, "stylish", result.more));
    console.error(`\n${file} has problems, so where the leads are kept is unknown: fix them (see \`pages validate\`), or name the store with --store.`);
    return null;
  }
  return resolveStoreFile(result.data.site.leads, dirname(resolve(file)), {});
}
