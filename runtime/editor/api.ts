// The editor server's API (cli/edit/editor-server.ts), as the page calls it. The address `pages edit`
// printed carries a one-time code after the # (which browsers never send); the page takes it out of
// the address bar at once, so it is in no bookmark, screenshot or history entry, and exchanges it for
// a session cookie, which the browser sends with every call after that and no script can read.
// In the admin (/admin/edit/, cli/edit/admin-editor.ts) the admin's login is the session: there is
// no code, and the file comes with the session's CSRF token, which every save sends back in a header.
import type { Diagnostic, PublishedStore } from "../foundation/content/index.ts";
import {
  documentAnswer,
  PICTURE_NAME_HEADER,
  type PictureUploadAnswer,
  type SaveAnswer,
  type SaveRequest,
  type SessionRequest,
} from "../foundation/wire/index.ts";
import { editorBase } from "./editor-base.ts";

/** The admin's token for this session (runtime/server/admin/editor-mount.ts's csrfHeader), once the file was loaded from the admin. */
let csrfToken: string | undefined;

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  if (method !== "GET" && csrfToken !== undefined) headers["x-csrf-token"] = csrfToken;
  const response = await fetch(`${editorBase}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

/** Signed in, or refused with the server's words for why (the address was used already, ...). */
export type SignIn = { status: "signed-in" } | { status: "refused"; message: string };

async function exchangeCode(): Promise<SignIn> {
  const match = /(?:^#|&)code=([^&]+)/.exec(window.location.hash);
  // No code: a reload, or another tab; the cookie the browser holds decides.
  if (!match) return { status: "signed-in" };
  history.replaceState(null, "", window.location.pathname + window.location.search);
  const { status, body } = await call<{ error?: string }>("POST", "api/session", { code: decodeURIComponent(match[1]!) } satisfies SessionRequest);
  return status === 200 ? { status: "signed-in" } : { status: "refused", message: body.error ?? `The editor server answered ${status}.` };
}

let signingIn: Promise<SignIn> | null = null;

/** Exchanges the address's one-time code for the session cookie: once per page load, however often asked. */
export function signIn(): Promise<SignIn> {
  signingIn ??= exchangeCode();
  return signingIn;
}

/** Where the lead store the file named when loaded (storeFile, or none: the default) would be published: a question only the disk answers. */
export interface LeadStoreAnswer {
  storeFile?: string;
  published: PublishedStore | null;
}

export interface LoadedDocument {
  file: string;
  text: string;
  hash: string;
  publicFiles: string[];
  leadStore: LeadStoreAnswer | null;
  /** In the admin: its Publish page, which the save bar links to. */
  publish?: string;
}

/** A file whose bytes are not UTF-8: not opened, and why. */
export interface UnreadableDocument {
  file: string;
  hash: string;
  problems: Diagnostic[];
  publicFiles: string[];
}

export const api = {
  /** The file to edit: a line of what comes with it, then its text as it is on disk (documentAnswer); a refusal in JSON. */
  async load(): Promise<{ status: number; body: LoadedDocument | UnreadableDocument | { error: string; signIn?: string } }> {
    const response = await fetch(`${editorBase}api/document`);
    if (response.status !== 200) return { status: response.status, body: (await response.json()) as { error: string; signIn?: string } };
    const answer = documentAnswer.read(await response.text());
    if (!answer) return { status: 502, body: { error: "The editor's server sent the file in a form this page cannot read. Reload the page." } };
    const head = answer.head as (Omit<LoadedDocument, "text"> | UnreadableDocument) & { csrfToken?: string };
    if (typeof head.csrfToken === "string") csrfToken = head.csrfToken;
    return { status: 200, body: "problems" in head ? head : { ...head, text: answer.text } };
  },
  // The document as edited may be any JSON; the server refuses with its words what is not an object.
  save: (document: unknown, baseHash: string) => call<SaveAnswer>("PUT", "api/document", { document, baseHash } satisfies Record<keyof SaveRequest, unknown>),
  /** The photo's bytes as they are, its name beside them (runtime/server/pictures/upload-route.ts says why not a form). */
  uploadPicture: async (file: File): Promise<PictureUploadAnswer> => {
    const headers: Record<string, string> = { [PICTURE_NAME_HEADER]: encodeURIComponent(file.name) };
    if (csrfToken !== undefined) headers["x-csrf-token"] = csrfToken;
    const response = await fetch(`${editorBase}api/pictures`, { method: "POST", headers, body: file });
    const answer = (await response.json().catch(() => null)) as PictureUploadAnswer | null;
    return answer ?? { error: `The editor's server answered ${response.status}.` };
  },
};
