// The lint engine: the rules, and lintSite, which runs them on a validated pages.json and applies
// its lint settings. It reads no file, so the CLI, the dev server and the editor's worker run the
// same code; each finding is a Diagnostic of the content core, its code the rule's id.
export { defineRule, type Rule, type RuleMeta } from "./define-rule.ts";
export { lintSite, lintValidation, type LintInput, type LintOptions, type LintRun } from "./linter.ts";
export { routeLabel } from "./route-label.ts";
export { rules, type RuleId } from "./rules/index.ts";
export type * from "./types.ts";
