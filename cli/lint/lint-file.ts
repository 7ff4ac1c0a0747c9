// pages lint in Node: the core's lint of a file validated against the project's folder on disk.
import { validateText } from "../../runtime/foundation/content/index.ts";
import { lintValidation, rules, type LintOptions, type LintRun } from "../../runtime/lint/index.ts";
import type { ToolRule } from "../format/index.ts";
import { nodeValidation, validateFile } from "../../runtime/server/validate-file.ts";
import { projectRoot } from "../../runtime/server/project-root.ts";

/** Validates, then lints, the text of a pages file. */
export function lintText(text: string, name: string, options: LintOptions & { publicDir?: string } = {}): LintRun {
  return lintValidation(validateText(text, name, nodeValidation({ publicDir: options.publicDir ?? `${projectRoot}/public` })), options);
}

/** Reads, validates, then lints a pages file. */
export async function lintFile(path: string, options: LintOptions = {}): Promise<LintRun> {
  return lintValidation(await validateFile(path), options);
}

/** The lint's rules, as a SARIF log describes them. */
export function lintToolRules(): ToolRule[] {
  return Object.entries(rules).map(([id, rule]) => ({
    id,
    description: rule.meta.description,
    defaultLevel: rule.meta.defaultLevel === "error" ? "error" : "warning",
    kind: rule.meta.kind,
    help: `docs/rules/${id}.md`,
  }));
}
