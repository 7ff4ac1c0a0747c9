// Every lint rule, by name. A rule file that is not listed here never runs: rules.test.ts checks
// that each file in this folder is, and that each rule is described in the schema and in docs/rules/.
import type { LintRules } from "../../../schema/index.ts";
import type { Rule } from "../define-rule.ts";
import type { Messages } from "../messages.ts";
import { deadAction } from "./dead-action.ts";
import { foundingYear } from "./founding-year.ts";
import { numberClaim } from "./number-claim.ts";
import { officeLocation } from "./office-location.ts";
import { missingTranslation } from "./missing-translation.ts";
import { phoneNumber } from "./phone-number.ts";
import { placeholderText } from "./placeholder-text.ts";
import { seoDescription } from "./seo-description.ts";
import { seoTitle } from "./seo-title.ts";
import { slugSpelling } from "./slug-spelling.ts";
import { staleTranslation } from "./stale-translation.ts";
import { terminology } from "./terminology.ts";
import { transitTime } from "./transit-time.ts";
import { uncheckedFacts } from "./unchecked-facts.ts";
import { unlinkedCity } from "./unlinked-city.ts";
import { untranslatedCopy } from "./untranslated-copy.ts";
import { yearsInBusiness } from "./years-in-business.ts";

export const rules = {
  "founding-year": foundingYear,
  "years-in-business": yearsInBusiness,
  "transit-time": transitTime,
  "office-location": officeLocation,
  "phone-number": phoneNumber,
  "number-claim": numberClaim,
  "unlinked-city": unlinkedCity,
  "slug-spelling": slugSpelling,
  "dead-action": deadAction,
  "seo-title": seoTitle,
  "seo-description": seoDescription,
  "placeholder-text": placeholderText,
  "missing-translation": missingTranslation,
  "stale-translation": staleTranslation,
  "untranslated-copy": untranslatedCopy,
  terminology,
  "unchecked-facts": uncheckedFacts,
} satisfies { readonly [name: string]: Rule<string, Messages> };

export type RuleId = keyof typeof rules;

// Each rule is listed under its own name, and lint.rules in the schema knows exactly these rules:
// a mismatch either way does not compile.
type Misnamed = { [K in RuleId]: (typeof rules)[K]["name"] extends K ? never : K }[RuleId];
type MissingFromSchema = Exclude<RuleId, keyof LintRules>;
type MissingFromRegistry = Exclude<keyof LintRules, RuleId>;
type Consistent<Mismatch extends never> = Mismatch;
export type RegistryCheck = [Consistent<Misnamed>, Consistent<MissingFromSchema>, Consistent<MissingFromRegistry>];
