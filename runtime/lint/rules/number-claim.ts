// number-claim: the same statistic about the company given as different figures.
import { describeOthers } from "../claims/describe-others.ts";
import { findConflicts } from "../claims/find-conflicts.ts";
import { groupClaims } from "../claims/group-claims.ts";
import { statistics, type Statistic, type StatisticClaim } from "../claims/statistics.ts";
import { defineRule } from "../define-rule.ts";

const statisticNames: Record<Statistic, string> = {
  customers: "Number of customers",
  packages: "Packages shipped",
  locations: "Service locations",
  "success-rate": "Delivery success rate",
  "insurance-cover": "Insurance cover",
};

type Figure = Pick<StatisticClaim, "value" | "written">;

export const numberClaim = defineRule({
  name: "number-claim",
  meta: {
    kind: "contradiction",
    description: "The same statistic (customers, packages shipped, service locations, delivery success rate, insurance cover) given different values.",
    defaultLevel: "error",
    messages: {
      conflict: "{{statistic}} given as {{value}} here, but {{others}}",
    },
  },
  // Shaped like transit-time.ts: claims grouped by what they are about, then each group's conflicts reported.
  create(context) {
    const byStatistic = groupClaims(context.texts, {
      find: statistics,
      group: (claim) => claim.statistic,
      value: (claim): Figure => ({ value: claim.value, written: claim.written }),
      valueKey: (figure) => figure.value,
    });
    for (const [statistic, claims] of byStatistic) {
      const conflicts = findConflicts(claims.list(), { valueKey: (figure) => figure.value, compatible: (a, b) => a.value === b.value });
      for (const { claim, others } of conflicts) {
        const named = describeOthers(context, others, (figure) => figure.written);
        context.report({
          messageId: "conflict",
          data: { statistic: statisticNames[statistic], value: claim.value.written, others: named.text },
          related: named.related,
          place: claim.place,
          routes: claim.routes,
        });
      }
    }
  },
});
