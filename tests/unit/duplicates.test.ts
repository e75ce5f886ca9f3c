/**
 * duplicateProblems(): the same title or description on two pages, and pages whose text is nearly
 * the same, reported on the newer page and pointing at where the editor starts rewriting.
 */
import { describe, expect, it } from 'vitest';
import type { CheckedFile } from '~/src/content/checked-file';
import { duplicateProblems } from '~/src/content/duplicates';
import type { LoadedPage } from '~/src/content/model';
import { parseSource } from '~/src/content/source';

function checked(file: string, lines: string[]): CheckedFile {
  const { source, problems } = parseSource(file, `${lines.join('\n')}\n`);
  if (!source) throw new Error(`${file} does not parse: ${JSON.stringify(problems)}`);
  return { source, page: { path: `/${file.replace(/^pages\/|\.yaml$/g, '')}`, file, data: source.data as LoadedPage['data'] } };
}

/** Files named later in the alphabet are newer: `b.yaml` is the copy of `a.yaml`. */
const newerFirst = (a: string, b: string) => b.localeCompare(a);

const found = (files: CheckedFile[]) => duplicateProblems(files, newerFirst).map(({ code, file, line, col, pointer }) => ({ code, file, line, col, pointer }));

/** A page whose blocks are the given texts, each a hero heading and a lead. */
function page(file: string, title: string, description: string, heading: string, lead: string, point: string): CheckedFile {
  return checked(file, [
    `title: ${title}`, // 1
    `description: ${description}`, // 2
    'blocks:', // 3
    '  - type: hero', // 4
    `    heading: ${heading}`, // 5
    `    lead: ${lead}`, // 6
    '    points:', // 7
    `      - ${point}`, // 8
  ]);
}

const heading = 'Vi tar hand om ekonomin medan ni bygger bolaget vidare i lugn och ro';
const lead = 'En erfaren ekonomichef på deltid som tar fram budget prognos och rapporter till styrelsen varje månad';
const point = 'Ni får en tydlig bild av kassaflödet och vet i god tid vilka beslut som behöver fattas';

describe('near copies', () => {
  const original = page(
    'pages/a.yaml',
    'Ekonomichef i Umeå',
    'Ekonomichef på deltid för bolag i Umeå med omnejd, från budget till bokslut.',
    heading,
    lead,
    point,
  );

  it('compares the texts inside the blocks and points at the first text the copy still shares', () => {
    const copy = page(
      'pages/b.yaml',
      'Ekonomichef i Luleå',
      'Vi hjälper bolag i Norrbotten med allt från likviditet till styrelsens rapporter.',
      heading,
      lead,
      point,
    );
    expect(found([original, copy])).toEqual([{ code: 'C603', file: 'pages/b.yaml', line: 5, col: 14, pointer: '/blocks/0/heading' }]);
  });

  it('points at the list of blocks when every text was changed a little but none was rewritten', () => {
    const copy = page(
      'pages/b.yaml',
      'Ekonomichef i Luleå',
      'Vi hjälper bolag i Norrbotten med allt från likviditet till styrelsens rapporter.',
      `${heading} framåt`,
      `${lead} och kvartal`,
      `${point} nu`,
    );
    // The list of blocks starts with its first item, line 4 column 3.
    expect(found([original, copy])).toEqual([{ code: 'C603', file: 'pages/b.yaml', line: 4, col: 3, pointer: '/blocks' }]);
  });
});

describe('the same title', () => {
  it('is the same whatever the capitals and the number of spaces, but not when a word is split in two', () => {
    const short = (file: string, title: string) => page(file, title, `Beskrivning av sidan ${file}.`, `Rubrik ${file}`, `Text ${file}`, `Punkt ${file}`);
    const files = [
      short('pages/a.yaml', 'Ekonomichef på deltid'),
      short('pages/b.yaml', 'ekonomichef  på   deltid'),
      short('pages/c.yaml', 'Ekonomi chef på deltid'),
    ];
    expect(found(files)).toEqual([{ code: 'C601', file: 'pages/b.yaml', line: 1, col: 8, pointer: '/title' }]);
  });
});
