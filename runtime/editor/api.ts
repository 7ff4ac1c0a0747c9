// The editor server's API (cli/edit/editor-server.ts), as the page calls it. The token comes from
// the address `pages edit` printed (after the #, which browsers never send), and leaves the address
// bar at once, so it is in no bookmark or screenshot.
import type { Problem } from "../content/index.ts";

let token = "";

/** Reads the token from the address and removes it from the address bar. */
export function takeToken(): string {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match) {
    token = decodeURIComponent(match[1]!);
    sessionStorage.setItem("pages-edit-token", token);
    history.replaceState(null, "", window.location.pathname + window.location.search);
  } else {
    // A reload keeps working in the same tab.
    token = sessionStorage.getItem("pages-edit-token") ?? "";
  }
  return token;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(path, {
    method,
    headers: { "x-pages-token": token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export interface LoadedDocument {
  file: string;
  text: string;
  hash: string;
  publicFiles: string[];
}

export interface LintFinding {
  rule: string;
  severity: "error" | "warning";
  message: string;
  pointer: string;
  line: number;
  column: number;
}

/** A file whose bytes are not UTF-8: not opened, and why. */
export interface UnreadableDocument {
  file: string;
  hash: string;
  problems: Problem[];
  publicFiles: string[];
}

export const api = {
  load: () => call<LoadedDocument | UnreadableDocument | { error: string }>("GET", "/api/document"),
  save: (document: unknown, baseHash: string) => call<{ hash: string; text: string; error?: string }>("PUT", "/api/document", { document, baseHash }),
  lint: (text: string) => call<{ findings?: LintFinding[]; problems?: Problem[]; error?: string }>("POST", "/api/lint", { text }),
};
