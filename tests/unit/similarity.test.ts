/**
 * Near-copies (src/content/similarity.ts): the threshold is measured on the real pages, not
 * guessed. Every pair of real pages must stay clearly below it, and a copy of any real city page
 * with only the city renamed must land clearly above it — the margin the choice rests on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jaccard, minShingles, nearCopyThreshold, shingleSize, shingles, similarPairs, words } from '~/src/content/similarity';
import type { Page } from '~/src/content/model';
import { root } from '~/scripts/support/site-routes';

const notText = new Set(['type', 'id', 'href', 'icon', 'variant', 'offer', 'links']);
function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return notText.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  return [];
}

const pages = readdirSync(path.join(root, 'pages')).map((file) => ({ file, data: parse(readFileSync(path.join(root, 'pages', file), 'utf8')) as Page }));
const nameOf = (data: Page) => data.city?.name ?? data.service?.name;
const setOf = (data: Page) => shingles(texts(data), nameOf(data));

describe('the near-copy threshold, measured on the real pages', () => {
  const sets = pages.map((p) => setOf(p.data));

  it('keeps every pair of real pages well below it (the most alike pair under 0.3)', () => {
    let most = 0;
    for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) most = Math.max(most, jaccard(sets[i]!, sets[j]!));
    expect(most).toBeLessThan(0.3);
    expect(similarPairs(sets)).toEqual([]);
  });

  it('puts a copy of every city page with only the city renamed well above it (over 0.9)', () => {
    const cities = pages.filter((p) => p.data.city);
    expect(cities.length).toBeGreaterThan(0);
    for (const { data } of cities) {
      const copy = JSON.parse(JSON.stringify(data).replaceAll(data.city!.name, 'Kiruna')) as Page;
      const similarity = jaccard(setOf(data), setOf(copy));
      expect(similarity, data.city!.name).toBeGreaterThan(0.9);
      expect(similarity).toBeGreaterThanOrEqual(nearCopyThreshold);
    }
  });
});

describe('shingles', () => {
  // A field shorter than a shingle is one shingle; then one per run of shingleSize words.
  const text = (n: number) => words('ett två tre fyra fem sex sju åtta nio tio').slice(0, n).join(' ');
  it.each([
    [1, 1],
    [shingleSize - 1, 1],
    [shingleSize, 1],
    [shingleSize + 1, 2],
    [shingleSize + 3, 4],
  ])('a field of %i words makes %i', (length, count) => {
    expect(shingles([text(length)]).size).toBe(count);
  });
});

describe('similarPairs', () => {
  // Groups of variants of one set: each keeps 60–100 % of it and adds words of its own, so pairs
  // land on both sides of the threshold; groups of six make a shingle the index already holds
  // come up again and again, and several seeds vary which page comes first.
  it.each([
    [3, 7],
    [6, 7],
    [6, 11],
    [6, 23],
  ])('finds exactly the pairs an all-pairs comparison finds (groups of %i, seed %i)', (group, start) => {
    let seed = start;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    let unique = 1_000_000;
    const sets = Array.from({ length: 60 }, (_, i) => {
      const base = Array.from({ length: 50 }, (_, k) => Math.floor(i / group) * 1000 + k);
      const keep = 0.6 + next() * 0.4;
      return new Set([...base.filter(() => next() < keep), ...Array.from({ length: Math.floor(next() * 20) }, () => unique++)]);
    });
    const brute: string[] = [];
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++)
        if (sets[i]!.size >= 20 && sets[j]!.size >= 20 && jaccard(sets[i]!, sets[j]!) >= nearCopyThreshold) brute.push(`${i}-${j}`);
    expect(brute.length).toBeGreaterThan(5);
    expect(
      similarPairs(sets)
        .map((p) => `${p.a}-${p.b}`)
        .sort(),
    ).toEqual(brute.sort());
  });

  it('calls two identical pages of exactly the minimum length copies', () => {
    const page = new Set(Array.from({ length: minShingles }, (_, k) => k));
    expect(similarPairs([page, new Set(page)])).toEqual([{ a: 0, b: 1, similarity: 1 }]);
  });

  it('finds copies through any shingle, also the one whose 32-bit hash is 0', () => {
    // At similarity 1 a page is looked up by its rarest shingle alone; here that is shingle 0.
    const page = new Set(Array.from({ length: minShingles }, (_, k) => k));
    expect(similarPairs([page, new Set(page)], 1)).toEqual([{ a: 0, b: 1, similarity: 1 }]);
  });

  it('does not call two short pages copies because they share a sentence', () => {
    const short = shingles(['Tack för ert meddelande', 'Vi hör av oss inom en arbetsdag.']);
    expect(similarPairs([short, short])).toEqual([]);
  });
});
