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
}

export interface RuleShape<Name extends string, M extends Messages, Context> {
  name: Name;
  meta: RuleMeta<M>;
  create(context: Context): void;
}

/** A message with its {{placeholders}} filled in. */
export function fillMessage(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{([\w-]+)\}\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}
