// The shape of a check, ESLint's (typescript-eslint's createRule): meta with message ids, and
// create(context), which reports by message id with the values that fill the message's
// {{placeholders}}, never free text. The lint's rules (runtime/lint/) and validate's structure
// checks (checks/) are both made in it, each with the context its runner gives.

export type Messages = Readonly<Record<string, string>>;

type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a message's {{placeholders}} are filled with. */
export type MessageData<Text extends string> = { readonly [Name in Placeholders<Text>]: string | number };

export interface RuleMeta<M extends Messages> {
  /** contradiction: two places say different things; problem: something is broken; suggestion: could be better. */
  kind: "contradiction" | "problem" | "suggestion";
  /** One sentence, also the rule's description in its doc page (and, for a lint rule, in schema/pages.schema.json). */
  description: string;
  defaultLevel: "error" | "warn";
  messages: M;
  /**
   * The messages in the words of the company's staff, who edit in the browser and never see the file
   * (the editor, the admin's Publish page), where `messages` name what only the file has: a key
   * ("href", "slug"), its syntax, a fingerprint, a folder. Same ids, and no {{placeholder}} the message
   * of the same id lacks; a message left out here is everyone's.
   */
  staffMessages?: { readonly [Id in keyof M]?: string };
}

/** A message of a rule filled in, and the staff's words for it when the rule has them. */
export function filledMessages(
  meta: Pick<RuleMeta<Messages>, "messages" | "staffMessages">,
  messageId: string,
  data: Readonly<Record<string, string | number>>,
): { message: string; staffMessage?: string } {
  const message = fillMessage(meta.messages[messageId] ?? messageId, data);
  const staff = meta.staffMessages?.[messageId];
  return staff === undefined ? { message } : { message, staffMessage: fillMessage(staff, data) };
}

export interface RuleShape<Name extends string, M extends Messages, Context> {
  name: Name;
  meta: RuleMeta<M>;
  create(context: Context): void;
}

/** A message with its {{placeholders}} filled in. */
function fillMessage(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{([\w-]+)\}\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}
