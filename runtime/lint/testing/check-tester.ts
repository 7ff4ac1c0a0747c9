// RuleTester for validate's checks (runtime/foundation/content/checks/): valid cases report
// nothing of the check, invalid cases exactly the findings listed, each with its line, column,
// message id and data. A case is the shipped pages.json with a change, and what the project's
// folder answers (every picture there, the lead store not published, unless the case says so).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/index.ts";
import { validateText, type ProjectFiles } from "../../foundation/content/index.ts";
import { cachedSchemaValidator, projectRoot } from "../../server/index.ts";

export interface CheckCase {
  name: string;
  /** Changes the shipped file's data; the text is written again from it, two spaces a level. */
  change?: (file: PagesFile) => void;
  project?: Partial<ProjectFiles>;
}

export interface ExpectedCheckFinding {
  line: number;
  column: number;
  messageId: string;
  data: Readonly<Record<string, string | number>>;
}

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");

/** The text of a case, and the check's findings in it. */
export function checkFindings(code: string, { change, project }: Omit<CheckCase, "name">) {
  const file = JSON.parse(shipped) as PagesFile;
  change?.(file);
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const result = validateText(text, "pages.json", {
    schema: cachedSchemaValidator(),
    project: { isMissingPicture: () => false, publishedStore: () => null, ...project },
  });
  return { text, findings: result.problems.filter((problem) => problem.code === code) };
}

/** The line of the first line of a text that holds these words. */
export const lineIn = (text: string, words: string) => text.split("\n").findIndex((line) => line.includes(words)) + 1;

export function testCheck(
  check: { name: string },
  cases: { valid: CheckCase[]; invalid: (CheckCase & { findings: (text: string) => ExpectedCheckFinding[] })[] },
): void {
  describe(check.name, () => {
    describe("valid", () => {
      for (const { name, ...parts } of cases.valid) {
        it(name, () => {
          expect(checkFindings(check.name, parts).findings).toEqual([]);
        });
      }
    });
    describe("invalid", () => {
      for (const { name, findings: expected, ...parts } of cases.invalid) {
        it(name, () => {
          const { text, findings } = checkFindings(check.name, parts);
          const found = findings.map(({ place, messageId, data }) => ({ line: place.line, column: place.column, messageId, data }));
          expect(found).toEqual(expected(text));
        });
      }
    });
  });
}
