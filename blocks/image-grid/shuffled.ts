/**
 * A new random order of `order` (Fisher-Yates) that is never the same as the one given, so every
 * reshuffle visibly moves something.
 */
export function shuffled<T>(order: readonly T[], random: () => number = Math.random): T[] {
  const next = [...order];
  for (let i = next.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [next[i], next[j]] = [next[j] as T, next[i] as T];
  }
  if (next.length > 1 && next.every((item, index) => item === order[index])) next.push(next.shift() as T);
  return next;
}
