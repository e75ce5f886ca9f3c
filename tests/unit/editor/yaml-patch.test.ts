import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument, isMap, isScalar, type Node } from 'yaml';
import { patchYaml } from '~/src/editor/server/yaml-patch';
import { contentFiles, projectRoot } from './content-copy';

const templates = ['scripts/templates/cfo-tjanster.yaml', 'scripts/templates/interim-cfo.yaml'];
const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

/** The lines of `after` that are not in `before` at the same place, and the reverse. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) [endA, endB] = [endA - 1, endB - 1];
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

const comments = (text: string) => text.split('\n').filter((l) => /^\s*#/.test(l));

/** The path of the last plain text value in the file (deep inside its last block, for pages). */
function lastTextPath(text: string): (string | number)[] {
  let found: (string | number)[] = [];
  const walk = (node: Node | null, at: (string | number)[]) => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value as Node, [...at, String((pair.key as { value: unknown }).value)]);
    else if (node && 'items' in node) (node.items as Node[]).forEach((item, i) => walk(item, [...at, i]));
    else if (isScalar(node) && typeof node.value === 'string' && node.value.length > 3) found = at;
  };
  walk(parseDocument(text).contents as Node, []);
  return found;
}

function setIn(data: unknown, at: (string | number)[], value: unknown): void {
  const parent = at.slice(0, -1).reduce<Record<string | number, unknown>>((v, k) => v[k] as Record<string | number, unknown>, data as Record<string, unknown>);
  parent[at.at(-1)!] = value;
}

describe('saving from the editor patches the YAML document', () => {
  it.each([...contentFiles, ...templates])('%s: an unchanged save gives the file back byte for byte', (file) => {
    const text = read(file);
    expect(patchYaml(text, parse(text))).toBe(text);
  });

  it.each([...contentFiles, ...templates])('%s: a field edit changes only that field’s line and keeps every comment', (file) => {
    const text = read(file);
    const data = parse(text) as unknown;
    const at = lastTextPath(text);
    setIn(data, at, 'Ändrad text: med kolon, "citat" och #tecken');
    const after = patchYaml(text, data);
    const { removed, added } = changedLines(text, after);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0]).toContain('Ändrad text');
    expect(comments(after)).toEqual(comments(text));
    expect(parse(after)).toEqual(data);
  });

  it('keeps a block’s comments with it when blocks move, even when it was edited too', () => {
    const text = read('scripts/templates/cfo-tjanster.yaml');
    const data = parse(text) as { blocks: Record<string, unknown>[] };
    const [hero] = data.blocks.splice(0, 1);
    hero!.heading = 'En ny rubrik';
    data.blocks.splice(2, 0, hero!);
    const after = patchYaml(text, data);
    expect(parse(after)).toEqual(data);
    expect(comments(after).sort()).toEqual(comments(text).sort());
    // The comment above the hero, and the to-do above its heading, came along with it.
    const lines = after.split('\n');
    const heroLine = lines.findIndex((l) => l === '  - type: hero');
    expect(lines[heroLine - 1]).toMatch(/# Överst på sidan/);
    expect(lines.slice(heroLine, heroLine + 6).join('\n')).toMatch(/# SKRIV LOKALT: huvudrubriken[^\n]*\n\s+heading: En ny rubrik/);
    expect(lines[lines.findIndex((l) => l.startsWith('blocks:')) + 1]).not.toBe('');
  });

  it('adds, duplicates and removes blocks and list items with the file’s own layout', () => {
    const text = read('pages/faq.yaml');
    const data = parse(text) as { blocks: Record<string, unknown>[] };
    data.blocks.push({ type: 'cta', heading: 'Ny uppmaning', actions: [{ label: 'Boka', href: '/boka-mote' }] });
    data.blocks.splice(1, 0, structuredClone(data.blocks[1]!));
    data.blocks.splice(0, 1);
    const after = patchYaml(text, data);
    expect(parse(after)).toEqual(data);
    expect(after).toContain('\n\n  - type: cta\n    heading: Ny uppmaning\n    actions:\n      - label: Boka\n        href: /boka-mote\n');
  });

  it('fills an empty list written as [] in the file’s block layout (pages/om-oss.yaml’s team and credentials)', () => {
    const text = read('pages/om-oss.yaml');
    const data = parse(text) as { blocks: Record<string, unknown[]>[] };
    const block = (type: string) => data.blocks.find((b) => (b.type as unknown) === type)!;
    block('team').members!.push({ name: 'Anna Berg', role: 'CFO, grundare', bio: 'Tjugo år som ekonomichef.' });
    block('credentials').certifications!.push({ name: 'Auktoriserad redovisningskonsult', issuer: 'Srf konsulterna' });
    const after = patchYaml(text, data);
    expect(parse(after)).toEqual(data);
    expect(after).toContain('\n    members:\n      - name: Anna Berg\n        role: CFO, grundare\n');
    expect(after).toContain('\n    clients: []\n    certifications:\n      - name: Auktoriserad redovisningskonsult\n        issuer: Srf konsulterna\n');
    expect(comments(after)).toEqual(comments(text));
    expect(patchYaml(after, parse(text))).toBe(text);
    expect(patchYaml('a: {}\nb: []\n', { a: { c: 'd' }, b: [] })).toBe('a:\n  c: d\nb: []\n');
  });

  it('quotes a value only when plain YAML would read it as something else', () => {
    const text = 'title: Gammal\nlist:\n  - ett\n';
    for (const value of ['12', 'true', 'ja: nej', '- punkt', '{telefon} ringer', '', 'null']) {
      const after = patchYaml(text, { title: value, list: ['ett'] });
      expect(parse(after)).toEqual({ title: value, list: ['ett'] });
    }
    expect(patchYaml(text, { title: 'Ny', list: ['ett'] })).toBe('title: Ny\nlist:\n  - ett\n');
  });
});

describe('text YAML cut at " #" (warning C230)', () => {
  it('an edited field is written whole and quoted, and the cut-off rest does not stay behind as a comment', () => {
    const text = 'title: Sida\nheading: Vi är #1 på kassaflöde\nnote: Pris  # en riktig kommentar\n';
    expect(parse(text)).toEqual({ title: 'Sida', heading: 'Vi är', note: 'Pris' });
    const after = patchYaml(text, { title: 'Sida', heading: 'Vi är #1 på kassaflöde i Sverige', note: 'Priset' });
    expect(parse(after)).toEqual({ title: 'Sida', heading: 'Vi är #1 på kassaflöde i Sverige', note: 'Priset' });
    expect(after).not.toContain('#1 på kassaflöde\n');
    // A real comment (two spaces, #, a space) stays with its edited field.
    expect(after).toContain('# en riktig kommentar');
  });
});
