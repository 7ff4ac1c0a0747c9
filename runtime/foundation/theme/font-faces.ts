// The typefaces the site serves, one per script, as plain data: what the theme, the servers, the
// build and the editor need to know of them, without React (the face is set by language-fonts.tsx).
// A language's script comes from its code: Urdu is written in Nastaliq; Arabic, Persian and Pashto in
// Naskh; any other language in the reader's own fonts. pages.json may name another
// (`languages[].font`), or "none".

export interface Typeface {
  /** Its name in the package and in file names (dist/assets/noto-nastaliq-urdu-<hash>.woff2), and as `languages[].font` names it. */
  id: string;
  /** The languages written in this script, by the first part of their code (ur, ur-PK and ur-IN are Urdu). */
  languages: readonly string[];
  family: string;
  /**
   * Fonts the reader's device likely has for the same script, for the moment before it arrives,
   * ahead of the site's own list (tokens.ts `fontFamily`, which starts with system-ui: on Windows
   * Segoe UI, which has Arabic letters). Each family named here that a device lacks is one more
   * lookup for every size and weight on the page's first layout, so the list names only what
   * system-ui does not already give: on an Urdu page, "Segoe UI" and Tahoma made that layout about a
   * fifth longer with a phone's fonts (28 ms against 23, medians of 12 loads).
   */
  fallback: string;
  /** The line heights (tokens.ts `leading`) its letters need: Arabic letters reach above and below the line, Nastaliq's stack diagonally and reach farthest. */
  leading: { tight: number; snug: number; normal: number; relaxed: number };
}

export const typefaces = {
  nastaliq: {
    id: "noto-nastaliq-urdu",
    languages: ["ur"],
    family: "Noto Nastaliq Urdu",
    fallback: '"Noto Naskh Arabic"',
    leading: { tight: 1.75, snug: 1.9, normal: 2.1, relaxed: 2.2 },
  },
  naskh: {
    id: "noto-naskh-arabic",
    languages: ["ar", "fa", "ps"],
    family: "Noto Naskh Arabic",
    fallback: '"Geeza Pro"',
    leading: { tight: 1.4, snug: 1.55, normal: 1.8, relaxed: 1.9 },
  },
} as const satisfies Record<string, Typeface>;

export type Script = keyof typeof typefaces;
export type FontId = (typeof typefaces)[Script]["id"];

const byId = new Map<string, Typeface>(Object.values(typefaces).map((face) => [face.id, face]));

/** Each typeface by its id: the family, fallback, line heights and file of the font a page names. */
export function typefaceById(id: FontId): Typeface {
  return byId.get(id)!;
}

/** Whether a name is one of the typefaces' ids (a file name asked of a server, for example). */
export function isFontId(name: string): name is FontId {
  return byId.has(name);
}

/** The script a language is written in, by its code (ur-PK is ur), or null for one the site sets in the reader's fonts. */
export function scriptOf(code: string): Script | null {
  const language = code.split("-")[0]!.toLowerCase();
  const found = (Object.keys(typefaces) as Script[]).find((script) => (typefaces[script].languages as readonly string[]).includes(language));
  return found ?? null;
}

/** The typeface a language's pages are set in: the one pages.json names for it, else its script's; null for the reader's own. */
export function fontOf(language: { readonly code: string; readonly font?: string }): FontId | null {
  if (language.font === "none") return null;
  if (language.font !== undefined && isFontId(language.font)) return language.font;
  const script = scriptOf(language.code);
  return script ? typefaces[script].id : null;
}

/** A language's font on its pages: where the build put it (cut down to the site's letters). */
export interface PageFont {
  id: FontId;
  url: string;
}

/** Where the browser keeps the address of the font file it has fetched, so later pages know it has it. */
export const fetchedKey = "pages-font";
/** Set on <html> when the text may be drawn in the font: its file is in the browser's cache. */
export const readyAttribute = "data-font";

/**
 * The script at the top of each page in a language with a font (written into the page's HTML, so
 * pages in other languages carry none of it). Before anything is drawn, it lets the text be set in
 * the font when an earlier page has fetched the file, which then comes from the browser's cache at
 * once. Otherwise the page draws the reader's own font, and the file is fetched into the cache when
 * the reader first scrolls, touches the screen or presses a key: by then the page has its pictures
 * and code, and the reader is reading it, which takes longer than fetching 100 KB. It is fetched, not
 * read as a font: reading a Nastaliq file is a long task of its own, which this page need not wait for.
 */
export function fontReadyScript(font: PageFont): string {
  const url = JSON.stringify(font.url);
  const key = JSON.stringify(fetchedKey);
  return (
    "<script>try{var d=document.documentElement;" +
    `if(localStorage.getItem(${key})===${url})d.setAttribute(${JSON.stringify(readyAttribute)},"ready");` +
    'else{var e=["scroll","pointerdown","touchstart","keydown"],f=function(){' +
    "e.forEach(function(n){removeEventListener(n,f,true)});" +
    `fetch(${url}).then(function(r){return r.ok&&r.arrayBuffer()}).then(function(b){if(b)localStorage.setItem(${key},${url})}).catch(function(){})};` +
    "e.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})})}" +
    "}catch(e){}</script>"
  );
}
