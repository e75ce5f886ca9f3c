import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cityPage, compare, Conflict, draft, hashOf, Missing, newCityPage, openPage, pageList, patched, save } from '~/src/editor/server/editor-api';
import { lineDiff } from '~/src/editor/server/line-diff';
import { loadContent } from '~/src/content/load';
import { copyContent, removeCopies } from './content-copy';

afterAll(removeCopies);

type Data = { title: string; description: string; blocks: Record<string, unknown>[] };
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const dataOf = (root: string, file: string) => parse(read(root, file)) as Data;

/** A realistic mistake, where it is made, and the field the editor must show it on. */
interface BrokenEdit {
  name: string;
  file: string;
  edit: (data: Data) => void;
  pointer: string;
}

const hero = (d: Data) => d.blocks[0] as { heading: string; actions: { href: string }[]; badge?: string };

const corpus: BrokenEdit[] = [
  { name: 'a description too short for Google', file: 'pages/kassaflode.yaml', edit: (d) => (d.description = 'Kort.'), pointer: '/description' },
  { name: 'the page heading emptied', file: 'pages/kassaflode.yaml', edit: (d) => (hero(d).heading = ''), pointer: '/blocks/0/heading' },
  {
    name: 'a link to a page that does not exist',
    file: 'pages/kassaflode.yaml',
    edit: (d) => (hero(d).actions[0]!.href = '/finns-inte'),
    pointer: '/blocks/0/actions/0/href',
  },
  {
    name: 'a link to an anchor the page does not have',
    file: 'pages/kassaflode.yaml',
    edit: (d) => (hero(d).actions[0]!.href = '/faq#finns-inte'),
    pointer: '/blocks/0/actions/0/href',
  },
  {
    name: 'a link written as a full address to the site',
    file: 'pages/kassaflode.yaml',
    edit: (d) => (hero(d).actions[0]!.href = 'www.exempel.se'),
    pointer: '/blocks/0/actions/0/href',
  },
  {
    name: 'a misspelt field name',
    file: 'pages/kassaflode.yaml',
    edit: (d) => ((d.blocks[0] as Record<string, unknown>).headng = 'Rubrik'),
    pointer: '/blocks/0/headng',
  },
  { name: 'an unknown block type', file: 'pages/kassaflode.yaml', edit: (d) => (d.blocks[1]!.type = 'herro'), pointer: '/blocks/1/type' },
  { name: 'a second hero on the page', file: 'pages/kassaflode.yaml', edit: (d) => d.blocks.push(structuredClone(d.blocks[0]!)), pointer: '/blocks/LAST/type' },
  { name: 'a title another page already has', file: 'pages/kassaflode.yaml', edit: (d) => (d.title = 'Vanliga frågor om CFO som tjänst'), pointer: '/title' },
  { name: 'an anchor with capitals and a space', file: 'pages/kassaflode.yaml', edit: (d) => (d.blocks[1]!.id = 'Mina Tjänster'), pointer: '/blocks/1/id' },
  { name: 'a badge far too long', file: 'pages/kassaflode.yaml', edit: (d) => (hero(d).badge = 'x'.repeat(200)), pointer: '/blocks/0/badge' },
];

