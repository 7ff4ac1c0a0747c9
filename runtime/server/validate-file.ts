// Validation in Node: the content core given the cached schema validator and the project folder on
// disk, and a pages.json read from a path.
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { validateBytes, type ValidationContext, type ValidationResult, unreadable } from "../foundation/content/index.ts";
import { projectFiles } from "./project-files.ts";
import { cachedSchemaValidator } from "./schema-cache.ts";

export interface NodeValidationOptions {
  /** The public/ folder pictures are looked up in; by default the one beside the file. */
  publicDir?: string;
  /** The folder storeFile is relative to; by default the one the file (or public/) is in. */
  baseDir?: string;
  /** Where PAGES_LEADS_FILE is read from; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The folder `pages build --out-dir` writes into, where the lead store may not be either. */
  outDir?: string;
}

/** What the core needs to validate a file whose public/ folder is given (or whose folder is baseDir). */
export function nodeValidation(options: NodeValidationOptions & ({ publicDir: string } | { baseDir: string })): ValidationContext {
  const baseDir = options.baseDir ?? dirname(options.publicDir as string);
  return {
    schema: cachedSchemaValidator(),
    project: projectFiles({ publicDir: options.publicDir ?? join(baseDir, "public"), baseDir, env: options.env ?? process.env, outDir: options.outDir }),
  };
}

/** Reads and validates a pages.json file; a file that cannot be read is a problem too, never a crash. */
export async function validateFile(path: string, options: NodeValidationOptions = {}): Promise<ValidationResult> {
  const absolute = resolve(path);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT"
        ? "there is no such file. Check the name, and run the command in the folder that holds it"
        : code === "EISDIR"
          ? "it is a folder. Give the path of the pages file, for example pages.json"
          : "it could not be read";
    return unreadable(path, `Cannot open ${path}: ${reason}.`);
  }
  return validateBytes(bytes, path, nodeValidation({ ...options, baseDir: options.baseDir ?? dirname(absolute) }));
}
