/**
 * Placeholders in page text (docs/decisions.md 3): every `{name}` must name a fact in site.yaml,
 * and a `{` or `}` that is not part of one — `{ varumärke }`, `{varumärke frigöra`, `{Varumärke}`
 * — would be published as it stands, so it is an error too.
 */
import { captures } from '~/src/shared/captures';
import { reporter } from './checked-file';
import type { SourceFile } from './source';
import { catalogue } from './problem-catalogue';
import type { Problem } from './problem';
import { suggest } from './suggest';
import { tokenPattern } from './tokens';
import type { Path } from './yaml-structure';

/** Every string in a file's data, with its path. */
export function* strings(value: unknown, path: Path = []): Generator<{ text: string; path: Path }> {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

/** What an editor meant by a broken placeholder, when it can be told: `{ Varumärke` → `{varumärke}`. */
function meant(found: string, names: readonly string[]): string | undefined {
  const inner = found.replace(/[{}]/g, '').trim().toLocaleLowerCase('sv');
  if (names.includes(inner)) return `{${inner}}`;
  const first = inner.split(/\s+/)[0] ?? '';
  if (names.includes(first)) return `{${first}}`;
  const guess = first ? suggest(first, names) : undefined;
  return guess ? `{${guess}}` : undefined;
}

/** A file whose text is checked: a page, or site.yaml (whose texts may also hold runtime slots). */
export interface TextFile {
  source: SourceFile;
  data: unknown;
  /** Placeholders this file may use besides the site's facts. */
  extra?: readonly string[];
}

/**
 * `tokens` are the facts site.yaml provides; without a valid site.yaml only the shape of
 * placeholders is checked, since what they may name is not known.
 */
export function checkTokens(files: readonly TextFile[], tokens: ReadonlyMap<string, string> | undefined): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  for (const { data, source, extra = [] } of files) {
    const names = [...(tokens?.keys() ?? []), ...extra];
    const known = new Set(names);
    for (const { text, path } of strings(data)) {
      if (!text.includes('{') && !text.includes('}')) continue;
      for (const match of text.matchAll(tokenPattern)) {
        const [name] = captures(match, 1) ?? [];
        if (!tokens || name === undefined || known.has(name)) continue;
        at(source, path, catalogue.unknownPlaceholder, { name, guess: suggest(name, names), available: names });
      }
      // What is left once the well-formed placeholders are taken out: a brace and the words around it.
      const rest = text.replace(tokenPattern, ' ');
      for (const [found] of rest.matchAll(/\{[^{}\n]{0,40}\}?|[^{}\s]{0,20}\}/g)) {
        at(source, path, catalogue.brokenPlaceholder, { found: found.trim(), fix: meant(found, names) });
      }
    }
  }
  return problems;
}
