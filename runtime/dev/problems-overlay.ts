// The dev server's overlay: while pages.json has problems, the open page lists them exactly as
// `pages validate` prints them, over the last good version of the page. While it is valid, the
// lint's findings wait folded in a corner, each as `pages lint` prints it (position, error or
// warning, the message with the other places it names, the rule), so the page stays usable.
import { formatProblems, messageInWords, placeName, type Diagnostic } from "../foundation/content/index.ts";

const overlayId = "pages-problems";
const findingsId = "pages-lint";

const styles = `
#${overlayId} { position: fixed; inset: auto 0 0 0; z-index: 1000; max-height: 60vh; overflow: auto;
  background: #1a1020; color: #fde8e7; border-top: 4px solid #f04438; padding: 1rem 1.25rem;
  font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; box-shadow: 0 -8px 30px rgba(0,0,0,.4); }
#${overlayId} h2 { margin: 0 0 .5rem; font: 600 16px/1.4 system-ui, sans-serif; color: #fff; }
#${overlayId} p { margin: 0 0 .75rem; font-family: system-ui, sans-serif; }
#${overlayId} pre, #${findingsId} pre { margin: 0; white-space: pre-wrap; }
#${findingsId} { position: fixed; inset: auto 0.5rem 0.5rem auto; z-index: 999; max-width: min(60rem, calc(100vw - 1rem));
  max-height: 50vh; overflow: auto; background: #1c1917; color: #fef3c7; border-inline-start: 4px solid #f79009;
  font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; box-shadow: 0 4px 20px rgba(0,0,0,.35); }
#${findingsId} summary { cursor: pointer; padding: .4rem .75rem; font: 600 14px/1.4 system-ui, sans-serif; }
#${findingsId} pre { padding: 0 .75rem .75rem; }
`;

function addStyles(): void {
  if (document.getElementById(`${overlayId}-styles`)) return;
  const style = document.createElement("style");
  style.id = `${overlayId}-styles`;
  style.textContent = styles;
  document.head.append(style);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function showProblems(problems: readonly Diagnostic[]): void {
  hideFindings();
  let overlay = document.getElementById(overlayId);
  if (!overlay) {
    addStyles();
    overlay = document.createElement("section");
    overlay.id = overlayId;
    overlay.setAttribute("role", "alert");
    overlay.setAttribute("aria-label", "Problems in pages.json");
    document.body.append(overlay);
  }
  const heading = document.createElement("h2");
  heading.textContent = `${plural(problems.length, "problem")} in pages.json`;
  const note = document.createElement("p");
  note.textContent = "The page shows the last version that worked. Fix these and save: this panel goes away by itself.";
  const list = document.createElement("pre");
  list.textContent = formatProblems(problems, "stylish");
  overlay.replaceChildren(heading, note, list);
}

export function hideProblems(): void {
  document.getElementById(overlayId)?.remove();
}

/** The lint's findings on a valid file, folded until opened; none removes them. */
export function showFindings(findings: readonly Diagnostic[]): void {
  if (findings.length === 0) return hideFindings();
  let panel = document.getElementById(findingsId) as HTMLDetailsElement | null;
  if (!panel) {
    addStyles();
    panel = document.createElement("details");
    panel.id = findingsId;
    panel.setAttribute("aria-label", "Lint findings in pages.json");
    document.body.append(panel);
  }
  const errors = findings.filter((finding) => finding.severity === "error").length;
  const summary = document.createElement("summary");
  summary.textContent = `pages lint: ${plural(errors, "error")}, ${plural(findings.length - errors, "warning")}`;
  const width = Math.max(...findings.map((finding) => placeName(finding.place).length));
  const list = document.createElement("pre");
  list.textContent = findings
    .map((finding) => {
      const severity = finding.severity === "error" ? "error  " : "warning";
      return `${placeName(finding.place).padEnd(width)}  ${severity}  ${messageInWords(finding)}  ${finding.code}  (${finding.routes[0] ?? ""})`;
    })
    .join("\n");
  panel.replaceChildren(summary, list);
}

export function hideFindings(): void {
  document.getElementById(findingsId)?.remove();
}
