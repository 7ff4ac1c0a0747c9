// The Add form's look ahead, run in the checking worker once typing pauses: the entry added to the
// file as it would be saved now (`addEntry`, the same code as `pages new`), then the file checked
// by the same validation as `pages validate`. What the form is told is what adding would break:
// the problems the file would have that it does not have now, besides the address the entry
// creates and the menus it would show in. Nothing here decides what is a problem.
import {
  addEntry,
  editedText,
  validateText,
  type Diagnostic,
  type NewEntryInput,
  type NewEntryRefusal,
  type NewEntryResult,
} from "../foundation/content/index.ts";
import { memoryPageSource } from "../data/index.ts";
import { browserValidation, type CheckRequest } from "./check-document.ts";

export interface AddPreviewRequest extends Omit<CheckRequest, "id"> {
  id: number;
  input: NewEntryInput;
}

export type AddPreview =
  | ({ status: "refused" } & NewEntryRefusal)
  | {
      status: "checked";
      /** A name or address another entry has: the entry is refused, and checked all the same for what else it would break. */
      taken: NewEntryRefusal | null;
      /** The entry as it would be added, its index in the family's entries, and the address it creates. */
      entry: Record<string, unknown>;
      index: number;
      route: string;
      /** The problems adding would bring: none means the entry may be added. */
      problems: Diagnostic[];
      /** Where the new page is linked from: the header menus and the footer columns that list it. */
      shownIn: string[];
    };

export interface AddPreviewAnswer {
  id: number;
  preview: AddPreview;
}

/** The problems of `after` that `before` does not have (the same check, message and place). */
export function newProblems(before: readonly Diagnostic[], after: readonly Diagnostic[]): Diagnostic[] {
  const key = (problem: Diagnostic) => JSON.stringify([problem.code, problem.messageId, problem.place.pointer, problem.data]);
  const had = new Map<string, number>();
  for (const problem of before) had.set(key(problem), (had.get(key(problem)) ?? 0) + 1);
  return after.filter((problem) => {
    const left = had.get(key(problem)) ?? 0;
    had.set(key(problem), left - 1);
    return left <= 0;
  });
}

// The problems of the file as it is, for the text last asked about: typing in the Add form leaves
// the document alone, so the file is validated once, not once per pause.
let known: { text: string; problems: Diagnostic[] } | null = null;

// The file's check says of a taken name or address what addEntry's refusal says already.
const sameMistake = new Set(["slugTaken", "nameTaken"]);

function refusalOf({ ok: _ok, message: _message, ...refusal }: Extract<NewEntryResult, { ok: false }>): NewEntryRefusal {
  return refusal;
}

export function previewAdd(request: AddPreviewRequest): AddPreviewAnswer {
  const context = browserValidation(request);
  const text = editedText(request.baseText, request.document);
  const first = addEntry(text, request.input);
  const taken = !first.ok && (first.reason === "name-taken" || first.reason === "slug-taken") ? refusalOf(first) : null;
  const added = taken ? addEntry(text, request.input, { evenIfTaken: true }) : first;
  if (!added.ok) return { id: request.id, preview: { status: "refused", ...refusalOf(added) } };
  if (known?.text !== text) known = { text, problems: validateText(text, request.file, context).problems };
  const after = validateText(added.text, request.file, context);
  let shownIn: string[] = [];
  if (after.status === "valid") {
    const { shell } = memoryPageSource(after.site);
    shownIn = [
      ...shell.secondary.menus.filter((menu) => menu.items.some((link) => link.href === added.route)).map((menu) => `the "${menu.label}" menu`),
      ...shell.footer.columns
        .filter((column) => column.links.some((link) => link.href === added.route))
        .map((column) => `the footer's "${column.title}" column`),
    ];
  }
  return {
    id: request.id,
    preview: {
      status: "checked",
      taken,
      entry: added.entry,
      index: added.index,
      route: added.route,
      problems: newProblems(known.problems, after.problems).filter((problem) => !(taken && sameMistake.has(problem.messageId))),
      shownIn,
    },
  };
}
