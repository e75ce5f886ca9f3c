import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { inSample, summarise, wilson } from '~/scripts/mutation/sample.mjs';

// The seeded sample behind `MUTATION_SAMPLE=… npm run mutation` (docs/decisions.md 120).
const mutants = Array.from({ length: 20_000 }, (_, i) => ({
  fileName: `src/content/file-${i % 37}.ts`,
  location: { start: { line: 1 + (i % 400), column: i % 13 }, end: { line: 1 + (i % 400), column: 20 + (i % 7) } },
  mutatorName: ['EqualityOperator', 'ConditionalExpression', 'StringLiteral'][i % 3] ?? 'BlockStatement',
  replacement: `mutant ${i}`,
}));
const picked = (rate: number, seed?: string) => new Set(mutants.filter((mutant) => inSample(mutant, rate, seed)));

describe('the mutation sample', () => {
  it('draws about the share it is given: within four standard deviations of 20 000 draws', () => {
    for (const rate of [0.02, 0.1, 0.5]) {
      const expected = rate * mutants.length;
      const deviation = Math.sqrt(expected * (1 - rate));
      expect(Math.abs(picked(rate).size - expected)).toBeLessThan(4 * deviation);
    }
  });

  it('takes none at 0 and all at 1', () => {
    expect(picked(0).size).toBe(0);
    expect(picked(1).size).toBe(mutants.length);
  });

  it('grows without redrawing: a larger sample keeps every mutant of a smaller one, so earlier results still count', () => {
    const small = picked(0.02);
    const large = picked(0.04);
    expect(large.size).toBeGreaterThan(small.size);
    for (const mutant of small) expect(large.has(mutant)).toBe(true);
  });

  it('depends on what a mutant changes and where, and on the seed', () => {
    const [first] = mutants;
    if (!first) throw new Error('no mutants');
    const rate = 0.5;
    // Among 64 variants of one mutant, each attribute alone must move some in or out of a half sample.
    const varied = (change: (i: number) => Partial<typeof first>) => new Set(Array.from({ length: 64 }, (_, i) => inSample({ ...first, ...change(i) }, rate)));
    expect(varied((i) => ({ replacement: `r${i}` })).size).toBe(2);
    expect(varied((i) => ({ fileName: `f${i}.ts` })).size).toBe(2);
    expect(varied((i) => ({ location: { start: { line: i, column: 0 }, end: { line: i, column: 1 } } })).size).toBe(2);
    // Stryker names files by absolute path: the checkout's place must not change the sample.
    const absolute = mutants.slice(0, 400).map((mutant) => ({ ...mutant, fileName: path.join(root, mutant.fileName) }));
    expect(absolute.map((mutant) => inSample(mutant, rate))).toEqual(mutants.slice(0, 400).map((mutant) => inSample(mutant, rate)));
    const seeds = [...picked(0.1, 'a')].filter((mutant) => inSample(mutant, 0.1, 'b')).length;
    expect(seeds).toBeLessThan(picked(0.1, 'a').size / 2);
  });
});

describe("Wilson's interval", () => {
  it('matches the textbook values', () => {
    // 5 of 10: 0.2366–0.7634; 0 of 10: 0–0.2775 (z = 1.96).
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilson(0, 10);
    expect(none.low).toBeCloseTo(0, 10);
    expect(none.high).toBeCloseTo(0.2775, 4);
  });

  it('narrows as the sample grows and holds the observed share', () => {
    const small = wilson(40, 50);
    const large = wilson(400, 500);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.low).toBeLessThan(0.8);
    expect(large.high).toBeGreaterThan(0.8);
  });
});

describe('the summary of a sampled report', () => {
  const mutant = (status: string, statusReason?: string) => ({
    id: '1',
    mutatorName: 'x',
    replacement: 'y',
    location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
    status,
    statusReason,
  });
  it('counts timeouts as detected and no coverage as undetected, static mutants and errors apart, and the mutants outside the sample not at all', () => {
    const report = {
      files: {
        'a.ts': {
          language: 'typescript',
          source: '',
          mutants: [mutant('Killed'), mutant('Timeout'), mutant('Survived'), mutant('NoCoverage'), mutant('Ignored'), mutant('CompileError', 'Type error')],
        },
        'b.ts': { language: 'typescript', source: '', mutants: [mutant('CompileError', 'Utanför stickprovet (MUTATION_SAMPLE)'), mutant('Killed')] },
      },
    } as Parameters<typeof summarise>[0];
    expect(summarise(report)).toEqual({ all: 8, detected: 3, undetected: 2, static: 1, errors: 1 });
  });
});
