// Validation of pages.json: the bytes as UTF-8, JSON syntax, the schema, then the checks a schema
// cannot make. `pages validate`, `pages lint`, the build, the servers and the live preview all go
// through here. It reads nothing itself: the schema validator and the project's files are given.
import type { PagesFile } from "../../schema/index.ts";
import { escapePointer, expandSite } from "./expand.ts";
import type { ExpandedSite } from "./types.ts";
import type { Finding, MoreProblems, Problem } from "./problem.ts";
import { scanJson, type JsonScan } from "./scan-json.ts";
import { chunkSize, schemaErrorsInChunks } from "./schema-in-chunks.ts";
import { schemaFindings } from "./schema-messages.ts";
import type { ProjectFiles } from "./project-files.ts";
import type { SchemaValidator } from "./schema-validator.ts";
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

/** What validation is given: the schema validator, and what the project's folder holds. */
export interface ValidationContext {
  schema: SchemaValidator;
  project: ProjectFiles;
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
export function validateText(text: string, name: string, context: ValidationContext): ValidationResult {
  const source = new SourceText(name, text);
  const scan = scanJson(text, { maxDepth: depthLimit, keep: countLimit, longList: chunkSize });
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
  const checked = schemaErrorsInChunks(context.schema, data, countLimit, scan.longLists);
  const fromSchema = schemaFindings(checked.errors, data, countLimit);
  const findings = [...duplicateFindings(scan, data, source), ...fromSchema, ...structureFindings(data as PagesFile, context.project, fromSchema.length > 0)];
  if (findings.length > 0) {
    const complete = checked.complete && fromSchema.length < countLimit && scan.duplicateCount <= scan.duplicates.length;
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

/** A file that cannot be read as text at all: the problem, with where it is when that is known. */
export function unreadable(path: string, message: string, place: { line: number; column: number } = { line: 0, column: 0 }): ValidationResult {
  return { status: "unreadable", problems: [{ message, pointer: "", file: path, ...place }] };
}

/** Validates the bytes of a pages.json file: they must be UTF-8 text (a BOM is fine). */
export function validateBytes(bytes: Uint8Array, name: string, context: ValidationContext): ValidationResult {
  const decoded = utf8Text(bytes);
  if ("badByte" in decoded) {
    const { offset, ...place } = decoded.badByte;
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, "0");
    return unreadable(
      name,
      `The byte 0x${byte} here is not UTF-8 text: the file was probably saved in another encoding (such as Windows-1252). Save it as UTF-8 in your editor, then check again; nothing else was checked.`,
      place,
    );
  }
  return validateText(decoded.text, name, context);
}
