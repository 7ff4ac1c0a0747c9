// JSON syntax errors with their line:column, in plain words.
import { printParseErrorCode, visit, type ParseError } from "jsonc-parser";
import { fileError, type Diagnostic } from "./diagnostic.ts";
import type { SourceText } from "./source.ts";

/** The offset of the comma just before a closing bracket at offset, or -1. */
function trailingComma(text: string, offset: number): number {
  if (text[offset] !== "}" && text[offset] !== "]") return -1;
  for (let index = offset - 1; index >= 0; index--) {
    const char = text[index] as string;
    if (!/\s/.test(char)) return char === "," ? index : -1;
  }
  return -1;
}

function describe(error: ParseError, text: string): string {
  const next = text[error.offset] ?? "";
  if (trailingComma(text, error.offset) >= 0) {
    return `This comma comes after the last item, just before the closing ${next}: remove the comma.`;
  }
  switch (printParseErrorCode(error.error)) {
    case "CommaExpected":
      return "A comma is missing here: put a , between this item and the one before it.";
    case "ColonExpected":
      return "A colon is missing here: write the name in double quotes, then :, then the value.";
    case "PropertyNameExpected":
      return 'A name in double quotes was expected here, for example "title".';
    case "ValueExpected":
      return "A value was expected here: text in double quotes, a number, true, false, a list [ ] or a group { }.";
    case "CloseBraceExpected":
      return "A } is missing to close the group of fields opened before this point.";
    case "CloseBracketExpected":
      return "A ] is missing to close the list opened before this point.";
    case "EndOfFileExpected":
      return "There is something after the end of the file's outer { }: remove it.";
    case "InvalidCommentToken":
      return "Comments are not allowed in JSON: remove the comment.";
    case "UnexpectedEndOfString":
      return 'A text is not closed: add the missing double quote " at its end.';
    case "UnexpectedEndOfComment":
      return "A comment is not closed; comments are not allowed in JSON anyway: remove it.";
    case "UnexpectedEndOfNumber":
      return "A number is not complete here.";
    case "InvalidUnicode":
    case "InvalidEscapeCharacter":
      return "A backslash \\ in a text starts an escape that JSON does not know: write \\\\ for a backslash.";
    case "InvalidCharacter":
      return "A text cannot contain a line break or tab as typed: keep the text on one line.";
    case "InvalidNumberFormat":
      return "This number is not written the JSON way: digits with an optional decimal point, no leading zeros.";
    default:
      if (next === "'") return 'JSON needs double quotes " around text and names, not single quotes.';
      if (/[\u2018\u2019\u201c\u201d]/.test(next)) {
        return 'These are curly quotes, as a word processor types them: JSON needs straight double quotes " around text and names.';
      }
      if (/[A-Za-z]/.test(next)) {
        return 'Text and names must be in double quotes here, for example "title": the only words JSON allows without quotes are true, false and null.';
      }
      return "This is not valid JSON here.";
  }
}

export interface SyntaxProblems {
  problems: Diagnostic[];
  /** False when the check stopped at the limit, before the end of the file. */
  complete: boolean;
}

/** Stops the parser once enough errors are found: a file of broken lines has one per line. */
const enough = new Error("enough syntax errors");

/**
 * Up to `limit` syntax errors, in file order. The parser carries on after an error, so one slip
 * often yields several errors, each word of a single-quoted text for example. Only the first
 * error of each line is kept, and not the error a text that is not closed causes on the next line.
 */
export function syntaxProblems(source: SourceText, limit: number): SyntaxProblems {
  const kept: ParseError[] = [];
  const lines = new Set<number>();
  let afterOpenText = -1;
  let complete = true;
  try {
    visit(
      source.text,
      {
        onError(error, offset, length) {
          const { line } = source.positionAt(offset);
          if (lines.has(line) || line === afterOpenText) return;
          if (kept.length === limit) {
            complete = false;
            throw enough;
          }
          lines.add(line);
          kept.push({ error, offset, length });
          afterOpenText = printParseErrorCode(error) === "UnexpectedEndOfString" ? line + 1 : -1;
        },
      },
      { allowTrailingComma: false, disallowComments: true },
    );
  } catch (stop) {
    if (stop !== enough) throw stop;
  }
  const problems = kept.map((error) => {
    const comma = trailingComma(source.text, error.offset);
    const message = `${describe(error, source.text)} (the file is not valid JSON, so nothing else was checked)`;
    // A trailing comma is shown where the comma is, not at the bracket on the next line.
    return fileError("not-json", message, { file: source.name, pointer: "", ...source.positionAt(comma >= 0 ? comma : error.offset) });
  });
  if (problems.length > 0) return { problems, complete };
  // jsonc-parser accepted what JSON.parse did not (for example a lone surrogate): say where JSON.parse stopped.
  return { problems: [fileError("not-json", "This file is not valid JSON.", { file: source.name, pointer: "", line: 1, column: 1 })], complete };
}
