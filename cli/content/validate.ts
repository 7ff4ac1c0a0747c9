// Validation of pages.json: JSON syntax, the schema, then the checks a schema cannot make.
// `pages validate`, `pages lint`, the build and the live preview all go through here.
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { PagesFile } from "../../schema/pages.gen.ts";
import { expandSite } from "../../runtime/content/expand.ts";
import type { ExpandedSite } from "../../runtime/content/types.ts";
import type { Finding, Problem } from "./problem.ts";
import { schemaFindings } from "./schema-messages.ts";
import { validateSchema } from "./schema-validator.ts";
import { SourceText } from "./source.ts";
import { structureFindings } from "./structure-checks.ts";
import { syntaxProblems } from "./syntax.ts";

export type ValidationResult =
  | { status: "unreadable"; problems: Problem[] }
  | { status: "invalid-json"; problems: Problem[]; source: SourceText }
  | { status: "invalid"; problems: Problem[]; source: SourceText; data: unknown }
  | { status: "valid"; problems: []; source: SourceText; data: PagesFile; site: ExpandedSite };

export interface ValidateOptions {
  /** The public/ folder pictures are looked up in; by default the one beside the file. */
  publicDir?: string;
}

export function locate(findings: Finding[], source: SourceText): Problem[] {
  return findings.map((finding) => ({
    message: finding.message,
    pointer: finding.pointer,
    file: source.name,
    ...source.locate(finding.pointer, { key: finding.atKey ?? false }),
  }));
}

/** Validates the text of a pages.json file. */
export function validateText(text: string, name: string, options: Required<ValidateOptions>): ValidationResult {
  const source = new SourceText(name, text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { status: "invalid-json", problems: syntaxProblems(source), source };
  }
  const schemaErrors = validateSchema(data);
  const fromSchema = schemaFindings(schemaErrors, data);
  const findings = [...fromSchema, ...structureFindings(data as PagesFile, options.publicDir)];
  if (findings.length > 0) return { status: "invalid", problems: locate(findings, source), source, data };
  const file = data as PagesFile;
  let site: ExpandedSite | null = null;
  // Expanding every block is only needed by lint and build, not by validate: do it on first use.
  return {
    status: "valid",
    problems: [],
    source,
    data: file,
    get site() {
      site ??= expandSite(file);
      return site;
    },
  };
}

/** Reads and validates a pages.json file; a file that cannot be read is a problem too, never a crash. */
export async function validateFile(path: string, options: ValidateOptions = {}): Promise<ValidationResult> {
  const absolute = resolve(path);
  let text: string;
  try {
    text = await readFile(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT"
        ? "there is no such file. Check the name, and run the command in the folder that holds it"
        : code === "EISDIR"
          ? "it is a folder. Give the path of the pages file, for example pages.json"
          : "it could not be read";
    return { status: "unreadable", problems: [{ message: `Cannot open ${path}: ${reason}.`, pointer: "", file: path, line: 0, column: 0 }] };
  }
  return validateText(text, path, { publicDir: options.publicDir ?? join(dirname(absolute), "public") });
}
