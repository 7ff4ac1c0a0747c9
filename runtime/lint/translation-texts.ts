// What the translation rules (missing-translation, stale-translation, untranslated-copy) share: the
// texts a translator writes (the schema's texts, runtime/foundation/content/translations.ts), each with the
// pages that show it, and how a text is quoted in a message.
import { routeTable, textsToTranslate, type TextToTranslate } from "../foundation/content/index.ts";
import type { RuleContext } from "./rule-context.ts";
import type { Messages } from "./messages.ts";

export interface TextOnPages extends TextToTranslate {
  /** The pages (in the first language) that show the text. */
  routes: readonly string[];
}

// Three rules ask for the same file's texts in one lint run: they are found once per file.
const found = new WeakMap<object, TextOnPages[]>();

/** Every text of the site a translator writes, with the pages that show it. */
export function translatedTexts(context: RuleContext<Messages>): TextOnPages[] {
  let texts = found.get(context.source);
  if (!texts) {
    texts = findTexts(context);
    found.set(context.source, texts);
  }
  return texts;
}

function findTexts(context: RuleContext<Messages>): TextOnPages[] {
  const [first] = context.languages;
  const table = routeTable(context.source).filter((route) => route.language === first && route.aliasOf === null);
  const everyPage = table.map((route) => route.path);
  const byEntry = new Map(table.map((route) => [route.source, [route.path]]));
  const byFamily = new Map<string, string[]>();
  for (const route of table) {
    const family = /^\/families\/[^/]+/.exec(route.source)?.[0];
    if (!family) continue;
    const routes = byFamily.get(family);
    if (routes) routes.push(route.path);
    else byFamily.set(family, [route.path]);
  }
  return textsToTranslate(context.source).map((text) => {
    const owner = /^\/(?:pages\/\d+|families\/[^/]+\/entries\/\d+)/.exec(text.pointer)?.[0];
    const family = /^\/families\/[^/]+/.exec(text.pointer)?.[0];
    // A page's or an entry's own text shows on its page; a family template's on its family's; the rest on every page.
    const routes = (owner ? byEntry.get(owner) : undefined) ?? (family ? byFamily.get(family) : undefined) ?? everyPage;
    return { pointer: text.pointer, value: text.value, routes };
  });
}

/** A text as a message quotes it: enough to recognise it. */
export const quoted = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
