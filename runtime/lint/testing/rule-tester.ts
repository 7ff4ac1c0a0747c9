// ESLint's RuleTester for pages lint: valid cases report nothing, invalid cases report exactly the
// findings listed, each with its line, column, message id and data, and route. Only the rule under test runs.
import { describe, expect, it } from "vitest";
import type { Rule } from "../define-rule.ts";
import type { Messages } from "../messages.ts";
import { rules, type RuleId } from "../rules/index.ts";
import type { Level } from "../types.ts";
import { lintDocument, type DocumentParts } from "./test-document.ts";

export interface ValidCase extends DocumentParts {
  name: string;
}

export interface ExpectedFinding {
  line: number;
  column: number;
  /** Which of the rule's messages, and the values it is filled with: the wording may change, these not. */
  messageId: string;
  data: Readonly<Record<string, string | number>>;
  /** The first route it shows on. */
  route: string;
  /** How many routes it shows on, when more than one. */
  routeCount?: number;
  /** The other places it names, when it names any: where each is, and the words that name it in the message. */
  related?: { line: number; column: number; message: string }[];
}

export interface InvalidCase extends ValidCase {
  findings: ExpectedFinding[];
}

function findingsOf(rule: Rule<string, Messages>, parts: DocumentParts) {
  const only: Partial<Record<RuleId, Level>> = Object.fromEntries(Object.keys(rules).map((id) => [id, id === rule.name ? rule.meta.defaultLevel : "off"]));
  const result = lintDocument({ ...parts, lint: { referenceYear: 2023, ...parts.lint } }, { rules: only });
  return result.findings;
}

export function testRule(rule: Rule<string, Messages>, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  describe(rule.name, () => {
    describe("valid", () => {
      for (const { name, ...parts } of cases.valid) {
        it(name, () => {
          expect(findingsOf(rule, parts)).toEqual([]);
        });
      }
    });
    describe("invalid", () => {
      for (const { name, findings: expected, ...parts } of cases.invalid) {
        it(name, () => {
          const found = findingsOf(rule, parts).map((finding) => ({
            rule: finding.code,
            line: finding.place.line,
            column: finding.place.column,
            messageId: finding.messageId,
            data: finding.data,
            route: finding.routes[0],
            ...(finding.routes.length > 1 ? { routeCount: finding.routes.length } : {}),
            ...(finding.related.length > 0
              ? { related: finding.related.map(({ place, message }) => ({ line: place.line, column: place.column, message })) }
              : {}),
          }));
          expect(found).toEqual(expected.map((finding) => ({ rule: rule.name, ...finding })));
        });
      }
    });
  });
}
