// A check of validate in the shape of a lint rule (../rule.ts): meta with message ids, and
// create(context), which reports by message id and data at a JSON pointer. What it is given is the
// file as the schema accepted it and what the project's folder holds; what it reports is an error
// of `pages validate`, its code the check's name.
import type { PagesFile } from "../../../../schema/index.ts";
import type { ProjectFiles } from "../project-files.ts";
import type { MessageData, Messages, RuleShape } from "../rule.ts";

export interface CheckReport<M extends Messages, Id extends keyof M & string> {
  messageId: Id;
  data: MessageData<M[Id]>;
  /** JSON pointer of what is wrong. */
  pointer: string;
  /** Point at the property's name rather than its value (a name that is itself the mistake). */
  atKey?: boolean;
  /** About something outside the file, such as an environment variable: no line or column. */
  outsideFile?: boolean;
}

export interface CheckContext<M extends Messages> {
  /** pages.json as it is written, in the shape the schema describes (a check never trusts more than that). */
  readonly file: PagesFile;
  /** What the project's folder holds: pictures in public/, where the lead store would be published. */
  readonly project: ProjectFiles;
  report<Id extends keyof M & string>(descriptor: CheckReport<M, Id>): void;
}

export type Check<Name extends string = string, M extends Messages = Messages> = RuleShape<Name, M, CheckContext<M>>;

export function defineCheck<const Name extends string, const M extends Messages>(check: Check<Name, M>): Check<Name, M> {
  return check;
}
