// The editor's checks, which its worker (check-worker.ts) runs off the page's thread: the text the
// file would have if saved now (minimal edits to the text on disk, so line:column are the saved
// file's), then what `pages validate` and `pages lint` run on it, the same code: the content core's validation, then the lint engine. No
// request leaves the browser: pictures are looked up in the list of public/ the server sent, and
// where the lead store would be published is the server's answer for the store the file named
// when it was loaded.
import { editedText, validateText, type Diagnostic, type SchemaValidator, type ValidationContext } from "../foundation/content/index.ts";
import { lintValidation } from "../lint/index.ts";
import type { LeadStoreAnswer } from "./api.ts";

/** What the checks read from the server: the file's text on disk, the pictures of public/, where the lead store is. */
export interface CheckContext {
  baseText: string;
  publicFiles: readonly string[];
  file: string;
  leadStore: LeadStoreAnswer | null;
}

export interface CheckRequest extends CheckContext {
  id: number;
  document: unknown;
  /** The schema's compiled validator: in the browser the one built into the editor's bundle. */
  schema: SchemaValidator;
}

export interface CheckAnswer {
  id: number;
  text: string;
  /** Validate's problems; while there are any, the file is not linted. */
  problems: Diagnostic[];
  /** How many problems there are beyond those listed. */
  more: number;
  /** The lint's findings, for a valid file. */
  findings: Diagnostic[];
  /** Whether the lint ran: it reads the site as visitors see it, so it waits for a file with no errors. */
  linted: boolean;
}

/** What validation is given in the browser: the compiled schema, and the server's answers about the disk. */
export function browserValidation(request: Pick<CheckRequest, "publicFiles" | "leadStore" | "schema">): ValidationContext {
  const { schema } = request;
  const pictures = new Set(request.publicFiles);
  const { leadStore } = request;
  return {
    schema,
    project: {
      isMissingPicture: (address) => !pictures.has(address),
      publishedStore: (storeFile) => (leadStore && leadStore.storeFile === storeFile ? leadStore.published : null),
    },
  };
}

/** Checks the document as it would be saved now. */
export function checkDocument(request: CheckRequest): CheckAnswer {
  const text = editedText(request.baseText, request.document);
  const result = validateText(text, request.file, browserValidation(request));
  const run = lintValidation(result);
  return {
    id: request.id,
    text,
    problems: result.problems,
    more: result.more?.count ?? 0,
    findings: run.status === "linted" ? run.result.findings : [],
    linted: run.status === "linted",
  };
}
