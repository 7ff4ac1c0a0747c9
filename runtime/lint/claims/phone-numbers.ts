// Phone numbers as written in texts, tel: links and phone fields, compared by their digits in
// international form: "+971 6 123 4567", "00971 6 1234567" and "06 123 4567" are one number, and so
// is "۰۶ ۱۲۳ ۴۵۶۷" in a text written with Urdu digits (named in messages with Western ones; the phone
// fields take Western digits only).
import { matchesIn } from "../../foundation/content/index.ts";
import { westernDigits } from "./digits.ts";

const inText = /(?<![\w+])(?:\+|00)\d{1,3}(?:[ -]?\d){6,12}(?!\d)|(?<![\w+-])0\d(?:[ -]?\d){7,8}(?![\d-])/g;

export interface PhoneNumber {
  index: number;
  written: string;
  /** International digits without + or 00, for example 97161234567. */
  digits: string;
}

export function normalizePhone(written: string): string {
  const digits = written.replace(/\D/g, "");
  if (written.trim().startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  // A UAE number written for local dialling: 04 ..., 050 ...
  if (digits.startsWith("0")) return `971${digits.slice(1)}`;
  return digits;
}

export function phoneNumbers(written: string): PhoneNumber[] {
  const text = westernDigits(written);
  if (!/\+\d|\b0\d/.test(text)) return [];
  return Array.from(matchesIn(text, inText), (match) => ({ index: match.index, written: match[0], digits: normalizePhone(match[0]) }));
}

/**
 * Why a number looks like a placeholder rather than a real line, or null. The last seven digits
 * are the subscriber's number: a straight run such as 1234567 or one digit over and over is what
 * people type when they do not have the number yet. Zeros are left alone: +971 4 000 0000 is how
 * this project writes example numbers, the way example.com is an example address.
 */
export function placeholderReason(digits: string): string | null {
  const subscriber = digits.slice(-7);
  if (subscriber.length < 7) return null;
  let rising = 1;
  let falling = 1;
  let longestRun = 1;
  for (let i = 1; i < subscriber.length; i++) {
    const step = Number(subscriber[i]) - Number(subscriber[i - 1]);
    rising = step === 1 ? rising + 1 : 1;
    falling = step === -1 ? falling + 1 : 1;
    longestRun = Math.max(longestRun, rising, falling);
  }
  if (longestRun >= 5) return "its digits count up or down";
  if (/([1-9])\1{5}/.test(subscriber)) return "it repeats one digit";
  return null;
}
