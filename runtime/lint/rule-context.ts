// What a rule is given: the file, every text on the site, and a way to report.
import type { Collections, LanguageCode, LocalizedFile, PagesFile } from "../foundation/content/index.ts";
import type { MessageData, Messages } from "./messages.ts";
import type { TextIndex } from "./text-index.ts";
import type { Mention, TextPlace } from "./types.ts";

export interface ReportDescriptor<M extends Messages, Id extends keyof M & string> {
  messageId: Id;
  data: MessageData<M[Id]>;
  place: TextPlace;
  /** The routes the reported thing shows on. */
  routes: readonly string[];
  /** The other places the message names, each by the words it uses for it. */
  related?: readonly Mention[];
}

export interface RuleContext<M extends Messages> {
  /** pages.json in the site's first language. */
  readonly file: LocalizedFile;
  /** pages.json as it is written, every language side by side: what the translation rules read. */
  readonly source: PagesFile;
  /** pages.json in one of its languages (a text's `language`): its names and facts as that language writes them. */
  fileIn(language: LanguageCode): LocalizedFile;
  /** The site's languages, the first first. A rule about what a text is made of rather than what it says (a button with no target) reads the first language's texts only. */
  readonly languages: readonly LanguageCode[];
  /** Every text of the site after family expansion, with where it is written and where it shows. */
  readonly texts: TextIndex;
  /** Family entries as menus and lists show them, with their routes. */
  readonly collections: Collections;
  /** The year "N years" claims are counted to: lint.referenceYear, or the current year. */
  readonly referenceYear: number;
  report<Id extends keyof M & string>(descriptor: ReportDescriptor<M, Id>): void;
  /** Names another place by the pages it shows on ("on /about"), for a message and its related places. */
  describe(place: TextPlace, routes: readonly string[]): Mention;
}
