// years-in-business: "15 years of experience" and "8+ years in the business" cannot both be true,
// nor "15 years" and "founded in 2015" when the text was written in 2023.
import { businessYears } from "../claims/business-years.ts";
import { ClaimSet } from "../claims/claim-set.ts";
import { describeOthers } from "../claims/describe-others.ts";
import { foundingYears } from "../claims/founding-years.ts";
import { defineRule } from "../define-rule.ts";
import { placeAt } from "../text-index.ts";

/** The whole years in business a claim allows: "8+" stands for 8 to 10, not for any number above 8. */
interface Span {
  min: number;
  max: number;
}

type Said = { kind: "years"; wording: string; span: Span } | { kind: "founded"; year: number; span: Span };

function overlaps(a: Span, b: Span): boolean {
  return a.min <= b.max && b.min <= a.max;
}

export const yearsInBusiness = defineRule({
  name: "years-in-business",
  meta: {
    kind: "contradiction",
    description: '"N years" of experience that disagree with each other or with a founding year, counted to the reference year.',
    defaultLevel: "error",
    messages: {
      conflict: "{{years}} in business here, but {{others}}",
    },
  },
  create(context) {
    const year = context.referenceYear;
    const key = (said: Said) => (said.kind === "years" ? `y${said.wording}` : `f${said.year}`);
    const claims = new ClaimSet<Said>(key);
    for (const item of context.texts.prose) {
      for (const claim of businessYears(item.text, item.language)) {
        const span = { min: claim.years, max: claim.atLeast ? claim.years + 2 : claim.years };
        claims.add(placeAt(item, claim.index), item.routes, { kind: "years", wording: claim.wording, span });
      }
      // Founded in 2015 is 7 or 8 whole years by 2023, depending on the month.
      for (const claim of foundingYears(item.text, item.language)) {
        claims.add(placeAt(item, claim.index), item.routes, {
          kind: "founded",
          year: claim.year,
          span: { min: year - claim.year - 1, max: year - claim.year },
        });
      }
    }
    const all = claims.list();
    const label = (said: Said) => (said.kind === "years" ? said.wording : `founded in ${said.year}, ${year - said.year} years by ${year},`);
    // Founding years that disagree with each other are founding-year's to report; here each
    // "N years" is checked against the other "N years" and against every founding year.
    for (const claim of all) {
      if (claim.value.kind !== "years") continue;
      const span = claim.value.span;
      const others = all.filter((other) => other !== claim && key(other.value) !== key(claim.value) && !overlaps(span, other.value.span));
      if (others.length === 0) continue;
      const named = describeOthers(context, others, label);
      context.report({
        messageId: "conflict",
        data: { years: claim.value.wording, others: named.text },
        related: named.related,
        place: claim.place,
        routes: claim.routes,
      });
    }
  },
});
