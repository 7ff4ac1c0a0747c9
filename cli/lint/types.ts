// The shapes pages lint works with: places in pages.json, findings and the result of a run.
import type { LanguageCode } from "../../runtime/foundation/content/index.ts";

/** How a rule is set in lint.rules of pages.json. */
export type Level = "off" | "warn" | "error";

/** How a finding is printed: ESLint's words. */
export type Severity = "error" | "warning";

/** A place in pages.json: a JSON pointer and, inside a text, the offset of the first character meant. */
export interface Place {
  pointer: string;
  offset?: number;
  /** The language of the text the pointer names: its words are written in pages.json under that language. The first language when left out. */
  language?: LanguageCode;
}

export interface LintFinding {
  rule: string;
  severity: Severity;
  /** Which of the rule's messages it is, and the values filled into it: what tests assert. */
  messageId: string;
  data: Readonly<Record<string, string | number>>;
  /** The message as people read it. */
  message: string;
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the text, entry or button in pages.json; lint.acknowledged names findings by it. */
  pointer: string;
  /** The first route the finding shows on. */
  route: string;
  /** Every route it shows on, in the order of the site: a family template reaches many. */
  routes: string[];
}

export interface AcknowledgedFinding extends LintFinding {
  reason: string;
}

/** An entry of lint.acknowledged that matches no finding any more. */
export interface StaleAcknowledgement {
  rule: string;
  pointer: string;
  line: number;
  column: number;
}

export interface LintResult {
  file: string;
  findings: LintFinding[];
  acknowledged: AcknowledgedFinding[];
  stale: StaleAcknowledgement[];
  errorCount: number;
  warningCount: number;
  /** How many pages the site has, so "every page" can be said. */
  pageCount: number;
}
