// founding-year: the company cannot have been founded in two different years.
import { ClaimSet } from "../claims/claim-set.ts";
import { describeOthers } from "../claims/describe-others.ts";
import { findConflicts } from "../claims/find-conflicts.ts";
import { foundingYears } from "../claims/founding-years.ts";
import { defineRule } from "../define-rule.ts";
import { placeAt } from "../text-index.ts";

export const foundingYear = defineRule({
  name: "founding-year",
  meta: {
    kind: "contradiction",
    description: 'Founding years written in the text ("established 2008", "founded in 2015", "since 2015") that disagree with each other.',
    defaultLevel: "error",
    messages: {
      conflict: "Founding year {{year}} here, but {{others}}",
    },
  },
  create(context) {
    const claims = new ClaimSet<number>(String);
    for (const item of context.texts.prose) {
      for (const claim of foundingYears(item.text, item.language)) claims.add(placeAt(item, claim.index), item.routes, claim.year);
    }
    const conflicts = findConflicts(claims.list(), { valueKey: String, compatible: (a, b) => a === b });
    for (const { claim, others } of conflicts) {
      const named = describeOthers(context, others, String);
      context.report({
        messageId: "conflict",
        data: { year: claim.value, others: named.text },
        related: named.related,
        place: claim.place,
        routes: claim.routes,
      });
    }
  },
});
