// The editor's checks, off the page's thread: the text the file would have if saved now (minimal
// edits to the text on disk, so line:column are the ones the saved file will have), then the content
// core's validation of it, the same code `pages validate` runs. Pictures are looked up in the list
// of public/ the server sent; where the lead store would be published needs the disk, so the
// server's check (POST /api/lint) says that.
import { Ajv2020 } from "ajv/dist/2020.js";
import { createAjv, editedText, loadSchemas, schemaValidator, validateText, type Diagnostic, type SchemaValidator } from "../foundation/content/index.ts";

export interface CheckRequest {
  id: number;
  baseText: string;
  document: unknown;
  publicFiles: readonly string[];
  file: string;
}

export interface CheckAnswer {
  id: number;
  text: string;
  problems: Diagnostic[];
  /** How many problems there are beyond those listed. */
  more: number;
}

let schema: SchemaValidator | undefined;

function check(request: CheckRequest): CheckAnswer {
  schema ??= schemaValidator(createAjv(Ajv2020).compile(loadSchemas().root));
  const pictures = new Set(request.publicFiles);
  const text = editedText(request.baseText, request.document);
  const result = validateText(text, request.file, {
    schema,
    project: { isMissingPicture: (address) => !pictures.has(address), publishedStore: () => null },
  });
  return { id: request.id, text, problems: result.problems, more: result.more?.count ?? 0 };
}

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  self.postMessage(check(event.data));
};
