// The shapes pages lint works with: places in pages.json, findings and the result of a run.
import type { Diagnostic, LanguageCode } from "../foundation/content/index.ts";

/** How a rule is set in lint.rules of pages.json. */
export type Level = "off" | "warn" | "error";

/** A place in pages.json: a JSON pointer and, inside a text, the offset of the first character meant. */
export interface TextPlace {
  pointer: string;
  offset?: number;
  /** The language of the text the pointer names: its words are written in pages.json under that language. The first language when left out. */
  language?: LanguageCode;
}

/** Another place a finding names (the other side of a contradiction): where it is, and the words that name it in the message. */
export interface Mention {
  place: TextPlace;
  message: string;
}

/**
 * A finding of the lint: a diagnostic whose code is the rule's id, whose place's pointer names the
 * text, entry or button (lint.acknowledged names findings by it), and whose routes are the pages it shows on.
 */
export type LintFinding = Diagnostic;

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
