/**
 * No file is damaged by the editor (issue 30 point 6): a file the validator cannot read as UTF-8
 * is refused with the validator's own message, and a CRLF, BOM or 4-space file is saved in its
 * own style — byte for byte when unchanged, only the edited line when edited.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compare, draft, openPage, save } from '~/src/editor/server/editor-api';
import { loadContent } from '~/src/content/load';
import { copyContent, removeCopies } from './content-copy';

afterAll(removeCopies);

const file = 'pages/kassaflode.yaml';
const bytesOf = (root: string) => readFileSync(path.join(root, file));

/** The lines that differ between two texts split the file's own way, position by position. */
function changed(before: string, after: string, eol: string) {
  const a = before.split(eol);
  const b = after.split(eol);
  return { lengths: [a.length, b.length], removed: a.filter((l, i) => l !== b[i]), added: b.filter((l, i) => l !== a[i]) };
}

describe('a file the validator cannot read as UTF-8 is refused, never rewritten', () => {
  const text = () => readFileSync(path.join(copyContent(), file), 'utf8');
  const cases: [string, (t: string) => Buffer][] = [
    ['UTF-16 LE with a byte-order mark', (t) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])],
    ['UTF-16 LE without one', (t) => Buffer.from(t, 'utf16le')],
    ['Latin-1', (t) => Buffer.from(t, 'latin1')],
  ];

  it.each(cases)('%s: opened without a form, with the validator’s message; saving, comparing and checking refuse', async (_name, encode) => {
    const root = copyContent();
    const bytes = encode(text());
    writeFileSync(path.join(root, file), bytes);
    const opened = await openPage(root, file);
    expect(opened.data).toBeUndefined();
    const validated = (await loadContent(root)).problems.filter((p) => p.file === file);
    expect(validated.length).toBeGreaterThan(0);
    expect(opened.problems).toEqual([validated[0]]);
    const data = parse(text()) as Record<string, unknown>;
    await expect(save(root, file, data, opened.hash)).rejects.toThrow(validated[0]!.message);
    await expect(compare(root, file, data)).rejects.toThrow('kan inte sparas från redigeraren');
    await expect(draft(root, file, data)).rejects.toThrow('kan inte sparas från redigeraren');
    expect(bytesOf(root).equals(bytes)).toBe(true);
  });
});

describe('a file in its own style is saved in that style', () => {
  const styles: [string, (t: string) => string, string][] = [
    ['CRLF line ends', (t) => t.replace(/\n/g, '\r\n'), '\r\n'],
    ['a byte-order mark', (t) => `\ufeff${t}`, '\n'],
    ['a byte-order mark and CRLF', (t) => `\ufeff${t.replace(/\n/g, '\r\n')}`, '\r\n'],
    ['4-space indentation', (t) => stringify(parse(t), { indent: 4, lineWidth: 0 }), '\n'],
    ['4-space indentation, lists not indented under their key', (t) => stringify(parse(t), { indent: 4, indentSeq: false, lineWidth: 0 }), '\n'],
  ];

  it.each(styles)('%s: an unchanged save is byte-identical, an edit changes one line in the file’s style', async (_name, restyle, eol) => {
    const root = copyContent();
    const styled = restyle(readFileSync(path.join(root, file), 'utf8'));
    writeFileSync(path.join(root, file), styled);
    const before = bytesOf(root);

    const opened = await openPage(root, file);
    expect(opened.problems).toEqual([]);
    const unchanged = await save(root, file, opened.data, opened.hash);
    expect(unchanged.changed).toBe(false);
    expect(bytesOf(root).equals(before)).toBe(true);

    const data = structuredClone(opened.data) as { blocks: { heading: string }[] };
    data.blocks[1]!.heading = 'En ny rubrik i blocket';
    await save(root, file, data, unchanged.hash);
    const after = bytesOf(root).toString('utf8');
    const { lengths, removed, added } = changed(styled, after, eol);
    expect(lengths[1]).toBe(lengths[0]);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\s+heading: En ny rubrik i blocket$/);
    expect(added[0]!.indexOf('heading')).toBe(removed[0]!.indexOf('heading'));
    expect(after.startsWith('\ufeff')).toBe(styled.startsWith('\ufeff'));
    expect(parse(after)).toEqual(data);
  });
});

describe('a file broken on disk while its page is open', () => {
  it('“Jämför” shows what keeping one’s version would write, and keeping it saves a valid file', async () => {
    const root = copyContent();
    const opened = await openPage(root, file);
    const data = structuredClone(opened.data) as { title: string };
    data.title = 'Kassaflöde som håller hela året';
    const broken = `${readFileSync(path.join(root, file), 'utf8')}\nblocks: [\n`;
    writeFileSync(path.join(root, file), broken);
    const comparison = await compare(root, file, data);
    const rows = comparison.hunks.flatMap((h) => h.rows);
    expect(rows.some((r) => r.kind === 'added' && r.text === 'title: Kassaflöde som håller hela året')).toBe(true);
    expect(rows.some((r) => r.kind === 'removed' && r.text === 'blocks: [')).toBe(true);
    await save(root, file, data, comparison.hash);
    expect(parse(readFileSync(path.join(root, file), 'utf8'))).toEqual(data);
    expect((await loadContent(root)).problems.filter((p) => p.file === file && p.severity === 'error')).toEqual([]);
  });
});
