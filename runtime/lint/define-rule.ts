// A lint rule, typescript-eslint style: meta with messages, and create(context) that reports by
// message id. The data each message needs is read from its {{placeholders}}, so a report that
// forgets one, or names a message that does not exist, does not compile. The shape is the core's
// (runtime/foundation/content/rule.ts), which validate's checks are made in too.
import type { Messages, RuleMeta, RuleShape } from "../foundation/content/index.ts";
import type { RuleContext } from "./rule-context.ts";

export type { RuleMeta };

export type Rule<Name extends string = string, M extends Messages = Messages> = RuleShape<Name, M, RuleContext<M>>;

export function defineRule<const Name extends string, const M extends Messages>(rule: Rule<Name, M>): Rule<Name, M> {
  return rule;
}
