// The first words of a WhatsApp message to someone who sent a form: site.leads.replyGreeting in the
// language they sent it in, {name} replaced by the name they gave. The words are the company's, in
// pages.json, translated like the site's other texts; which languages there are is the file's data.
import type { Text } from "../../../schema/index.ts";
import { englishOf, fillText, wordsIn } from "../../foundation/content/index.ts";

/**
 * The greeting for a lead sent in `language` (its code; null when not known), or "" when the site
 * has none. A language the text has no words in gets the English, as the site's pages do.
 */
export function replyGreeting(text: Text | null | undefined, language: string | null, name: string): string {
  if (text === null || text === undefined) return "";
  const words = (language === null ? null : wordsIn(text, language)) ?? englishOf(text);
  // A name is typed by a stranger: no control or invisible character (a direction override) goes into the message.
  const shown = name.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return shown ? fillText(words, { name: shown }) : words.replace(/\s*\{name\}/g, "");
}
