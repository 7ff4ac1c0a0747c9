// Words of developers that the company's staff, who edit in the browser and never see the file,
// would not know: each with why. tests/e2e/editor/words.spec.ts looks for them on every screen of the
// editor; runtime/lint/staff-messages.test.ts in the words the checks say to the staff.
export const developerWords: readonly [RegExp, string][] = [
  [/pages\.json/i, "the file's name"],
  [/\bjson\b/i, "the file's format"],
  [/\bslugs?\b/i, "a developer's word for the end of an address"],
  // A time of day the company writes (opening hours, "for example 09:00") is the staff's own word.
  [/\b(?!(?:[01]?\d|2[0-3]):[0-5]\d\b)\d+:\d+\b/, "a line:column place of the file"],
  [/\bpages (validate|lint|build|serve|edit|new|add|translate)\b|\bnpx\b|`/i, "a command"],
  [/\blint\b/i, "a developer's word for the checks"],
  [/\btemplate\b/i, "a developer's word for the blocks a family shares"],
  [/\btrue\b|\bfalse\b|\bnull\b/, "a value of code"],
  [/\((?:[a-z]+-)+[a-z]+\)/, "a check's code name"],
  [/"[a-zA-Z]+"\s*:|\bhref\b|\btranslatedFrom\b/, "a key of the file"],
  [/\bfingerprint\b/i, "a developer's word for the mark a translation keeps"],
  [/\bpublic\//, "the project's folder"],
];

/** Each developer's word in the text, with why: "href (a key of the file)". */
export function developerWordsIn(text: string): string[] {
  return developerWords.filter(([word]) => word.test(text)).map(([word, why]) => `${word.exec(text)![0]} (${why})`);
}
