// Every match of a pattern in a text, for the readers that run a few patterns over each of a
// site's texts (half a million at 10,000 cities: the lint's fact rules, the templates' placeholders).
// String.prototype.matchAll copies the pattern for each text it is given; on a text with no match
// that copy costs two to four times the search itself (measured on Node 20).

/**
 * The matches of a global pattern in the text, in order, as matchAll gives them (an empty match
 * steps over one character, or one code point with the u flag). The pattern's lastIndex is left at 0.
 */
export function matchesIn(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new Error(`matchesIn needs a global pattern: /${pattern.source}/${pattern.flags}`);
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    found.push(match);
    if (match[0] === "") pattern.lastIndex += /[uv]/.test(pattern.flags) && (text.codePointAt(pattern.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
  pattern.lastIndex = 0;
  return found;
}
