/**
 * A number written with a dot between groups of three (`35.000`, the Swedish and German way of
 * writing thirty-five thousand) is read by YAML as 35 and would be published so: it is an error
 * on its field with code C234 (issue 30 point 4), and the digits the editor meant are in the hint.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '~/src/content/load';
import { projectRoot } from './editor/content-copy';

const site = readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8');
// The first price in thousands, whatever it is (npm run test:changed-content changes one).
const priceLine = /^( {6}price: )(\d+)000$/m;
const [lineText, , thousands] = priceLine.exec(site) ?? [];
const withPrice = (written: string) => site.replace(priceLine, `$1${written}`);

async function problemsOf(text: string) {
  return (await loadContent(projectRoot, new Map([['site.yaml', text]]))).problems.filter((p) => p.file === 'site.yaml');
}

describe('a number whose digits YAML would read differently', () => {
  it.each([
    [`${thousands}.000`, thousands, `${thousands}000`],
    ['1.500.000', undefined, '1500000'],
  ])('price: %s is an error on its field', async (written, read, digits) => {
    expect(withPrice(written)).not.toBe(site);
    const problems = await problemsOf(withPrice(written));
    const line = site.split('\n').indexOf(lineText!) + 1;
    expect(line).toBeGreaterThan(0);
    const own = problems.filter((p) => p.line === line);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.severity === 'error')).toBe(true);
    expect(own[0]!.pointer).toMatch(/^\/prices\/.+\/price$/);
    if (read) {
      // YAML reads 35.000 as the number 35: only the new check sees it.
      expect(own.map((p) => p.code)).toEqual(['C234']);
      expect(own[0]!.message).toContain(`talet ${written} läses som ${read}`);
      expect(own[0]!.hint).toContain(digits);
    }
  });

  it('leaves numbers written as plain digits, decimals that are not groups of three, and a quoted text, alone', async () => {
    // In quotes it is a text as written, never read as 35 (that a price must be a number is the schema's to say).
    for (const written of ['35000', '0.125', '35.5', '35.00', '"35.000"', "'35.000'"]) {
      const problems = await problemsOf(withPrice(written));
      expect(problems.filter((p) => p.code === 'C234')).toEqual([]);
    }
  });
});
