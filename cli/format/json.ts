// Diagnostics for machines: an array, one object each, in the same shape for validate and lint:
// code, severity, message id and data, the message with its related places named in words, where
// it is (file, line, column, pointer), the related places, and the routes it shows on. The lint's
// findings also keep `rule` (the code: what lint.acknowledged names) and `route` (the first
// route). `staffMessage` is the message in the words of the staff who edit in the browser, where the
// check has them (the admin's Publish page shows it). Acknowledged findings are left out.
import { inStaffWords, messageInWords, type Diagnostic, type Place } from "../../runtime/foundation/content/index.ts";
import type { Report } from "./report.ts";

const where = ({ file, line, column, pointer }: Place) => ({ file, line, column, pointer });

function jsonOf(diagnostic: Diagnostic, lint: boolean) {
  const { code, severity, messageId, data, place, related, routes } = diagnostic;
  return {
    ...(lint ? { rule: code } : {}),
    code,
    severity,
    messageId,
    data,
    message: messageInWords(diagnostic),
    ...(diagnostic.staffMessage === undefined ? {} : { staffMessage: messageInWords(inStaffWords(diagnostic)) }),
    ...where(place),
    related: related.map((other) => ({ message: other.message, ...where(other.place) })),
    ...(lint ? { route: routes[0] ?? "" } : {}),
    routes,
  };
}

export function formatJson(report: Report): string {
  return JSON.stringify(
    report.diagnostics.map((diagnostic) => jsonOf(diagnostic, report.lint !== undefined)),
    null,
    2,
  );
}
