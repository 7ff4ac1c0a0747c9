// Validation of pages.json: the bytes as UTF-8, JSON syntax, the file's form (format-version.ts),
// the schema, then the checks a schema cannot make. `pages validate`, `pages lint`, the build, the
// servers and the live preview all go through here. It reads nothing itself: the schema validator
// and the project's files are given.
import type { PagesFile } from "../../../schema/index.ts";
import { fileError, type Diagnostic, type Finding, type MoreProblems } from "./diagnostic.ts";
import { expandEditions } from "./expand.ts";
import { escapePointer } from "./source.ts";
import { formatFinding } from "./format-version.ts";
import type { ExpandedSite } from "./types.ts";
import type { JsonScan } from "./scan-json.ts";
import { schemaErrorsInChunks } from "./schema-in-chunks.ts";
import { schemaFindings } from "./schema-messages.ts";
import type { ProjectFiles } from "./project-files.ts";
import type { SchemaValidator } from "./schema-validator.ts";
import type { SourceText } from "./source.ts";
import { structureFindings } from "./structure-checks.ts";
import { countLimit, decodeBytes, listed, parseText } from "./read-text.ts";
import { describePlace } from "./where.ts";

interface Listed {
  problems: Diagnostic[];
  /** Set when there are more problems than are listed. */
  more?: MoreProblems;
}

export type ValidationResult = Listed &
  (
    | { status: "unreadable" }
    | { status: "invalid-json"; source: SourceText }
    | { status: "invalid"; source: SourceText; data: unknown }
    | {
        status: "valid";
        problems: [];
        source: SourceText;
        data: PagesFile;
        /** The site in its first language. */
        site: ExpandedSite;
        /** The site in each of its languages, the first first. */
        editions: ExpandedSite[];
      }
  );

/** What validation is given: the schema validator, and what the project's folder holds. */
export interface ValidationContext {
  schema: SchemaValidator;
  project: ProjectFiles;
}

export function locate(findings: Finding[], source: SourceText): Diagnostic[] {
  return findings.map((finding) => {
    const code = finding.code ?? "schema";
    const position = finding.outsideFile
      ? { line: 0, column: 0 }
      : finding.offset !== undefined
        ? source.positionAt(finding.offset)
        : source.locate(finding.pointer, { key: finding.atKey ?? false });
    const diagnostic = fileError(
      code,
      finding.message,
      { file: source.name, pointer: finding.pointer, ...position },
      finding.messageId ?? code,
      finding.data ?? {},
    );
    return finding.staffMessage === undefined ? diagnostic : { ...diagnostic, staffMessage: finding.staffMessage };
  });
}

function duplicateFindings(scan: JsonScan, data: unknown, source: SourceText): Finding[] {
  return scan.duplicates.map((duplicate) => ({
    code: "duplicate-name",
    pointer: `${duplicate.groupPointer}/${escapePointer(duplicate.name)}`,
    offset: duplicate.offset,
    message: `"${duplicate.name}" is written twice in ${describePlace(duplicate.groupPointer, data)} (also at line ${source.positionAt(duplicate.firstOffset).line}): keep one. Only the last one counts, so a change to the other never shows.`,
  }));
}

/** Validates the text of a pages.json file. */
export function validateText(text: string, name: string, context: ValidationContext): ValidationResult {
  const parsed = parseText(text, name);
  if (parsed.status !== "parsed") return parsed;
  const { data, scan, source } = parsed;
  // A file of another form would fail the schema everywhere it differs: say once what to do instead.
  const form = formatFinding(data);
  if (form) return { status: "invalid", problems: locate([form], source), source, data };
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
  let editions: ExpandedSite[] | null = null;
  // Expanding every block is only needed by lint and build, not by validate: do it on first use.
  return {
    status: "valid",
    problems: [],
    source,
    data: file,
    get editions() {
      editions ??= expandEditions(file);
      return editions;
    },
    get site() {
      return this.editions[0]!;
    },
  };
}

/** A file that cannot be read as text at all: the problem, with where it is when that is known. */
export function unreadable(path: string, message: string, place: { line: number; column: number } = { line: 0, column: 0 }): ValidationResult {
  return { status: "unreadable", problems: [fileError("unreadable", message, { file: path, pointer: "", ...place })] };
}

/** Validates the bytes of a pages.json file: they must be UTF-8 text (a BOM is fine). */
export function validateBytes(bytes: Uint8Array, name: string, context: ValidationContext): ValidationResult {
  const decoded = decodeBytes(bytes, name);
  return "text" in decoded ? validateText(decoded.text, name, context) : { status: "unreadable", problems: decoded.problems };
}
