// A lint rule, typescript-eslint style: meta with messages, and create(context) that reports by
// message id. The data each message needs is read from its {{placeholders}}, so a report that
// forgets one, or names a message that does not exist, does not compile.
import type { Messages } from "./messages.ts";
import type { RuleContext } from "./rule-context.ts";

export interface RuleMeta<M extends Messages> {
  /** contradiction: two places say different things; problem: something is broken; suggestion: could be better. */
  kind: "contradiction" | "problem" | "suggestion";
  /** One sentence, also the rule's description in schema/pages.schema.json and its doc page. */
  description: string;
  defaultLevel: "error" | "warn";
  messages: M;
}

export interface Rule<Name extends string = string, M extends Messages = Messages> {
  name: Name;
  meta: RuleMeta<M>;
  create(context: RuleContext<M>): void;
}

export function defineRule<const Name extends string, const M extends Messages>(rule: Rule<Name, M>): Rule<Name, M> {
  return rule;
}
