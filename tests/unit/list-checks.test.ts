/**
 * listProblems(): the Places menu holds at most menuCityLimit cities per group; one more is an
 * error on the newest city page, and files are aged (which may ask git) only then.
 */
import { describe, expect, it } from 'vitest';
import type { CheckedFile } from '~/src/content/checked-file';
import { menuCityLimit } from '~/src/content/derive';
import { listProblems } from '~/src/content/list-checks';
import type { LoadedPage } from '~/src/content/model';
import { parseSource } from '~/src/content/source';

function checked(file: string, lines: string[]): CheckedFile {
  const { source, problems } = parseSource(file, `${lines.join('\n')}\n`);
  if (!source) throw new Error(`${file} does not parse: ${JSON.stringify(problems)}`);
  return { source, page: { path: `/${file.replace(/^pages\/|\.yaml$/g, '')}`, file, data: source.data as LoadedPage['data'] } };
}

const cityList = checked('pages/alla-tjanster.yaml', ['title: Alla tjänster', 'blocks:', '  - type: cities', '    id: orter']);
const city = (n: number) =>
  checked(`pages/cfo-tjanster-ort${String(n).padStart(2, '0')}.yaml`, [
    `title: CFO i Ort ${n}`, // 1
    'city:', // 2
    `  name: Ort ${n}`, // 3
    '  offer: cfo', // 4
    '  menu: true', // 5
    'blocks: []', // 6
  ]);
const cities = (count: number) => Array.from({ length: count }, (_, i) => city(i + 1));

describe('the Places menu', () => {
  it('takes as many cities as its limit without reporting anything or ageing any file', () => {
    const aged: string[] = [];
    const newerFirst = (a: string, b: string) => {
      aged.push(a, b);
      return b.localeCompare(a);
    };
    expect(listProblems([cityList, ...cities(menuCityLimit)], newerFirst)).toEqual([]);
    expect(aged).toEqual([]);
  });

  it('reports one city too many on the newest city page, at its menu field', () => {
    const problems = listProblems([cityList, ...cities(menuCityLimit + 1)], (a, b) => b.localeCompare(a));
    expect(problems.map(({ code, file, line, pointer }) => ({ code, file, line, pointer }))).toEqual([
      { code: 'C604', file: `pages/cfo-tjanster-ort${menuCityLimit + 1}.yaml`, line: 5, pointer: '/city/menu' },
    ]);
  });
});
