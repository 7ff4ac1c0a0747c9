// validate's checks made as rules (define-check.ts), by name: each has its doc page in docs/rules/
// and its tests with testCheck (testing/check-tester.ts). They run under `pages validate` as
// errors, after the schema; their names are the codes of what they report.
import { brokenLink } from "./broken-link.ts";
import { duplicateAddress } from "./duplicate-address.ts";
import { languages } from "./languages.ts";
import { missingPicture } from "./missing-picture.ts";
import { placeholders } from "./placeholders.ts";
import { publishedLeadStore } from "./published-lead-store.ts";
import { reservedAddress } from "./reserved-address.ts";
import type { Check } from "./define-check.ts";
import type { Messages } from "../rule.ts";

export const checks = {
  "reserved-address": reservedAddress,
  "broken-link": brokenLink,
  "duplicate-address": duplicateAddress,
  "missing-picture": missingPicture,
  languages,
  placeholders,
  "published-lead-store": publishedLeadStore,
} satisfies { readonly [name: string]: Check<string, Messages> };

export type CheckId = keyof typeof checks;
