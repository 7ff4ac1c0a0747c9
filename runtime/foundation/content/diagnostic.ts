// One diagnostic: what validate and lint find in pages.json, in one shape, for the CLI's formats,
// the dev server's overlay and the visual editor alike. A stable code names what kind of problem
// it is (a lint rule's id, a catalogue entry's id); the message id and data say which words were
// chosen and what filled them, so tests and programs need not read the sentence. Other places a
// diagnostic names (the other side of a contradiction) are data, `related`, never positions
// spliced into the message: each format prints them its own way.

export type Severity = "error" | "warning";

/** A place in a file: its JSON pointer and its line:column (both 0 for a place outside the file). */
export interface Place {
  file: string;
  /** JSON pointer to the place in pages.json ("" for the whole file). */
  pointer: string;
  line: number;
  column: number;
}

/** Another place a diagnostic names, with the words that name it in the message ("on /about"). */
export interface RelatedPlace {
  place: Place;
  message: string;
}

export interface Diagnostic {
  /** A lint rule's id, or the id of validate's message catalogue entry. */
  code: string;
  severity: Severity;
  /** Which of the code's messages it is, and the values filled into it: what tests assert. */
  messageId: string;
  data: Readonly<Record<string, string | number>>;
  /** The message as people read it; the places in `related` are named in words, without position. */
  message: string;
  /** The message in the staff's words, where it differs: no key, syntax or folder of the file (RuleMeta.staffMessages). */
  staffMessage?: string;
  place: Place;
  related: readonly RelatedPlace[];
  /** Every route it shows on, in the order of the site (a family template reaches many); none for validate's. */
  routes: readonly string[];
}

/** A diagnostic of validate before its position is looked up: the message, and where it is. */
export interface Finding {
  /** What kind of problem; the check that found it says so when left out. */
  code?: string;
  messageId?: string;
  data?: Readonly<Record<string, string | number>>;
  message: string;
  /** The message in the staff's words, where the check has them. */
  staffMessage?: string;
  pointer: string;
  /** Point at the property name rather than its value (unknown properties). */
  atKey?: boolean;
  /** Where it is when the pointer cannot say (the second of two properties with one name). */
  offset?: number;
  /** About something outside the file, such as an environment variable: no line or column. */
  outsideFile?: boolean;
}

/** Problems found beyond the ones listed. */
export interface MoreProblems {
  count: number;
  /** The check stopped counting: there are at least this many. */
  atLeast: boolean;
}

/** An error of validate: a place and a message, no routes, nothing related. */
export function fileError(code: string, message: string, place: Place, messageId = code, data: Diagnostic["data"] = {}): Diagnostic {
  return { code, severity: "error", messageId, data, message, place, related: [], routes: [] };
}

/** A piece of a message: its own words, or the words that name a related place (its index in `related`). */
export type MessagePart = string | { related: RelatedPlace; index: number };

/**
 * The message in pieces, each related place apart where its words stand. The words are looked for
 * in order, each after the one before, and only as whole words; a place whose words are not found
 * comes at the end, in brackets.
 */
export function messageParts(diagnostic: Pick<Diagnostic, "message" | "related">): MessagePart[] {
  const { message } = diagnostic;
  const parts: MessagePart[] = [];
  const missing: MessagePart[] = [];
  let from = 0;
  diagnostic.related.forEach((related, index) => {
    const at = wordsAt(message, related.message, from);
    if (at < 0) {
      missing.push(...(missing.length > 0 ? ["; "] : []), { related, index });
      return;
    }
    parts.push(message.slice(from, at), { related, index });
    from = at + related.message.length;
  });
  parts.push(message.slice(from));
  if (missing.length > 0) parts.push(" (", ...missing, ")");
  return parts.filter((part) => part !== "");
}

/** The diagnostic as the staff read it (the editor, the admin): its message in their words where it has them. */
export function inStaffWords<D extends Pick<Diagnostic, "message" | "staffMessage">>(diagnostic: D): D {
  return diagnostic.staffMessage === undefined ? diagnostic : { ...diagnostic, message: diagnostic.staffMessage };
}

/** The message with each related place named by `name` where its words stand ("on /about (pages.json:1318:51)"). */
export function messageWithPlaces(diagnostic: Pick<Diagnostic, "message" | "related">, name: (related: RelatedPlace, index: number) => string): string {
  return messageParts(diagnostic)
    .map((part) => (typeof part === "string" ? part : name(part.related, part.index)))
    .join("");
}

function wordsAt(text: string, words: string, from: number): number {
  if (words === "") return -1;
  for (let at = text.indexOf(words, from); at >= 0; at = text.indexOf(words, at + 1)) {
    const next = text[at + words.length];
    if (next === undefined || !/[\w/.-]/.test(next) || (next === "." && !/\w/.test(text[at + words.length + 1] ?? ""))) return at;
  }
  return -1;
}

/** "pages.json:12:5", or just the file for a place outside it. */
export function placeName(place: Place): string {
  return place.line > 0 ? `${place.file}:${place.line}:${place.column}` : place.file;
}

/** The message as people read it on one line: each related place followed by its position. */
export function messageInWords(diagnostic: Pick<Diagnostic, "message" | "related">): string {
  return messageWithPlaces(diagnostic, (related) => `${related.message} (${placeName(related.place)})`);
}
