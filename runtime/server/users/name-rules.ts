// What a user's name may be, the same whoever adds the user: `pages users add` and the owner's
// page in the admin both ask this module.

export const longestName = 64;

/** Why a name cannot be a user's, in words; null when it can. */
export function nameRefusal(name: string): string | null {
  if (name.trim() === "") return "A user needs a name.";
  if (name !== name.trim()) return `"${name}" starts or ends with a space: write the name without it.`;
  if ([...name].length > longestName) return `The name has ${[...name].length} characters; it may have at most ${longestName}.`;
  // Control characters could rewrite the terminal a list is printed on.
  if (/[\p{Cc}\p{Cf}]/u.test(name)) return "The name holds a control or invisible character: type it again with letters, digits and spaces.";
  return null;
}
