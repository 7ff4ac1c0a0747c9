// The checks a JSON Schema cannot make, each made as a rule (checks/), run in turn: placeholders,
// addresses used twice or kept for the build and the servers, links to pages that do not exist,
// pictures missing from public/, a lead store that would be published.
import type { PagesFile } from "../../../schema/index.ts";
import type { Finding } from "./diagnostic.ts";
import type { ProjectFiles } from "./project-files.ts";
import { checks } from "./checks/index.ts";
import type { Check } from "./checks/define-check.ts";
import { filledMessages, type Messages } from "./rule.ts";

/** A check that failed on a file the schema accepted: a bug in pages, not a problem in the file. */
export class CheckCrash extends Error {
  constructor(check: string, cause: unknown) {
    super(`the check of ${check} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "CheckCrash";
  }
}

/**
 * Runs every check. The checks read the file as the schema describes it; when the schema found
 * problems, one that trips over a shape the schema already reported never hides the others. When
 * the schema found nothing, a check that throws is a bug, and saying "valid" would hide it.
 */
export function structureFindings(file: PagesFile, project: ProjectFiles, schemaFoundProblems: boolean): Finding[] {
  const findings: Finding[] = [];
  /** A check made as a rule, run with its context: what it reports becomes a finding of its code. */
  const asRule = (check: Check<string, Messages>) => () =>
    check.create({
      file,
      project,
      report({ messageId, data, pointer, outsideFile, atKey }) {
        const messages = filledMessages(check.meta, messageId, data);
        findings.push({ code: check.name, messageId, data, ...messages, pointer, ...(outsideFile ? { outsideFile } : {}), ...(atKey ? { atKey } : {}) });
      },
    });
  // Each check, and how a crash names it.
  const run: [string, () => void][] = [
    ["languages", asRule(checks.languages)],
    ["placeholders", asRule(checks.placeholders)],
    ["addresses used twice", asRule(checks["duplicate-address"])],
    ["reserved addresses", asRule(checks["reserved-address"])],
    ["links", asRule(checks["broken-link"])],
    ["pictures", asRule(checks["missing-picture"])],
    ["the lead store", asRule(checks["published-lead-store"])],
  ];
  for (const [name, check] of run) {
    try {
      check();
    } catch (error) {
      if (!schemaFoundProblems) throw new CheckCrash(name, error);
    }
  }
  return findings;
}