describe('every problem on its field, in the validator’s own words', () => {
  const root = copyContent();

  it.each(corpus)('$name → $pointer', async ({ file, edit, pointer }) => {
    const data = dataOf(root, file);
    edit(data);
    const expected = pointer.replace('LAST', String(data.blocks.length - 1));
    const shown = (await draft(root, file, data)).problems;
    expect(shown.filter((p) => p.severity === 'error').map((p) => p.pointer)).toContain(expected);

    // The same edit saved and checked as npm run validate does: the same problems, word for word.
    const disk = copyContent();
    const before = read(disk, file);
    await save(disk, file, data, (await openPage(disk, file)).hash);
    expect(read(disk, file)).not.toBe(before);
    const validated = (await loadContent(disk)).problems.filter((p) => p.file === file);
    expect(shown).toEqual(validated);
  });

  it('the page list counts each file’s problems and says the build would stop', async () => {
    const disk = copyContent();
    const data = dataOf(disk, 'pages/kassaflode.yaml');
    hero(data).heading = '';
    await save(disk, 'pages/kassaflode.yaml', data, (await openPage(disk, 'pages/kassaflode.yaml')).hash);
    const list = await pageList(disk);
    expect(list.buildStops).toBe(true);
    expect(list.pages.find((p) => p.file === 'pages/kassaflode.yaml')).toMatchObject({ route: '/kassaflode', errors: 1 });
    expect(list.pages.filter((p) => p.errors > 0)).toHaveLength(1);
  });

  it('lists every content file, the not-found page and the site texts too', async () => {
    const { contentFiles } = await import('./content-copy');
    const list = await pageList(copyContent());
    expect(list.pages.map((p) => p.file)).toEqual(contentFiles);
    expect(list.pages.find((p) => p.file === 'pages/404.yaml')).toMatchObject({ title: 'Sidan kunde inte hittas', errors: 0 });
    expect(list.pages.find((p) => p.file === 'site.yaml')).toMatchObject({ title: 'Webbplatsens uppgifter', errors: 0 });
  });
});

describe('saving', () => {
  it('an unchanged save writes nothing, for every content file', async () => {
    const root = copyContent();
    const { contentFiles } = await import('./content-copy');
    for (const file of contentFiles) {
      const opened = await openPage(root, file);
      expect(await save(root, file, opened.data, opened.hash)).toEqual({ hash: opened.hash, changed: false });
    }
  });

  it('saves an edited site text and an edited not-found page, changing only that line', async () => {
    const root = copyContent();
    for (const [file, edit] of [
      ['site.yaml', (d: Record<string, unknown>) => ((d.header as { menu: string }).menu = 'Öppna menyn')],
      ['pages/404.yaml', (d: Record<string, unknown>) => (hero(d as Data).heading = 'Sidan finns inte')],
    ] as const) {
      const before = read(root, file);
      const opened = await openPage(root, file);
      const data = structuredClone(opened.data) as Record<string, unknown>;
      edit(data);
      expect((await draft(root, file, data)).problems.filter((p) => p.severity === 'error')).toEqual([]);
      await save(root, file, data, opened.hash);
      const changed = read(root, file)
        .split('\n')
        .filter((line, i) => line !== before.split('\n')[i]);
      expect(changed).toHaveLength(1);
      expect(read(root, file).split('\n')).toHaveLength(before.split('\n').length);
    }
  });

  it('refuses to overwrite a file that changed on disk since it was opened', async () => {
    const root = copyContent();
    const opened = await openPage(root, 'pages/faq.yaml');
    const changedByHand = `${read(root, 'pages/faq.yaml')}# en rad från texteditorn\n`;
    writeFileSync(path.join(root, 'pages/faq.yaml'), changedByHand);
    const data = opened.data as Data;
    data.title = 'Ny titel på sidan';
    const refused = save(root, 'pages/faq.yaml', data, opened.hash);
    await expect(refused).rejects.toThrow(Conflict);
    // No guess at who changed it, and no promise the notice's »Läs in filen igen« would break.
    await expect(refused).rejects.toThrow(
      'Sidan pages/faq.yaml har ändrats sedan ni öppnade den, så era ändringar har inte förts in. De finns kvar här: jämför dem med den nya versionen och välj vilken som ska gälla, eller läs in den nya versionen (då försvinner era ändringar).',
    );
    expect(read(root, 'pages/faq.yaml')).toBe(changedByHand);
  });

  it('compares the unsaved version with the file on disk line by line, then keeps it only over that file', async () => {
    const root = copyContent();
    const file = 'pages/faq.yaml';
    const opened = await openPage(root, file);
    const original = read(root, file);
    const theirs = (opened.data as Data).description as string;
    const byHand = original.replace(theirs, 'En beskrivning som någon skrev i en texteditor medan sidan var öppen i redigeraren, lång nog.');
    expect(byHand).not.toBe(original);
    writeFileSync(path.join(root, file), byHand.replace('\nblocks:', '\n# en rad från texteditorn\nblocks:'));
    const data = opened.data as Data;
    data.title = 'Vanliga frågor om CFO-tjänster';

    const comparison = await compare(root, file, data);
    const rows = comparison.hunks.flatMap((h) => h.rows).filter((r) => r.kind !== 'same');
    // The hand-written comment is no data: keeping one's version keeps it, so it is no difference.
    const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(rows).toEqual([
      { kind: 'removed', text: byHand.split('\n')[lineOf(byHand, 'title:') - 1], oldLine: lineOf(byHand, 'title:') },
      { kind: 'removed', text: byHand.split('\n')[lineOf(byHand, 'En beskrivning som någon') - 1], oldLine: lineOf(byHand, 'En beskrivning som någon') },
      { kind: 'added', text: 'title: Vanliga frågor om CFO-tjänster', newLine: lineOf(byHand, 'title:') },
      { kind: 'added', text: original.split('\n')[lineOf(original, theirs) - 1], newLine: lineOf(byHand, 'En beskrivning som någon') },
    ]);
    // The comparison names the file it was made against: a change after it is refused again.
    writeFileSync(path.join(root, file), `${read(root, file)}# och en rad till\n`);
    await expect(save(root, file, data, comparison.hash)).rejects.toThrow(Conflict);
    const again = await compare(root, file, data);
    await save(root, file, data, again.hash);
    expect(dataOf(root, file)).toEqual(data);
    expect(read(root, file)).toContain('# en rad från texteditorn\nblocks:');
  });

  it('shapes the diff as numbered rows with the unchanged lines between changes counted', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n');
    const after = ['a', 'B', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].join('\n');
    const hunks = lineDiff(before, after, 1);
    expect(hunks.map((h) => h.skipped)).toEqual([0, 5]);
    expect(hunks[0]!.rows).toEqual([
      { kind: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'removed', text: 'b', oldLine: 2 },
      { kind: 'added', text: 'B', newLine: 2 },
      { kind: 'same', text: 'c', oldLine: 3, newLine: 3 },
    ]);
    expect(hunks[1]!.rows.filter((r) => r.kind !== 'same').map((r) => `${r.kind} ${r.text}`)).toEqual(['removed j', 'added j', 'added k']);
    expect(lineDiff(before, before)).toEqual([]);
  });

  it('refuses paths outside the content before touching anything', async () => {
    const root = copyContent();
    await expect(openPage(root, '../package.json')).rejects.toThrow(/inte en innehållsfil/);
    await expect(save(root, 'pages/../site.yaml', {}, 'x')).rejects.toThrow(/inte en innehållsfil/);
    await expect(draft(root, 'schema/page.schema.json', {})).rejects.toThrow(/inte en innehållsfil/);
  });
});

