// Opening pages.json in the editor: the server's copy of the file, read as data by the content core.
// A file that cannot be (bytes that are not UTF-8, broken JSON, nesting far too deep) is never a
// crash: its problems come back at their line and column, in the words `pages validate` prints. A
// browser the server does not know (an address used before, an editor restarted since) is told so.
import { parseData, type MoreProblems, type Diagnostic } from "../foundation/content/index.ts";
import { api, signIn, type LoadedDocument } from "./api.ts";
import { openedFrom } from "./document-edits.ts";

export type Opened =
  | { status: "open"; loaded: LoadedDocument; document: unknown }
  | { status: "unreadable"; file: string; problems: readonly Diagnostic[]; more?: MoreProblems }
  /** signIn: where to sign in again (the admin's login), when the server says. */
  | { status: "signed-out"; message: string; signIn?: string };

export async function openDocument(): Promise<Opened> {
  const signedIn = await signIn();
  if (signedIn.status === "refused") return { status: "signed-out", message: signedIn.message };
  const { status, body } = await api.load();
  if (status === 401 && "error" in body)
    return { status: "signed-out", message: body.error, ...("signIn" in body && body.signIn ? { signIn: body.signIn } : {}) };
  if (status !== 200 || "error" in body) throw new Error(("error" in body ? body.error : undefined) ?? `The editor server answered ${status}.`);
  if ("problems" in body) return { status: "unreadable", file: body.file, problems: body.problems };
  const parsed = parseData(body.text, body.file);
  if (parsed.status !== "parsed") return { status: "unreadable", file: body.file, problems: parsed.problems, more: parsed.more };
  openedFrom(parsed.data, body.text);
  return { status: "open", loaded: body, document: parsed.data };
}
