// Runs the rules on a valid pages.json, then applies its lint settings: each rule's level and the
// acknowledged findings. A file that is not valid is not linted: its problems are returned instead.
// It reads nothing: the CLI, the dev server and the editor's worker give it a validated file.
import {
  filledMessages,
  languagesOf,
  localizeFile,
  sourcePointer,
  type Diagnostic,
  type MoreProblems,
  type PagesFile,
  type RelatedPlace,
  type SourceText,
  type ValidationResult,
} from "../foundation/content/index.ts";
import { placeLocator } from "./place-position.ts";
import { routeLabel } from "./route-label.ts";
import { rules, type RuleId } from "./rules/index.ts";
import { buildTextIndex, type TextIndex, type TextItem } from "./text-index.ts";
import type { AcknowledgedFinding, Level, LintFinding, LintResult, Mention, StaleAcknowledgement, TextPlace } from "./types.ts";

export interface LintOptions {
  /** Levels that win over lint.rules in the file, for example to run one rule alone. */
  rules?: Partial<Record<RuleId, Level>>;
  /** Wins over lint.referenceYear in the file. */
  referenceYear?: number;
}

export interface LintInput {
  source: SourceText;
  data: PagesFile;
}

export type LintRun =
  { status: "linted"; result: LintResult } | { status: "unreadable" | "invalid-json" | "invalid"; problems: Diagnostic[]; more?: MoreProblems };

interface Report {
  rule: string;
  severity: LintFinding["severity"];
  messageId: string;
  message: string;
  staffMessage?: string;
  data: Readonly<Record<string, string | number>>;
  place: TextPlace;
  routes: readonly string[];
  related: readonly Mention[];
}

export function lintSite(input: LintInput, options: LintOptions = {}): LintResult {
  const { source, data } = input;
  const settings = data.lint ?? {};
  const referenceYear = options.referenceYear ?? settings.referenceYear ?? new Date().getFullYear();
  // Every language's texts, one index: a fact written in Urdu is checked against the English as
  // one English page is against another.
  const languages = languagesOf(data);
  const files = new Map(languages.map((language) => [language.code, localizeFile(data, language)]));
  const file = files.get(languages[0]!.code)!;
  const indexes = languages.map((language) => buildTextIndex(files.get(language.code)!, language.code));
  // (concat, not flatMap: at 10,000 cities each language has half a million items, which flatMap copies one by one)
  const texts: TextIndex = {
    items: ([] as TextItem[]).concat(...indexes.map((index) => index.items)),
    prose: ([] as TextItem[]).concat(...indexes.map((index) => index.prose)),
    routes: ([] as string[]).concat(...indexes.map((index) => index.routes)),
    collections: indexes[0]!.collections,
  };
  // Rules name texts where the language's file has them; the words are written in pages.json inside
  // the text's translation, under the language's code.
  const inSource = (place: TextPlace): TextPlace => ({ ...place, pointer: sourcePointer(data, place.pointer, place.language ?? languages[0]!.code) });
  const pageCount = texts.routes.length;
  const order = new Map(texts.routes.map((route, index) => [route, index]));
  const sortRoutes = (routes: readonly string[]) => [...new Set(routes)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  const reports: Report[] = [];
  for (const [id, rule] of Object.entries(rules)) {
    const level = options.rules?.[id as RuleId] ?? settings.rules?.[id as RuleId] ?? rule.meta.defaultLevel;
    if (level === "off") continue;
    rule.create({
      file,
      source: data,
      fileIn: (code) => files.get(code) ?? file,
      languages: languages.map((language) => language.code),
      texts,
      collections: texts.collections,
      referenceYear,
      describe: (place, routes) => ({ place, message: `on ${routeLabel(sortRoutes(routes), pageCount)}` }),
      report({ messageId, data: values, place, routes, related = [] }) {
        reports.push({
          rule: id,
          severity: level === "error" ? "error" : "warning",
          messageId,
          ...filledMessages(rule.meta, messageId, values),
          data: values,
          place: inSource(place),
          routes,
          related: related.map((mention) => ({ ...mention, place: inSource(mention.place) })),
        });
      },
    });
  }
  const acknowledgements = settings.acknowledged ?? [];
  const acknowledgementPlace = (index: number): TextPlace => ({ pointer: `/lint/acknowledged/${index}` });
  const positionOf = placeLocator(source, [
    ...reports.flatMap((report) => [report.place.pointer, ...report.related.map((mention) => mention.place.pointer)]),
    ...acknowledgements.map((_, index) => acknowledgementPlace(index).pointer),
  ]);
  const placed = (place: TextPlace) => ({ file: source.name, pointer: place.pointer, ...positionOf(place) });

  const byKey = new Map<string, LintFinding>();
  for (const report of reports) {
    const place = placed(report.place);
    const related: RelatedPlace[] = report.related.map((mention) => ({ place: placed(mention.place), message: mention.message }));
    const { message } = report;
    const others = related.map((mention) => `${mention.place.line}:${mention.place.column}`).join(" ");
    const key = `${report.rule}\u0000${place.line}:${place.column}\u0000${message}\u0000${others}`;
    const known = byKey.get(key);
    const routes = sortRoutes(known ? [...known.routes, ...report.routes] : report.routes);
    byKey.set(key, {
      code: report.rule,
      severity: report.severity,
      messageId: report.messageId,
      data: report.data,
      message,
      ...(report.staffMessage === undefined ? {} : { staffMessage: report.staffMessage }),
      place,
      related,
      routes,
    });
  }

  let findings = [...byKey.values()];
  const acknowledged: AcknowledgedFinding[] = [];
  const stale: StaleAcknowledgement[] = [];
  acknowledgements.forEach((entry, index) => {
    const matching = findings.filter((finding) => finding.code === entry.rule && finding.place.pointer === entry.pointer);
    if (matching.length === 0) {
      stale.push({ rule: entry.rule, pointer: entry.pointer, ...positionOf(acknowledgementPlace(index)) });
      return;
    }
    acknowledged.push(...matching.map((finding) => ({ ...finding, reason: entry.reason })));
    findings = findings.filter((finding) => !matching.includes(finding));
  });
  const byPlace = (a: LintFinding, b: LintFinding) =>
    (order.get(a.routes[0] ?? "") ?? 0) - (order.get(b.routes[0] ?? "") ?? 0) ||
    a.routes.length - b.routes.length ||
    a.place.line - b.place.line ||
    a.place.column - b.place.column ||
    a.code.localeCompare(b.code);
  findings.sort(byPlace);
  acknowledged.sort(byPlace);
  const errorCount = findings.filter((finding) => finding.severity === "error").length;
  return { file: source.name, findings, acknowledged, stale, errorCount, warningCount: findings.length - errorCount, pageCount };
}

/** Lints a file validation found valid; a file that is not gives its problems. */
export function lintValidation(validation: ValidationResult, options: LintOptions = {}): LintRun {
  if (validation.status !== "valid") return { status: validation.status, problems: validation.problems, more: validation.more };
  return { status: "linted", result: lintSite(validation, options) };
}
