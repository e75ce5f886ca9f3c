/**
 * The production code's repeated passages may only get fewer (issue 39: the pairs the `duplicates`
 * tool reported grew from 32 to 74 in a turn, unnoticed). jscpd counts them here — runs of at
 * least 6 lines and 50 tokens the same in two places — over src/, server/, scripts/ and hosting/,
 * tests, test fixtures and generated files left out, as the function-length and `!` budgets do.
 * Lower the budget when you mend one; new code that repeats a passage calls one function instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';

const budget = 12;

interface Clone {
  duplicationA: { sourceId: string; start: { line: number } };
  duplicationB: { sourceId: string; start: { line: number } };
}
// jscpd's ES module build imports `colors/safe` without its extension, which Node refuses: its CommonJS build.
const { detectClones } = createRequire(import.meta.url)('jscpd') as {
  detectClones: (options: Record<string, unknown>) => Promise<Clone[]>;
};

const repeated = (folders: string[], cwd: string) =>
  detectClones({
    path: folders.map((folder) => path.join(cwd, folder)),
    format: ['typescript', 'tsx'],
    minLines: 6,
    minTokens: 50,
    ignore: ['**/*.test.ts', '**/*.test.tsx', '**/*.generated.ts', '**/src/blocks/test-*'],
    gitignore: true,
    silent: true,
    reporters: [],
  });

const where = (clone: Clone) =>
  `${path.relative(root, clone.duplicationA.sourceId)}:${clone.duplicationA.start.line} ~ ${path.relative(root, clone.duplicationB.sourceId)}:${clone.duplicationB.start.line}`;

describe('passages repeated in production code', () => {
  it(`stay at or below the budget of ${budget}`, async () => {
    const found = await repeated(['src', 'server', 'scripts', 'hosting'], root);
    expect(found.length, found.map(where).join('\n')).toBeLessThanOrEqual(budget);
  }, 120_000);

  const scratch = mkdtempSync(path.join(tmpdir(), 'upprepat-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('are what the count finds: one copied function is one, the same function written once is none', async () => {
    const body = (name: string) =>
      [
        `export function ${name}(rows: { amount: number; vat: number }[]): { net: number; vat: number; gross: number } {`,
        '  let net = 0;',
        '  let vat = 0;',
        '  for (const row of rows) {',
        '    net += row.amount;',
        '    vat += row.amount * row.vat;',
        '  }',
        '  const gross = Math.round((net + vat) * 100) / 100;',
        '  return { net: Math.round(net * 100) / 100, vat: Math.round(vat * 100) / 100, gross };',
        '}',
        '',
      ].join('\n');
    writeFileSync(path.join(scratch, 'a.ts'), body('totals'));
    writeFileSync(path.join(scratch, 'b.ts'), `export const unrelated = 1;\n${body('totals')}`);
    expect(await repeated(['.'], scratch)).toHaveLength(1);
    writeFileSync(path.join(scratch, 'b.ts'), 'export const unrelated = 1;\n');
    expect(await repeated(['.'], scratch)).toHaveLength(0);
  }, 60_000);
});
