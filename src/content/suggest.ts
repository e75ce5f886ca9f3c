import { closest, distance } from 'fastest-levenshtein';

/** The closest of `candidates` to a misspelt `word`, or undefined when nothing is plausibly meant. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(
    word.toLowerCase(),
    candidates.map((c) => c.toLowerCase()),
  );
  const index = candidates.findIndex((c) => c.toLowerCase() === best);
  // Two edits (one swapped pair of letters) or a third of the word, whichever is more; but never
  // so many that the guess shares nothing with the word ("id" for "ab").
  const tolerance = Math.max(2, Math.floor(word.length / 3));
  const d = distance(word.toLowerCase(), best);
  return d <= tolerance && d < Math.min(word.length, best.length) ? candidates[index] : undefined;
}
