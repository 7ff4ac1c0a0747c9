// transit-time: one way of shipping given day ranges that cannot both be true (12-15 days on one
// page, 40-100 days on another).
import { describeOthers } from "../claims/describe-others.ts";
import { findConflicts } from "../claims/find-conflicts.ts";
import { groupClaims } from "../claims/group-claims.ts";
import { transitTimes, type TransitMode } from "../claims/transit-times.ts";
import { defineRule } from "../define-rule.ts";

interface Range {
  mode: TransitMode;
  min: number;
  max: number;
}

const modeNames: Record<TransitMode, string> = {
  sea: "Sea freight",
  air: "Air freight",
  courier: "Courier",
  overall: "Delivery in general",
};

const written = (range: Range) => (range.min === range.max ? `${range.min} days` : `${range.min}-${range.max} days`);

export const transitTime = defineRule({
  name: "transit-time",
  meta: {
    kind: "contradiction",
    description: "Transit times for one way of shipping (sea freight, air freight, courier, or shipments overall) whose day ranges do not overlap.",
    defaultLevel: "error",
    messages: {
      conflict: "{{mode}} takes {{days}} here, but {{others}}",
    },
  },
  // Shaped like number-claim.ts: claims grouped by what they are about, then each group's conflicts reported.
  create(context) {
    const byMode = groupClaims(context.texts, {
      find: transitTimes,
      group: (claim) => claim.mode,
      value: (claim): Range => ({ mode: claim.mode, min: claim.min, max: claim.max }),
      valueKey: written,
    });
    for (const claims of byMode.values()) {
      const conflicts = findConflicts(claims.list(), { valueKey: written, compatible: (a, b) => a.min <= b.max && b.min <= a.max });
      for (const { claim, others } of conflicts) {
        const named = describeOthers(context, others, written);
        context.report({
          messageId: "conflict",
          data: { mode: modeNames[claim.value.mode], days: written(claim.value), others: named.text },
          related: named.related,
          place: claim.place,
          routes: claim.routes,
        });
      }
    }
  },
});
