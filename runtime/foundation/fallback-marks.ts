// A text with no words yet in the language of the page (pages lint reports it: missing-translation)
// shows in the site's first language. The element that shows it says so as it renders: lang and dir
// of the first language on an element whose content is the text, so a screen reader switches voice
// and the Latin letters keep their order on a right-to-left page; lang alone on an element the text
// names or describes (alt, placeholder, aria-label, title). The texts are the page data's
// `englishTexts`, listed by runtime/data/ from what the content core knows fell back; each lookup is
// one Set lookup. A page in a fully translated language, and every first-language page, list none
// and get nothing extra.
import type { PageData, PageLanguage, ShellData } from "./site-data.ts";

export interface ContentMarks {
  lang?: string;
  dir?: PageLanguage["dir"];
}

export interface FallbackMarks {
  /** The attributes for the element whose content is `text`: the first language's lang and dir when it falls back, none otherwise. */
  (text: string | null | undefined): ContentMarks;
  /** The attribute for an element `text` names or describes (alt, placeholder, aria-label, title): lang when it falls back. */
  named(text: string | null | undefined): { lang?: string };
  /** Whether `text` is shown in the first language on a page of another language. */
  has(text: string | null | undefined): boolean;
}

// Shared by every element: React only reads the attributes spread from it.
const none = {};

/** Marks nothing: a first-language page, or a translated one. */
export const noFallbackMarks: FallbackMarks = Object.assign(() => none, { named: () => none, has: () => false });

/** The marks of a page: the texts of its shell and its data that fall back, in the first language's lang and dir. */
export function fallbackMarksOf(shell: Pick<ShellData, "languages" | "englishTexts">, data: Pick<PageData, "englishTexts">): FallbackMarks {
  const first = shell.languages[0];
  if (!first || (!shell.englishTexts?.length && !data.englishTexts?.length)) return noFallbackMarks;
  const texts = new Set([...(shell.englishTexts ?? []), ...(data.englishTexts ?? [])]);
  const content: ContentMarks = { lang: first.code, dir: first.dir };
  const named = { lang: first.code };
  const has = (text: string | null | undefined) => typeof text === "string" && texts.has(text);
  return Object.assign((text: string | null | undefined) => (has(text) ? content : none), {
    named: (text: string | null | undefined) => (has(text) ? named : none),
    has,
  });
}
