// JSON syntax errors with their line:column, in plain words.
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { Problem } from "./problem.ts";
import type { SourceText } from "./source.ts";

function previousSignificant(text: string, offset: number): string {
  for (let index = offset - 1; index >= 0; index--) {
    const char = text[index] as string;
    if (!/\s/.test(char)) return char;
  }
  return "";
}

function describe(error: ParseError, text: string): string {
  const next = text[error.offset] ?? "";
  if ((next === "}" || next === "]") && previousSignificant(text, error.offset) === ",") {
    return "There is a comma after the last item before this bracket: remove that comma.";
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
      return next === "'" ? "JSON needs double quotes \" around text and names, not single quotes." : "This is not valid JSON here.";
  }
}

export function syntaxProblems(source: SourceText): Problem[] {
  const errors: ParseError[] = [];
  parseTree(source.text, errors, { allowTrailingComma: false, disallowComments: true });
  const problems = errors.map((error) => ({
    message: `${describe(error, source.text)} (the file is not valid JSON, so nothing else was checked)`,
    pointer: "",
    file: source.name,
    ...source.positionAt(error.offset),
  }));
  if (problems.length > 0) return problems;
  // jsonc-parser accepted what JSON.parse did not (for example a lone surrogate): say where JSON.parse stopped.
  return [{ message: "This file is not valid JSON.", pointer: "", file: source.name, line: 1, column: 1 }];
}
