// Findings as SARIF 2.1.0, the format code-scanning services read to annotate pull requests.
// Acknowledged findings are included as suppressed results, with their reason.
import { messageInWords } from "../../../runtime/foundation/content/index.ts";
import { rules } from "../../../runtime/lint/index.ts";
import type { AcknowledgedFinding, LintFinding, LintResult } from "../../../runtime/lint/index.ts";

const ruleIds = Object.keys(rules);

/** The parts of SARIF 2.1.0 this writes (and its tests read back). */
export interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: { driver: { name: string; rules: SarifRule[] } };
    results: SarifResult[];
  }[];
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: "error" | "warning" };
  properties: { kind: string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: "error" | "warning";
  message: { text: string };
  locations: unknown[];
  properties: { route: string; routes: string[]; pointer: string };
  suppressions?: { kind: "external"; justification: string }[];
}

function sarifResult(finding: LintFinding, reason?: string): SarifResult {
  return {
    ruleId: finding.code,
    ruleIndex: ruleIds.indexOf(finding.code),
    level: finding.severity === "error" ? "error" : "warning",
    message: { text: messageInWords(finding) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: finding.place.file, uriBaseId: "%SRCROOT%" },
          region: { startLine: finding.place.line, startColumn: finding.place.column },
        },
        logicalLocations: [{ fullyQualifiedName: finding.place.pointer, kind: "member" }],
      },
    ],
    properties: { route: finding.routes[0] ?? "", routes: [...finding.routes], pointer: finding.place.pointer },
    ...(reason === undefined ? {} : { suppressions: [{ kind: "external" as const, justification: reason }] }),
  };
}

export function formatSarif(result: LintResult): string {
  const log: SarifLog = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "pages lint",
            rules: Object.entries(rules).map(([id, rule]) => ({
              id,
              shortDescription: { text: rule.meta.description },
              help: { text: `${rule.meta.description} See docs/rules/${id}.md.` },
              defaultConfiguration: { level: rule.meta.defaultLevel === "error" ? "error" : "warning" },
              properties: { kind: rule.meta.kind },
            })),
          },
        },
        results: [
          ...result.findings.map((finding) => sarifResult(finding)),
          ...result.acknowledged.map((finding: AcknowledgedFinding) => sarifResult(finding, finding.reason)),
        ],
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
