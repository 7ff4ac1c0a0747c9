// Numbers as the claims read them: an Urdu text may write its digits in Urdu (۰-۹) or Arabic-Indic
// (٠-٩) form, with the Arabic decimal (٫), thousands (٬) and percent (٪) signs. Every claim reads a
// text through westernDigits, so "۲۰۰۸" is the year 2008 wherever a number is read.

const digitZeros = [0x06f0, 0x0660];
const otherDigits = /[\u06f0-\u06f9\u0660-\u066c]/;

/** The text with Urdu and Arabic-Indic digits and number signs written as 0-9 . , %: one character for one, so an index into it is an index into the text. */
export function westernDigits(text: string): string {
  if (!otherDigits.test(text)) return text;
  return text.replace(/[\u06f0-\u06f9\u0660-\u066c]/g, (character) => {
    const code = character.charCodeAt(0);
    const zero = digitZeros.find((start) => code >= start && code <= start + 9);
    if (zero !== undefined) return String(code - zero);
    return character === "\u066b" ? "." : character === "\u066c" ? "," : "%";
  });
}
