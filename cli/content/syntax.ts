// JSON syntax errors with their line:column, in plain words.
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { Problem } from "./problem.ts";
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
      return "A name in double quotes was expected here, for example \"title\".";
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
      return "A text is not closed: add the missing double quote \" at its end.";
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
      if (next === "'") return "JSON needs double quotes \" around text and names, not single quotes.";
      if (/[\u2018\u2019\u201c\u201d]/.test(next)) {
        return "These are curly quotes, as a word processor types them: JSON needs straight double quotes \" around text and names.";
      }
      if (/[A-Za-z]/.test(next)) {
        return "Text and names must be in double quotes here, for example \"title\": the only words JSON allows without quotes are true, false and null.";
      }
      return "This is not valid JSON here.";
  }
}

/**
 * The parser carries on after an error, so one slip often yields several errors, each word of a
 * single-quoted text for example. Keep the first error of each line, and drop the error a text
 * that is not closed causes on the next line.
 */
function firstOfEach(errors: ParseError[], source: SourceText): ParseError[] {
  const kept: ParseError[] = [];
  const lines = new Set<number>();
  let afterOpenText = -1;
  for (const error of errors) {
    const { line } = source.positionAt(error.offset);
    if (lines.has(line) || line === afterOpenText) continue;
    lines.add(line);
    kept.push(error);
    afterOpenText = printParseErrorCode(error.error) === "UnexpectedEndOfString" ? line + 1 : -1;
  }
  return kept;
}

export function syntaxProblems(source: SourceText): Problem[] {
  const errors: ParseError[] = [];
  parseTree(source.text, errors, { allowTrailingComma: false, disallowComments: true });
  const problems = firstOfEach(errors, source).map((error) => {
    const comma = trailingComma(source.text, error.offset);
    return {
      message: `${describe(error, source.text)} (the file is not valid JSON, so nothing else was checked)`,
      pointer: "",
      file: source.name,
      // A trailing comma is shown where the comma is, not at the bracket on the next line.
      ...source.positionAt(comma >= 0 ? comma : error.offset),
    };
  });
  if (problems.length > 0) return problems;
  // jsonc-parser accepted what JSON.parse did not (for example a lone surrogate): say where JSON.parse stopped.
  return [{ message: "This file is not valid JSON.", pointer: "", file: source.name, line: 1, column: 1 }];
}
