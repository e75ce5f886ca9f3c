/**
 * The messages the page editor shows for every edit of the bad-edits corpus name fields by the
 * labels of its forms and blocks by their Swedish name and position (issue 30, docs/decisions.md
 * 103): never a YAML key in quotes (`"heading"`) nor `block 2 (benefits)`. The editor shows the
 * problems loadContent reports, the same objects validate prints.
 *
 * YAML that cannot be read (C2xx) is left out: such a file is never shown as a form, and its
 * message speaks of the text as written, e.g. a key that occurs twice.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '~/src/content/load';
import { readSchemas } from '~/src/content/schemas';
import { badEdits, launchEdits, warningEdits } from './bad-edits';
import { applyEdit, projectCopy, restore } from './corpus-project';
import { projectRoot } from './fixture-project';

const root = projectCopy('field-wording-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every property name any schema of the project declares: the keys an editor must not be shown. */
function schemaKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'properties') for (const name of Object.keys(inner as object)) keys.add(name);
      walk(inner);
    }
  };
  readSchemas(projectRoot).forEach(({ schema }) => walk(schema));
  return keys;
}

const keys = schemaKeys();
/** What an editor should never read in a message: a quoted schema key, or a block by number and type. */
function yamlWords(message: string): string[] {
  const quoted = [...message.matchAll(/"([^"]+)"/g)].map((m) => m[1]!).filter((word) => keys.has(word));
  const block = /\bblock \d+ \(/.exec(message);
  return [...quoted.map((k) => `"${k}"`), ...(block ? [block[0]] : [])];
}

describe('the words of the messages the editor shows for the bad-edits corpus', () => {
  it('finds a quoted key and a numbered block where they are (the check itself)', () => {
    expect(yamlWords('fältet "heading" saknas i block 2 (benefits)')).toEqual(['"heading"', 'block 2 (']);
    expect(yamlWords('fältet »Rubrik« saknas i det andra blocket (Punktlista)')).toEqual([]);
  });

  it.each([...badEdits, ...warningEdits, ...launchEdits].map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const originals = applyEdit(root, row);
    try {
      // The launch check too: the editor leaves it out today, validate prints it in the same words.
      const result = await loadContent(root, undefined, { launch: 'warning' });
      const shown = result.problems.filter((p) => !/^C2\d\d$/.test(p.code));
      expect(shown.flatMap((p) => yamlWords(p.message).map((w) => `${p.code} ${w}: ${p.message}`))).toEqual([]);
      // The row's own problem is among them (or is a YAML one, left out above): the run checked something.
      expect(result.problems.map((p) => p.code)).toContain(row.expect.code);
    } finally {
      restore(root, originals);
    }
  });
});

/** Every help text (`description`) of the content's schemas, with where it is. */
function helpTexts(): { file: string; text: string }[] {
  const texts: { file: string; text: string }[] = [];
  const walk = (file: string, value: unknown): void => {
    if (Array.isArray(value)) return value.forEach((v) => walk(file, v));
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'description' && typeof inner === 'string') texts.push({ file, text: inner });
      else walk(file, inner);
    }
  };
  for (const { file, schema } of readSchemas(projectRoot)) if (file !== 'schema/lead.schema.json') walk(file, schema);
  return texts;
}

describe('the help texts the editor shows under the fields', () => {
  it('speak of other fields by their labels, never by a YAML path such as roi.package', () => {
    // `roi.package`, `promises.reply`, `analytics.measurementId`: a key of the schemas followed by `.key`.
    const cited = (text: string) =>
      [...text.matchAll(/\b([a-z][A-Za-z]*)\.([a-z][A-Za-z]*)\b/g)].filter((m) => keys.has(m[1]!) && keys.has(m[2]!)).map((m) => m[0]);
    expect(cited('Priset på paketet som roi.package anger.')).toEqual(['roi.package']);
    expect(helpTexts().flatMap(({ file, text }) => cited(text).map((path) => `${file}: ${path}`))).toEqual([]);
  });
});

// The source of the schemas is the real project's: a copy that drifted would test other words.
it('reads the schemas the project has', () => {
  expect(readFileSync(path.join(root, 'schema/page.schema.json'), 'utf8')).toBe(readFileSync(path.join(projectRoot, 'schema/page.schema.json'), 'utf8'));
});
