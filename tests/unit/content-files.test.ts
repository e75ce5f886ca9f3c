/** Conventions of the real content files that the schemas alone cannot express. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockComponents } from '~/src/blocks/registry';
import { root } from '~/scripts/support/site-routes';

const pageFiles = readdirSync(path.join(root, 'pages')).filter((f) => f.endsWith('.yaml'));

describe('content files', () => {
  it.each(pageFiles)('pages/%s starts with the schema line editors use for completion', (file) => {
    const firstLine = readFileSync(path.join(root, 'pages', file), 'utf8').split('\n')[0];
    expect(firstLine).toBe('# yaml-language-server: $schema=../schema/page.schema.json');
  });

  it('site.yaml starts with the schema line', () => {
    expect(readFileSync(path.join(root, 'site.yaml'), 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/site.schema.json');
  });

  it('the page schema offers every block schema beside its component, and the registry renders every one', () => {
    const blockFiles = readdirSync(path.join(root, 'src/blocks'))
      .filter((f) => existsSync(path.join(root, 'src/blocks', f, 'schema.json')))
      .map((f) => `../src/blocks/${f}/schema.json`)
      .sort();
    const page = JSON.parse(readFileSync(path.join(root, 'schema/page.schema.json'), 'utf8')) as {
      definitions: { block: { oneOf: { $ref: string }[] } };
    };
    expect(page.definitions.block.oneOf.map((r) => r.$ref).sort()).toEqual(blockFiles);
    expect(readdirSync(path.join(root, 'schema')).filter((f) => f.startsWith('block-'))).toEqual([]);
    const types = blockFiles.map((f) => f.replace(/^\.\.\/src\/blocks\/(.*)\/schema\.json$/, '$1')).sort();
    expect(Object.keys(blockComponents).sort()).toEqual(types);
  });
});
