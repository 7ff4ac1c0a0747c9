// "15 years of experience", "8+ years in the business", "over 10 years of service": how long the
// company has worked. A number of years without such words ("a 2 year warranty") is not one.

const pattern =
  /\b(?:(over|more\s+than)\s+)?(\d{1,3})(\+)?[\s-]*(?:years?|yrs)\b(?:\s+of)?(?:\s+(?:experience|expertise|service|trust|excellence)\b|\s+in\s+(?:the\s+)?(?:business|industry|trade|operation)\b)/gi;

export interface BusinessYears {
  index: number;
  years: number;
  /** Written as "8+" or "over 8": at least that many. */
  atLeast: boolean;
  /** As written, for messages: "8+ years". */
  wording: string;
}

export function businessYears(text: string): BusinessYears[] {
  if (!/year|yrs/i.test(text)) return [];
  return Array.from(text.matchAll(pattern), (match) => {
    const years = Number(match[2]);
    const atLeast = match[1] !== undefined || match[3] !== undefined;
    return { index: match.index, years, atLeast, wording: `${years}${atLeast ? "+" : ""} year${years === 1 && !atLeast ? "" : "s"}` };
  });
}