describe('Ny stad', () => {
  it('creates the page with the command’s code, valid, with the template’s to-dos on their fields', async () => {
    const root = copyContent();
    const { file, route } = await newCityPage(root, 'kiruna', 'cfo');
    expect({ file, route }).toEqual({ file: 'pages/cfo-tjanster-kiruna.yaml', route: '/cfo-tjanster-kiruna' });
    expect((await loadContent(root)).ok).toBe(true);
    const opened = await openPage(root, file);
    const markers = read(root, file).match(/^\s*# SKRIV LOKALT:/gm)!.length;
    expect(opened.markers).toHaveLength(markers);
    expect(opened.markers.map((m) => m.pointer)).toContain('/blocks/0/heading');
    // Open while the field holds the template's text.
    const heading = opened.markers.find((m) => m.pointer === '/blocks/0/heading')!;
    expect(heading.template).toBe((opened.data as Data).blocks[0]!.heading);
    expect(heading.instruction).toMatch(/^huvudrubriken/);
  });

  it('refuses an existing city with the command’s own message', async () => {
    const root = copyContent();
    await expect(newCityPage(root, 'Umeå', 'cfo')).rejects.toThrow(/^Umeå finns redan: filen pages\/cfo-tjanster-umea\.yaml finns\./);
    await expect(newCityPage(root, 'x', 'cfo')).rejects.toThrow(/2–40 tecken/);
    await expect(newCityPage(root, 'Kiruna', 'annat')).rejects.toThrow(/CFO-tjänster eller interim/);
  });
});

describe('Ny stad in the workspace: a page that is not in the working copy yet (decision 118)', () => {
  it('is the text the dev editor’s "Ny stad" writes, and nothing is written', async () => {
    const workspace = copyContent();
    const dev = copyContent();
    const city = await cityPage(workspace, 'kiruna', 'cfo');
    expect(existsSync(path.join(workspace, city.file))).toBe(false);
    const written = await newCityPage(dev, 'kiruna', 'cfo');
    expect({ file: city.file, route: city.route }).toEqual(written);
    expect(city.text).toBe(read(dev, written.file));
    await expect(cityPage(workspace, 'Umeå', 'cfo')).rejects.toThrow(/^Umeå finns redan/);
    await expect(cityPage(workspace, 'Kiruna', 'annat')).rejects.toThrow(/CFO-tjänster eller interim/);
  });

  it('opens from its template’s text with the to-dos on their fields, is checked with the whole site, and is listed as new', async () => {
    const root = copyContent();
    const { file, text } = await cityPage(root, 'Kiruna', 'cfo');
    const opened = await openPage(root, file, text);
    expect(opened.hash).toBe(hashOf(text));
    expect((opened.data as { city: { name: string } }).city.name).toBe('Kiruna');
    expect(opened.markers).toHaveLength(text.match(/^\s*# SKRIV LOKALT:/gm)!.length);
    expect(opened.markers.map((m) => m.pointer)).toContain('/blocks/0/heading');
    expect(opened.problems.filter((p) => p.severity === 'error')).toEqual([]);

    const data = structuredClone(opened.data) as Data;
    data.title = 'CFO-tjänster i Kiruna för växande företag i hela Norrbotten och Malmfälten';
    const checked = await draft(root, file, data, text);
    expect(checked.problems).toEqual(expect.arrayContaining([expect.objectContaining({ pointer: '/title', severity: 'error' })]));

    const listed = (await pageList(root, [{ file, text, data }])).pages.find((p) => p.file === file);
    expect(listed).toMatchObject({ route: '/cfo-tjanster-kiruna', title: data.title, isNew: true });
    expect(listed!.errors).toBeGreaterThan(0);
    expect((await pageList(root)).pages.map((p) => p.file)).not.toContain(file);
    expect(existsSync(path.join(root, file))).toBe(false);
  });

  it('publishes as a new file: the edits patched onto the template, refused (409) once someone has made the file', async () => {
    const root = copyContent();
    const { file, text } = await cityPage(root, 'Kiruna', 'cfo');
    const opened = await openPage(root, file, text);
    const data = structuredClone(opened.data) as Data;
    data.description = 'Ekonomichef på deltid för företag i Kiruna: kassaflöde, rapportering och styrning när gruvorna och staden växer.';
    const { text: published, changed } = await patched(root, file, data, opened.hash, text);
    expect(changed).toBe(true);
    const differ = published.split('\n').filter((line, i) => line !== text.split('\n')[i]);
    expect(differ).toEqual([expect.stringContaining('gruvorna och staden växer')]);
    expect(published.split('\n')).toHaveLength(text.split('\n').length);
    expect(existsSync(path.join(root, file))).toBe(false);

    writeFileSync(path.join(root, file), text);
    await expect(patched(root, file, data, opened.hash, text)).rejects.toThrow(Conflict);
    await expect(patched(root, file, data, opened.hash, text)).rejects.toThrow(/finns redan: en sida med samma adress har publicerats/);
    // Without its template, a page that is not there is Missing (404), never a crash: someone else's new page, say.
    await expect(openPage(root, 'pages/cfo-tjanster-abisko.yaml')).rejects.toThrow(Missing);
    await expect(draft(root, 'pages/cfo-tjanster-abisko.yaml', {})).rejects.toThrow(/finns inte\. En ny sida syns bara för den som skapade den/);
    // Opened now, the page is the file that exists.
    writeFileSync(path.join(root, file), text.replace('name: Kiruna', 'name: Kiruna stad'));
    expect((await openPage(root, file, text)).data).toMatchObject({ city: { name: 'Kiruna stad' } });
  });
});
