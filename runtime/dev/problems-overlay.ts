// The dev server's overlay: while pages.json has problems, the open page lists them exactly as
// `pages validate` prints them, over the last good version of the page.
import { formatProblems, type Diagnostic } from "../foundation/content/index.ts";

const overlayId = "pages-problems";

const styles = `
#${overlayId} { position: fixed; inset: auto 0 0 0; z-index: 1000; max-height: 60vh; overflow: auto;
  background: #1a1020; color: #fde8e7; border-top: 4px solid #f04438; padding: 1rem 1.25rem;
  font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; box-shadow: 0 -8px 30px rgba(0,0,0,.4); }
#${overlayId} h2 { margin: 0 0 .5rem; font: 600 16px/1.4 system-ui, sans-serif; color: #fff; }
#${overlayId} p { margin: 0 0 .75rem; font-family: system-ui, sans-serif; }
#${overlayId} pre { margin: 0; white-space: pre-wrap; }
`;

export function showProblems(problems: readonly Diagnostic[]): void {
  let overlay = document.getElementById(overlayId);
  if (!overlay) {
    overlay = document.createElement("section");
    overlay.id = overlayId;
    overlay.setAttribute("role", "alert");
    overlay.setAttribute("aria-label", "Problems in pages.json");
    const style = document.createElement("style");
    style.textContent = styles;
    document.head.append(style);
    document.body.append(overlay);
  }
  const heading = document.createElement("h2");
  heading.textContent = `${problems.length} problem${problems.length === 1 ? "" : "s"} in pages.json`;
  const note = document.createElement("p");
  note.textContent = "The page shows the last version that worked. Fix these and save: this panel goes away by itself.";
  const list = document.createElement("pre");
  list.textContent = formatProblems(problems, "stylish");
  overlay.replaceChildren(heading, note, list);
}

export function hideProblems(): void {
  document.getElementById(overlayId)?.remove();
}
