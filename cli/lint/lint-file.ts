// pages lint in Node: the core's lint of a file validated against the project's folder on disk.
import { validateText } from "../../runtime/foundation/content/index.ts";
import { lintValidation, type LintOptions, type LintRun } from "../../runtime/lint/index.ts";
import { nodeValidation, projectRoot, validateFile } from "../../runtime/server/index.ts";

/** Validates, then lints, the text of a pages file. */
export function lintText(text: string, name: string, options: LintOptions & { publicDir?: string } = {}): LintRun {
  return lintValidation(validateText(text, name, nodeValidation({ publicDir: options.publicDir ?? `${projectRoot}/public` })), options);
}

/** Reads, validates, then lints a pages file. */
export async function lintFile(path: string, options: LintOptions = {}): Promise<LintRun> {
  return lintValidation(await validateFile(path), options);
}
