/**
 * How alike the text of two pages is: the Jaccard similarity of their sets of word 5-shingles
 * (every run of five consecutive words), after each page's own name (its city or service) is
 * replaced by one marker, so a copy with only the name changed scores as what it is.
 *
 * Measured on the 40 real pages (docs/architecture.md "Content problems", Duplicates; all 780 pairs):
 * the most alike real pair is /boka-mote and /tack at 0.14, the six interim city pages — the same
 * structure on purpose, their own text — at most 0.05; a copy of any city page with only the city
 * renamed scores 0.95–1.00 (0.79–1.00 without replacing the name). The threshold 0.5 sits 3.5×
 * above the most alike real pair and far below every renamed copy.
 */

import { itemAt, valueAt } from '~/src/shared/item-at';

/** Words per shingle. 3–8 were measured; 5 is the usual choice for short texts and gives the widest margin. */
export const shingleSize = 5;
/** Pages at least this alike are near-copies. */
export const nearCopyThreshold = 0.5;
/** Below this many shingles a page is too short to call a copy (two short notices may share a sentence). */
export const minShingles = 20;

/** 32-bit FNV-1a of a word: shingles are compared as numbers, which keeps 1 000 pages' sets small. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One number for a run of word hashes (order matters), without building the shingle's text. */
function combine(hashes: readonly number[], from: number, to: number): number {
  let h = 0x811c9dc5;
  for (const x of hashes.slice(from, to)) h = Math.imul(h ^ x, 0x01000193) ^ (h >>> 15);
  return h >>> 0;
}

/** The normalised words of a text; the page's own `name` becomes a marker. */
export function words(text: string, name?: string): string[] {
  // Decomposed letters (a + ◌̈) are rare; composing only then keeps 1 000 pages fast.
  const compose = (t: string) => (/[\u0300-\u036f]/.test(t) ? t.normalize('NFC') : t).toLowerCase();
  let normal = compose(text);
  if (name) normal = normal.split(compose(name)).join(' § ');
  return normal.match(/[\p{L}\p{N}§]+/gu) ?? [];
}

/** Shingles of each text separately: a shingle never spans two fields. */
export function shingles(texts: readonly string[], name?: string): Set<number> {
  const out = new Set<number>();
  for (const text of texts) {
    const hashes = words(text, name).map(hash);
    if (hashes.length === 0) continue;
    if (hashes.length < shingleSize) out.add(combine(hashes, 0, hashes.length));
    for (let i = 0; i + shingleSize <= hashes.length; i++) out.add(combine(hashes, i, i + shingleSize));
  }
  return out;
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const x of small) if (large.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Every pair (i < j) at least `threshold` alike, without comparing all pairs: prefix filtering
 * (Bayardo, Ma and Srikant, "Scaling up all pairs similarity search", 2007). With shingles in one
 * global order, rarest first, two sets with Jaccard ≥ t always share a shingle among the first
 * |A| − ⌈t·|A|⌉ + 1 of each; boilerplate shared by every page sorts last and is never indexed.
 */
export function similarPairs(sets: readonly ReadonlySet<number>[], threshold = nearCopyThreshold): { a: number; b: number; similarity: number }[] {
  const frequency = new Map<number, number>();
  for (const set of sets) for (const x of set) frequency.set(x, (frequency.get(x) ?? 0) + 1);
  const index = new Map<number, number[]>();
  const pairs: { a: number; b: number; similarity: number }[] = [];
  for (const [j, set] of sets.entries()) {
    if (set.size < minShingles) continue;
    // Rarest first: frequency in the high bits, the shingle in the low 32, sorted as plain numbers.
    const keys = new Float64Array(set.size);
    let k = 0;
    for (const x of set) keys[k++] = valueAt(frequency, x, 'a shingle counted above') * 2 ** 32 + x;
    keys.sort();
    // A shingle on one page only can pair with nothing: it is neither looked up nor indexed.
    const prefix: number[] = [];
    for (const key of keys.subarray(0, set.size - Math.ceil(threshold * set.size) + 1)) if (key >= 2 * 2 ** 32) prefix.push(key % 2 ** 32);
    const candidates = new Set<number>();
    for (const x of prefix) for (const i of index.get(x) ?? []) candidates.add(i);
    for (const i of candidates) {
      const other = itemAt(sets, i, 'a candidate page');
      // Sizes too far apart cannot reach the threshold.
      if (Math.min(other.size, set.size) < threshold * Math.max(other.size, set.size)) continue;
      const similarity = jaccard(other, set);
      if (similarity >= threshold) pairs.push({ a: i, b: j, similarity });
    }
    for (const x of prefix) {
      const list = index.get(x);
      if (list) list.push(j);
      else index.set(x, [j]);
    }
  }
  return pairs;
}
