/**
 * What an editor may write without being told off, and where each problem points for a program:
 * the other side of the corpus of bad edits. A rule that refuses too much is as broken as one
 * that lets damage through.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '~/src/content/problem';
import { loadContent } from '~/src/content/load';
import { load, makeProject, problemLines, removeProjects, validFixture, yaml } from './fixture-project';

afterAll(removeProjects);

const kassaflode = readFileSync(path.join(validFixture, 'pages/kassaflode.yaml'), 'utf8');

describe('what is accepted', () => {
  it('a file saved with a byte-order mark, or with Windows line endings', async () => {
    expect(await problemLines({ 'pages/kassaflode.yaml': `\ufeff${kassaflode}` })).toEqual([]);
    expect(await problemLines({ 'pages/kassaflode.yaml': kassaflode.replace(/\n/g, '\r\n') })).toEqual([]);
  });

  it('a comment set apart at the end of a line, and null with a comment', async () => {
    const text = kassaflode.replace(/^(title: .*)$/m, '$1  # ändras i vår');
    const site = readFileSync(path.join(validFixture, 'site.yaml'), 'utf8').replace('measurementId: null', 'measurementId: null # ingen mätning än');
    expect(await problemLines({ 'pages/kassaflode.yaml': text, 'site.yaml': site })).toEqual([]);
  });

  it('quoted text with every character YAML would otherwise read as something else', async () => {
    const text = kassaflode.replace(/^( {4}heading: ).*$/m, '$1"*Nyhet* & {varumärke} – #1 i Norrland: [50 %] @umea"');
    const result = await load({ 'pages/kassaflode.yaml': text });
    expect(result.ok && result.problems).toEqual([]);
    if (!result.ok) return;
    const hero = result.content.pages.find((p) => p.path === '/kassaflode')!.data.blocks[0];
    expect(hero).toMatchObject({ heading: '*Nyhet* & Testbolaget CFO – #1 i Norrland: [50 %] @umea' });
  });

  it('hidden files of the operating system and of editors in pages/', async () => {
    const root = makeProject();
    writeFileSync(path.join(root, 'pages/.DS_Store'), 'binary');
    writeFileSync(path.join(root, 'pages/.kassaflode.yaml.swp'), 'swap');
    mkdirSync(path.join(root, 'pages/.git'));
    const result = await loadContent(root);
    expect(result.problems.map(formatProblem)).toEqual([]);
  });
});

describe('what is refused that only exists in some projects', () => {
  it('a page named like a folder in public/', async () => {
    const root = makeProject();
    mkdirSync(path.join(root, 'public/bilder'), { recursive: true });
    writeFileSync(path.join(root, 'pages/bilder.yaml'), kassaflode);
    const result = await loadContent(root);
    expect(result.problems.map(formatProblem)).toContain(
      'pages/bilder.yaml:1:1  adressen /bilder är reserverad: public/bilder publiceras redan under det namnet — Välj ett annat filnamn, t.ex. "bilder-sida.yaml". [C106]',
    );
  });
});

describe('where problems point for a program', () => {
  it('gives each problem a JSON Pointer to its field and a severity', async () => {
    const text = yaml(
      'title: Lönsamhet', // 1
      'description: Vi går igenom lönsamheten per kund, produkt och kanal och visar var marginalen försvinner.', // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Vi är #1 på lönsamhet', // 5: "#" is column 20
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    actions:', // 7
      '      - label: Boka', // 8
      '        href: /Boka-mote', // 9
    );
    const result = await load({ 'pages/lonsamhet.yaml': text });
    expect(result.problems.map(({ file, line, col, pointer, code, severity }) => ({ file, line, col, pointer, code, severity }))).toEqual([
      { file: 'pages/lonsamhet.yaml', line: 5, col: 20, pointer: '/blocks/0/heading', code: 'C230', severity: 'warning' },
      { file: 'pages/lonsamhet.yaml', line: 9, col: 15, pointer: '/blocks/0/actions/0/href', code: 'C320', severity: 'error' },
    ]);
    expect(formatProblem(result.problems[1]!)).toContain('Skriv med små bokstäver: "/boka-mote".');
  });
});
