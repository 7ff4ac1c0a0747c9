// What a new password must be, after OWASP ASVS 5.0 (V6.2) and NIST SP 800-63B: long enough, long
// passphrases welcome, and no rules of composition (an upper-case letter, a digit, ...), which make
// passwords harder to remember and no harder to guess. Lengths count characters, not bytes.

export const shortestPassword = 8;
// Long enough for any passphrase; the bound keeps one login from asking scrypt to read megabytes.
export const longestPassword = 256;

/** Why a password cannot be a user's, in words; null when it can. */
export function passwordRefusal(password: string, name: string): string | null {
  const length = [...password].length;
  if (length < shortestPassword)
    return `The password has ${length} character${length === 1 ? "" : "s"}; it needs at least ${shortestPassword}. A few words that mean something only to you make a long one that is easy to remember.`;
  if (length > longestPassword) return `The password has ${length} characters; it may have at most ${longestPassword}.`;
  if (password.trim().toLowerCase() === name.trim().toLowerCase()) return "The password is the user's name: choose one nobody could guess from it.";
  return null;
}
