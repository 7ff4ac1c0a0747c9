// Where the Add form shows what adding would break: each problem the new entry brings (found by
// `addEntry` or by the file's validation, add-preview.ts) placed at the box it comes from, in words
// for the person filling the form in. The checks are the core's; this only places and words them.
import {
  kindSpecs,
  pointerSegments,
  type Diagnostic,
  type EntryKind,
  type KindSpec,
  type LanguageCode,
  type NewEntryRefusal,
} from "../foundation/content/index.ts";
import type { AddPreview } from "./add-preview.ts";

/** A box of the Add form: the name and the list in English, and in each other language of the site (name:ur). */
export type AddField = "name" | "slug" | "list" | "province" | "phone" | `name:${LanguageCode}` | `list:${LanguageCode}`;

/** The boxes of the Add form, in the order they are shown, for a site whose other languages are these. */
export function addFieldsFor(others: readonly LanguageCode[]): AddField[] {
  return ["name", ...others.map((code) => `name:${code}` as const), "slug", "list", ...others.map((code) => `list:${code}` as const), "province", "phone"];
}

/** The box of a text's words in a language: its English box, or its box in that language. */
const inLanguage = (field: "name" | "list", code: string | number | undefined): AddField =>
  typeof code === "string" && code !== "en" && code !== "translatedFrom" ? `${field}:${code}` : field;

/** The box a problem at `pointer` comes from, for an entry added at `entryPointer`; null for a problem of the whole entry or elsewhere. */
export function addFieldOf(pointer: string, entryPointer: string, spec: KindSpec): AddField | null {
  if (!pointer.startsWith(`${entryPointer}/`)) return null;
  const [property, item, language] = pointerSegments(pointer.slice(entryPointer.length));
  if (property === "slug") return "slug";
  if (property === "province") return "province";
  if (property === "officePhone") return "phone";
  // A translated text is { en, ur, translatedFrom }: its words in a language are that language's box, the rest the English one.
  if (property === spec.nameField) return inLanguage("name", item);
  if (spec.list && property === spec.list.field) return inLanguage("list", language);
  return null;
}

/** A problem of the file, in the words of the form (the box it shows at names the field). */
export function problemWords(problem: Pick<Diagnostic, "messageId" | "message" | "data">): string {
  const { data } = problem;
  switch (problem.messageId) {
    case "invalid-slug":
      return `Use only lower-case letters, digits and single hyphens, with no spaces: for example "${data.example}".`;
    case "listed-twice":
      return `${data.item} is listed twice; each one must be different.`;
    case "slugTaken":
      return `${data.other} already has this page address; choose another ending.`;
    case "addressTaken":
      return `The page address ${data.path} is already used by ${data.owner}; choose another ending.`;
    default:
      return problem.message;
  }
}

/** Why `addEntry` refused the entry, in the words of the form. */
export function refusalWords(refusal: NewEntryRefusal, kind: EntryKind): string {
  switch (refusal.reason) {
    case "no-name":
      return `Give the ${kind === "area" ? "area" : "city"}'s name.`;
    case "no-slug":
      return `Write the end of the page address in letters or digits, for example "mardan".`;
    case "name-taken":
      return `There is already a${kind === "destination" ? "" : "n"} ${kind} called ${refusal.data.name}.`;
    case "slug-taken":
      return `${refusal.data.name} already has this page address; choose another ending.`;
    case "list-count":
      return `Give as many neighbourhoods in ${refusal.data.language} (${refusal.data.given}) as in English (${refusal.data.english}), in the same order.`;
    case "province-not-destination":
      return "Only a city in Pakistan has a province.";
    case "no-family":
      return `This site has no list of ${kind}s to add to.`;
  }
}

export interface PlacedProblems {
  /** What each box must change, in words. */
  at: Partial<Record<AddField, string[]>>;
  /** What no single box is the cause of. */
  elsewhere: string[];
}

/** The problems adding would bring, placed at their boxes. */
export function placeProblems(problems: readonly Diagnostic[], entryPointer: string, spec: KindSpec): PlacedProblems {
  const placed: PlacedProblems = { at: {}, elsewhere: [] };
  for (const problem of problems) {
    const field = addFieldOf(problem.place.pointer, entryPointer, spec);
    const words = problemWords(problem);
    if (field) placed.at[field] = [...(placed.at[field] ?? []), words];
    else placed.elsewhere.push(words);
  }
  return placed;
}

/** A refusal of `addEntry`, at its box. */
function placeRefusal(refusal: NewEntryRefusal, kind: EntryKind): PlacedProblems {
  const words = refusalWords(refusal, kind);
  const field = refusal.reason === "list-count" ? inLanguage("list", refusal.language) : refusal.field;
  return field ? { at: { [field]: [words] }, elsewhere: [] } : { at: {}, elsewhere: [words] };
}

/** What the look ahead found for an entry of `kind` added to the list at `entriesPointer`, at its boxes: a taken name or address first. */
export function placePreview(preview: AddPreview, entriesPointer: string, kind: EntryKind): PlacedProblems {
  if (preview.status === "refused") return placeRefusal(preview, kind);
  const placed = placeProblems(preview.problems, `${entriesPointer}/${preview.index}`, kindSpecs[kind]);
  if (!preview.taken) return placed;
  const taken = placeRefusal(preview.taken, kind);
  const at = { ...placed.at };
  for (const [field, words] of Object.entries(taken.at) as [AddField, string[]][]) at[field] = [...words, ...(placed.at[field] ?? [])];
  return { at, elsewhere: [...taken.elsewhere, ...placed.elsewhere] };
}
