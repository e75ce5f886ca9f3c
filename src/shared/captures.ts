/**
 * The capture groups of a regular expression's match, typed as the strings they are: TypeScript
 * (with `noUncheckedIndexedAccess`) reads `match[1]` as `string | undefined`, and a group inside an
 * optional part really can be missing. `captures(match, 2)` is the first two groups when the text
 * matched and both took part, else undefined — a checked read instead of `match[1]!`
 * (docs/decisions.md 101). A group that may be missing stays `match[n]`, read with its check.
 */
type Strings<N extends number, Found extends string[] = []> = Found['length'] extends N ? Found : Strings<N, [...Found, string]>;

function allStrings<N extends number>(groups: (string | undefined)[], count: N): groups is Strings<N> {
  return groups.length === count && groups.every((group) => typeof group === 'string');
}

export function captures<N extends number>(match: RegExpMatchArray | null | undefined, count: N): Strings<N> | undefined {
  if (!match) return undefined;
  const groups = match.slice(1, count + 1);
  return allStrings(groups, count) ? groups : undefined;
}
