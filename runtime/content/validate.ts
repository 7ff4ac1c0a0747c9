// Validation of pages.json: the bytes as UTF-8, JSON syntax, the schema, then the checks a schema
// cannot make. `pages validate`, `pages lint`, the build and the live preview all go through here.
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { PagesFile } from "../../schema/pages.gen.ts";
import { escapePointer, expandSite } from "./expand.ts";
import type { ExpandedSite } from "./types.ts";
import type { Finding, MoreProblems, Problem } from "./problem.ts";
import { scanJson, type JsonScan } from "./scan-json.ts";
import { schemaFindings } from "./schema-messages.ts";
import { validateSchema } from "./schema-validator.ts";
import { SourceText } from "./source.ts";
import { structureFindings } from "./structure-checks.ts";
import { syntaxProblems } from "./syntax.ts";
import { utf8Text } from "./utf8-text.ts";
import { describePlace } from "./where.ts";

interface Listed {
  problems: Problem[];
  /** Set when there are more problems than are listed. */
  more?: MoreProblems;
}

export type ValidationResult = Listed &
  (
    | { status: "unreadable" }
    | { status: "invalid-json"; source: SourceText }
    | { status: "invalid"; source: SourceText; data: unknown }
    | { status: "valid"; problems: []; source: SourceText; data: PagesFile; site: ExpandedSite }
  );

export interface ValidateOptions {
  /** The public/ folder pictures are looked up in; by default the one beside the file. */
  publicDir?: string;
  /** The folder storeFile is relative to; by default the one the file is in. */
  baseDir?: string;
  /** Where PAGES_LEADS_FILE is read from; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** pages.json nests 9 levels; a file far deeper was not written by hand, and would overflow the parsers. */
export const depthLimit = 100;
/** A person fixes the first problems first; a file broken on every line would list millions. */
const listedLimit = 100;
/** Counting stops here too, so a huge broken file is answered in moments, not minutes. */
const countLimit = 1000;

/** The first problems, and how many more there are. */
function listed<T>(items: T[], complete: boolean): { items: T[]; more?: MoreProblems } {
  if (items.length <= listedLimit && complete) return { items };
  return { items: items.slice(0, listedLimit), more: { count: items.length - listedLimit, atLeast: !complete } };
}

export function locate(findings: Finding[], source: SourceText): Problem[] {
  return findings.map((finding) => ({
    message: finding.message,
    pointer: finding.pointer,
    file: source.name,
    ...(finding.outsideFile
      ? { line: 0, column: 0 }
      : finding.offset !== undefined
        ? source.positionAt(finding.offset)
        : source.locate(finding.pointer, { key: finding.atKey ?? false })),
  }));
}

function duplicateFindings(scan: JsonScan, data: unknown, source: SourceText): Finding[] {
  return scan.duplicates.map((duplicate) => ({
    pointer: `${duplicate.groupPointer}/${escapePointer(duplicate.name)}`,
    offset: duplicate.offset,
    message: `"${duplicate.name}" is written twice in ${describePlace(duplicate.groupPointer, data)} (also at line ${source.positionAt(duplicate.firstOffset).line}): keep one. Only the last one counts, so a change to the other never shows.`,
  }));
}

/** Validates the text of a pages.json file. */
export function validateText(text: string, name: string, options: ValidateOptions & { publicDir: string }): ValidationResult {
  const source = new SourceText(name, text);
  const scan = scanJson(text, { maxDepth: depthLimit, keep: countLimit });
  if (scan.tooDeep >= 0) {
    const message = `Lists [ ] and groups { } are nested more than ${depthLimit} levels deep here; pages.json needs fewer than 10. Something other than an editor wrote this file: nothing else was checked.`;
    return { status: "invalid-json", problems: [{ message, pointer: "", file: name, ...source.positionAt(scan.tooDeep) }], source };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const syntax = syntaxProblems(source, countLimit);
    const { items, more } = listed(syntax.problems, syntax.complete);
    return { status: "invalid-json", problems: items, more, source };
  }
  const fromSchema = schemaFindings(validateSchema(data), data, countLimit);
  const context = { publicDir: options.publicDir, baseDir: options.baseDir ?? dirname(options.publicDir), env: options.env ?? process.env };
  const findings = [
    ...duplicateFindings(scan, data, source),
    ...fromSchema,
    ...structureFindings(data as PagesFile, context, fromSchema.length > 0),
  ];
  if (findings.length > 0) {
    const complete = fromSchema.length < countLimit && scan.duplicateCount <= scan.duplicates.length;
    // Only the listed ones are looked up in the text.
    const { items, more } = listed(findings, complete);
    return { status: "invalid", problems: locate(items, source), more, source, data };
  }
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

function unreadable(path: string, message: string, place: { line: number; column: number } = { line: 0, column: 0 }): ValidationResult {
  return { status: "unreadable", problems: [{ message, pointer: "", file: path, ...place }] };
}

/** Reads and validates a pages.json file; a file that cannot be read is a problem too, never a crash. */
export async function validateFile(path: string, options: ValidateOptions = {}): Promise<ValidationResult> {
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
  const decoded = utf8Text(bytes);
  if ("badByte" in decoded) {
    const { offset, ...place } = decoded.badByte;
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, "0");
    return unreadable(
      path,
      `The byte 0x${byte} here is not UTF-8 text: the file was probably saved in another encoding (such as Windows-1252). Save it as UTF-8 in your editor, then check again; nothing else was checked.`,
      place,
    );
  }
  const baseDir = dirname(absolute);
  return validateText(decoded.text, path, { publicDir: options.publicDir ?? join(baseDir, "public"), baseDir, env: options.env });
}
