// "Did you mean ...?" for misspelt names.

/** How many single-letter changes turn one word into another (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** British spellings of the words the schema spells the American way (iconColor). */
function american(text: string): string {
  return text.replace(/colour/g, "color");
}

/** The candidate closest to value, when it is close enough to be a likely typo. */
export function closest(value: string, candidates: readonly string[]): string | null {
  const lower = american(value.toLowerCase());
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, american(candidate.toLowerCase()));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== null && bestDistance <= Math.max(2, Math.floor(value.length / 3))) return best;
  // The last word of a longer name, such as colour for iconColor, when exactly one name ends so.
  if (!/^[a-z]{4,}$/.test(lower)) return null;
  const endings = candidates.filter((candidate) => {
    const ending = american(candidate).slice(-lower.length);
    return ending.length < candidate.length && /^[A-Z]/.test(ending) && ending.toLowerCase() === lower;
  });
  return endings.length === 1 ? (endings[0] as string) : null;
}
