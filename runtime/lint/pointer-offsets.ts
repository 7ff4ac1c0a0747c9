// Where values start in a JSON text, for many JSON pointers in one pass. A full syntax tree of a
// large pages.json takes most of a second to build; this reads only the path to each wanted value
// and skips everything else character by character.
import { pointerSegments } from "../foundation/content/index.ts";

interface Step {
  children: Map<string, Step>;
  offset: number | null;
}

const [QUOTE, BACKSLASH, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA] = [34, 92, 123, 125, 91, 93, 44];

/** The offset of each pointer's value; a pointer that does not exist gets its closest existing parent's. */
export function pointerOffsets(text: string, pointers: Iterable<string>): Map<string, number> {
  const root: Step = { children: new Map(), offset: null };
  const wanted = new Map<string, Step[]>();
  for (const pointer of pointers) {
    if (wanted.has(pointer)) continue;
    const path = [root];
    for (const segment of pointerSegments(pointer)) {
      const parent = path[path.length - 1] as Step;
      let step = parent.children.get(String(segment));
      if (!step) parent.children.set(String(segment), (step = { children: new Map(), offset: null }));
      path.push(step);
    }
    wanted.set(pointer, path);
  }

  const length = text.length;
  let at = 0;
  const skipSpace = () => {
    for (let code = text.charCodeAt(at); code === 32 || code === 10 || code === 13 || code === 9; code = text.charCodeAt(++at));
  };
  const skipString = () => {
    for (at++; at < length; at++) {
      const code = text.charCodeAt(at);
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) {
        at++;
        return;
      }
    }
  };
  const readKey = (): string => {
    const start = at;
    skipString();
    const raw = text.slice(start, at);
    return raw.includes("\\") ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  };
  const skipValue = () => {
    const code = text.charCodeAt(at);
    if (code === QUOTE) return skipString();
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      let depth = 0;
      while (at < length) {
        const current = text.charCodeAt(at);
        if (current === QUOTE) {
          skipString();
          continue;
        }
        if (current === OPEN_BRACE || current === OPEN_BRACKET) depth++;
        else if (current === CLOSE_BRACE || current === CLOSE_BRACKET) {
          depth--;
          if (depth === 0) {
            at++;
            return;
          }
        }
        at++;
      }
      return;
    }
    for (let current = code; at < length && current !== COMMA && current !== CLOSE_BRACE && current !== CLOSE_BRACKET; current = text.charCodeAt(++at));
  };
  const visit = (step: Step) => {
    step.offset = at;
    if (step.children.size === 0) return skipValue();
    const code = text.charCodeAt(at);
    if (code !== OPEN_BRACE && code !== OPEN_BRACKET) return skipValue();
    const close = code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
    at++;
    for (let index = 0; at < length; index++) {
      skipSpace();
      if (text.charCodeAt(at) === close) break;
      let key = String(index);
      if (close === CLOSE_BRACE) {
        key = readKey();
        skipSpace();
        at++; // the colon
        skipSpace();
      }
      const child = step.children.get(key);
      if (child) visit(child);
      else skipValue();
      skipSpace();
      if (text.charCodeAt(at) === COMMA) at++;
    }
    at++;
  };
  skipSpace();
  visit(root);

  const offsets = new Map<string, number>();
  for (const [pointer, path] of wanted) {
    const found = path.filter((step) => step.offset !== null).pop();
    offsets.set(pointer, found?.offset ?? 0);
  }
  return offsets;
}
