/**
 * loadContent keeps each file's parse and schema check (src/content/checked-text-cache.ts): an
 * unchanged file is not parsed again, a changed one (on disk or as a draft) is, and a changed
 * schema checks every file again — so a result is never older than the text and schemas it is for.
 */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkedTextCount } from '~/src/content/checked-text-cache';
import { loadContent } from '~/src/content/load';
import { parseSource } from '~/src/content/source';
import type * as SourceModule from '~/src/content/source';
import { contentFiles, copyContent, removeCopies } from './editor/content-copy';

vi.mock('~/src/content/source', async (original) => {
  const actual = await original<typeof SourceModule>();
  return { ...actual, parseSource: vi.fn(actual.parseSource) };
});
let seen = 0;
/** The files parsed since the last look. */
function parsed() {
  const calls = vi.mocked(parseSource).mock.calls;
  const files = calls.slice(seen).map(([file]) => file);
  seen = calls.length;
  return files.sort();
}

const root = copyContent();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const brokenLink = (text: string) => text.replace(/href: \/boka-mote\b/, 'href: /finns-inte');
const linkProblems = async (drafts?: Map<string, string>) =>
  (await loadContent(root, drafts)).problems.filter((p) => p.file === 'pages/index.yaml' && p.pointer.endsWith('/href')).map((p) => p.message);

afterAll(removeCopies);

describe('the content loader keeps what it parsed and checked', () => {
  it('parses every file the first time, and none again while nothing changed', async () => {
    const first = await loadContent(root);
    expect(parsed()).toEqual([...contentFiles].sort());
    parsed();
    const second = await loadContent(root);
    expect(parsed()).toEqual([]);
    expect(second).toEqual(first);
  });

  it('parses a draft again, and only the draft — its problems are the draft’s, then gone with it', async () => {
    const draft = brokenLink(read('pages/index.yaml'));
    expect(draft).not.toBe(read('pages/index.yaml'));
    expect(await linkProblems(new Map([['pages/index.yaml', draft]]))).toHaveLength(1);
    expect(parsed()).toEqual(['pages/index.yaml']);
    parsed();
    expect(await linkProblems()).toEqual([]);
    expect(parsed()).toEqual(['pages/index.yaml']);
  });

  it('parses a file changed on disk again', async () => {
    const before = read('pages/index.yaml');
    writeFileSync(path.join(root, 'pages/index.yaml'), brokenLink(before));
    expect(await linkProblems()).toHaveLength(1);
    expect(parsed()).toEqual(['pages/index.yaml']);
    writeFileSync(path.join(root, 'pages/index.yaml'), before);
    expect(await linkProblems()).toEqual([]);
  });

  it('checks every file again when a schema changes, with the new rule', async () => {
    await loadContent(root);
    parsed();
    const schema = path.join(root, 'schema/page.schema.json');
    writeFileSync(schema, readFileSync(schema, 'utf8').replace('"maxLength": 90', '"maxLength": 10'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(schema, later, later);
    const result = await loadContent(root);
    expect(parsed()).toEqual([...contentFiles].sort());
    expect(result.problems.filter((p) => p.pointer === '/title').length).toBeGreaterThan(30);
  });

  it('remembers one result per file, however often a file changes', async () => {
    const text = read('pages/index.yaml');
    for (let i = 0; i < 5; i++) await loadContent(root, new Map([['pages/index.yaml', text.replace('heading:', `# utkast ${i}\n    heading:`)]]));
    expect(checkedTextCount()).toBe(contentFiles.length);
  });

  it('hands out frozen values, so no check can change what the next run is given', async () => {
    const result = await loadContent(root, new Map([['pages/index.yaml', brokenLink(read('pages/index.yaml'))]]));
    const problem = result.problems.find((p) => p.file === 'pages/index.yaml')!;
    expect(Object.isFrozen(problem)).toBe(true);
  });
});
