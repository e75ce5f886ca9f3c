/**
 * A generated city page with text of its own: every visible text of a model page with its words
 * put in a different order (deterministic per seed), so pages are as long and as varied in shape
 * as the model but are not copies of each other — validate refuses near-copies (issue 12).
 * For the build-cost benchmark's 1 000 pages and for tests that need more real-looking cities.
 */
import { parse, stringify } from 'yaml';
import { itemAt } from '~/src/shared/item-at';

// Values a visitor does not read keep their meaning: addresses, icons, block types and the like.
const keep = new Set(['type', 'id', 'href', 'icon', 'variant', 'offer', 'links', 'name']);

/** mulberry32: a small seeded generator, so the same seed always gives the same page. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffleWords(text: string, next: () => number): string {
  const words = text.split(' ');
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const [a, b] = [itemAt(words, i, 'shuffled words'), itemAt(words, j, 'shuffled words')];
    [words[i], words[j]] = [b, a];
  }
  return words.join(' ');
}

function rewrite(value: unknown, next: () => number, key = ''): unknown {
  if (typeof value === 'string') return keep.has(key) ? value : shuffleWords(value, next);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, next, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, next, k)]));
  return value;
}

/** The model page (YAML text of a city page) for the city `name`, with its words reordered. */
export function generatedCity(model: string, modelName: string, name: string, seed: number, menu: boolean): string {
  const page = rewrite(parse(model.replaceAll(modelName, name)), random(seed)) as { city: Record<string, unknown> };
  page.city = { ...page.city, name, menu };
  return `# yaml-language-server: $schema=../schema/page.schema.json\n${stringify(page, { lineWidth: 0 })}`;
}
