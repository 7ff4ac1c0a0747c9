// number-claim: the same statistic about the company given as different figures.
import { ClaimSet } from "../claims/claim-set.ts";
import { describeOthers } from "../claims/describe-others.ts";
import { findConflicts } from "../claims/find-conflicts.ts";
import { statistics, type Statistic, type StatisticClaim } from "../claims/statistics.ts";
import { defineRule } from "../define-rule.ts";
import { isProse, placeAt } from "../text-index.ts";

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
  create(context) {
    const byStatistic = new Map<Statistic, ClaimSet<Figure>>();
    for (const item of context.texts.items) {
      if (!isProse(item)) continue;
      for (const claim of statistics(item)) {
        let claims = byStatistic.get(claim.statistic);
        if (!claims) byStatistic.set(claim.statistic, (claims = new ClaimSet<Figure>((figure) => figure.value)));
        claims.add(placeAt(item, claim.index), item.routes, { value: claim.value, written: claim.written });
      }
    }
    for (const [statistic, claims] of byStatistic) {
      const conflicts = findConflicts(claims.list(), { valueKey: (figure) => figure.value, compatible: (a, b) => a.value === b.value });
      for (const { claim, others } of conflicts) {
        context.report({
          messageId: "conflict",
          data: { statistic: statisticNames[statistic], value: claim.value.written, others: describeOthers(context, others, (figure) => figure.written) },
          place: claim.place,
          routes: claim.routes,
        });
      }
    }
  },
});
