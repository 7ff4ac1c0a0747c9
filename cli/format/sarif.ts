// Diagnostics as SARIF 2.1.0, the format code-scanning services read to annotate pull requests.
// Each result is placed in pages.json; the other places it names are its relatedLocations, linked
// from the words that name them in the message (SARIF's embedded links, "[on /about](1)"), as
// GitHub shows them. Acknowledged findings are included as suppressed results, with their reason.
import { messageParts, type Diagnostic, type Place } from "../../runtime/foundation/content/index.ts";
import type { Report, ToolRule } from "./report.ts";

/** The parts of SARIF 2.1.0 this writes (and its tests read back). */
export interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: { driver: { name: string; informationUri?: string; rules: SarifRule[] } };
    results: SarifResult[];
  }[];
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: "error" | "warning" };
  properties?: { kind: string };
}

export interface SarifLocation {
  id?: number;
  message?: { text: string };
  physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region?: { startLine: number; startColumn: number } };
  logicalLocations?: { fullyQualifiedName: string; kind: string }[];
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: "error" | "warning";
  message: { text: string };
  locations: SarifLocation[];
  relatedLocations?: SarifLocation[];
  properties: { route?: string; routes: string[]; pointer: string; messageId: string };
  suppressions?: { kind: "external"; justification: string }[];
}

/** SARIF reads [ and ] as the start of a link, and \ as an escape: plain text has them escaped. */
const escapeText = (text: string) => text.replace(/[[\]\\]/g, (character) => `\\${character}`);

function location(place: Place, extra: { id?: number; message?: string } = {}): SarifLocation {
  return {
    ...(extra.id === undefined ? {} : { id: extra.id }),
    ...(extra.message === undefined ? {} : { message: { text: extra.message } }),
    physicalLocation: {
      artifactLocation: { uri: place.file, uriBaseId: "%SRCROOT%" },
      // A place outside the file (an environment variable) has no line.
      ...(place.line > 0 ? { region: { startLine: place.line, startColumn: place.column } } : {}),
    },
    ...(place.pointer ? { logicalLocations: [{ fullyQualifiedName: place.pointer, kind: "member" }] } : {}),
  };
}

function sarifResult(diagnostic: Diagnostic, ruleIds: readonly string[], reason?: string): SarifResult {
  // The words naming a related place link to it: its id is its index in relatedLocations, from 1.
  const text = messageParts(diagnostic)
    .map((part) => (typeof part === "string" ? escapeText(part) : `[${escapeText(part.related.message)}](${part.index + 1})`))
    .join("");
  return {
    ruleId: diagnostic.code,
    ruleIndex: ruleIds.indexOf(diagnostic.code),
    level: diagnostic.severity,
    message: { text },
    locations: [location(diagnostic.place)],
    ...(diagnostic.related.length > 0
      ? { relatedLocations: diagnostic.related.map((other, index) => location(other.place, { id: index + 1, message: other.message })) }
      : {}),
    properties: {
      ...(diagnostic.routes.length > 0 ? { route: diagnostic.routes[0] } : {}),
      routes: [...diagnostic.routes],
      pointer: diagnostic.place.pointer,
      messageId: diagnostic.messageId,
    },
    ...(reason === undefined ? {} : { suppressions: [{ kind: "external" as const, justification: reason }] }),
  };
}

/** The rules of the log: the report's, or else one for each code found. */
function rulesOf(report: Report): readonly ToolRule[] {
  if (report.rules) return report.rules;
  const codes = [...new Set(report.diagnostics.map((diagnostic) => diagnostic.code))];
  return codes.map((id) => ({ id, description: id, defaultLevel: "error" }));
}

export function formatSarif(report: Report): string {
  const rules = rulesOf(report);
  const ruleIds = rules.map((rule) => rule.id);
  const log: SarifLog = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: report.tool,
            rules: rules.map((rule) => ({
              id: rule.id,
              shortDescription: { text: rule.description },
              help: { text: rule.help ? `${rule.description} See ${rule.help}.` : rule.description },
              defaultConfiguration: { level: rule.defaultLevel },
              ...(rule.kind ? { properties: { kind: rule.kind } } : {}),
            })),
          },
        },
        results: [
          ...report.diagnostics.map((diagnostic) => sarifResult(diagnostic, ruleIds)),
          ...(report.lint?.acknowledged ?? []).map((finding) => sarifResult(finding, ruleIds, finding.reason)),
        ],
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
