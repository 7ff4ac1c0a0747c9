// The security headers as the browser tests check them: what the build wrote into dist/_headers is
// what each answer carries, and what the browser refuses under the Content-Security-Policy is
// collected so a test can say there was nothing. Used by routes.spec.ts, on every kind of page, and
// csp.spec.ts, on what the pages do (a form sent, a script injected, the tag manager).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "./test.ts";
import { readHeadersFile } from "../../runtime/server/headers-file.ts";

/** What the build wrote for the host (read when a test runs: the server builds dist/ first). */
const headersFile = () => readHeadersFile(readFileSync(new URL("../../dist/_headers", import.meta.url), "utf8"));

/**
 * Collects what the browser refuses under the policy: each `securitypolicyviolation` event (the
 * listener is installed before any of the page's own scripts), and the console's report of it.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The answer for `path` carries the headers dist/_headers gives it, and its scripts are never allowed inline. */
export function expectPolicyHeaders(headers: Record<string, string>, path: string): void {
  const expected = headersFile().headersFor(path);
  expect(expected.map(([name]) => name)).toContain("content-security-policy");
  for (const [name, value] of expected) expect(headers[name], `${name} on ${path}`).toBe(value);
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
  expect(scripts).not.toContain("'unsafe-inline'");
}
