/**
 * ajv keywords the schemas do not use today still get a Swedish message from the catalogue, never
 * ajv's English: a schema may start using them tomorrow. (Every keyword in use is covered by real
 * edits in tests/content/bad-edits.ts.)
 */
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '~/src/content/problem';
import { schemaProblems } from '~/src/content/schema-problems';
import { fieldLabels } from '~/src/content/field-labels';
import { parseSource } from '~/src/content/source';

const { source } = parseSource('pages/x.yaml', 'title: Sida\nblocks:\n  - type: hero\n    columns: 5\n');
// A page schema of one block type, with the labels the editor would show for it (made in each
// test, where a mutation run sees which test reads them: docs/decisions.md 120).
const names = () => ({
  blockTypes: ['hero'],
  labels: fieldLabels([
    { schema: { $id: 'page.schema.json', properties: { blocks: { items: { oneOf: [{ $ref: 'block-hero.schema.json' }] } } } } },
    { schema: { $id: 'block-hero.schema.json', 'x-etikett': 'Sidhuvud', properties: { type: { const: 'hero' }, columns: { 'x-etikett': 'Kolumner' } } } },
  ]),
});
const error = (keyword: string, params: Record<string, unknown>, description?: string): ErrorObject => ({
  keyword,
  instancePath: '/blocks/0/columns',
  schemaPath: `#/properties/columns/${keyword}`,
  params,
  parentSchema: description ? { description } : {},
  data: 5,
});

describe('schemaProblems for keywords no schema uses yet', () => {
  it('says what a const requires', () => {
    expect(schemaProblems(source!, [error('const', { allowedValue: 3 })], names()).map(formatProblem)).toEqual([
      'pages/x.yaml:4:14  »Kolumner« i det första blocket (Sidhuvud) ska vara "3" — Rätta värdet. [C312]',
    ]);
  });

  it('falls back to the field description, in Swedish, for any other keyword', () => {
    expect(schemaProblems(source!, [error('multipleOf', { multipleOf: 2 }, 'Antal kolumner: 2 eller 4.')], names()).map(formatProblem)).toEqual([
      'pages/x.yaml:4:14  »Kolumner« i det första blocket (Sidhuvud) har ett ogiltigt värde — Rätta värdet. Antal kolumner: 2 eller 4. [C323]',
    ]);
  });

  it('points at the field with a JSON Pointer a page editor can use', () => {
    expect(schemaProblems(source!, [error('multipleOf', { multipleOf: 2 })], names())[0]).toMatchObject({
      pointer: '/blocks/0/columns',
      code: 'C323',
      severity: 'error',
    });
  });
});

describe('schemaProblems naming where a problem is', () => {
  const page = (yaml: string) => parseSource('pages/x.yaml', `title: Sida\n${yaml}`).source!;
  const at = (instancePath: string, keyword: string, params: Record<string, unknown>, parentSchema?: object, data: unknown = {}): ErrorObject => ({
    keyword,
    instancePath,
    schemaPath: `#/${keyword}`,
    params,
    ...(parentSchema ? { parentSchema } : {}),
    data,
  });

  it('names a block by its Swedish name when its type is a text, and by its place alone when it is not', () => {
    const problem = (source: ReturnType<typeof page>) => schemaProblems(source, [at('/blocks/0', 'multipleOf', {}, {})], names()).map(formatProblem)[0];
    expect(problem(page('blocks:\n  - type: hero\n'))).toMatch(/^pages\/x\.yaml:3:5 {2}det första blocket \(Sidhuvud\) har ett ogiltigt värde — /);
    // A type written as a list is no type: it is not named as one (that it is wrong is the type check's to say).
    expect(problem(page('blocks:\n  - type: [hero]\n'))).toMatch(/^pages\/x\.yaml:3:5 {2}det första blocket har ett ogiltigt värde — /);
  });

  it('places a problem of the list of blocks itself in no block', () => {
    const [problem] = schemaProblems(page('blocks: []\n'), [at('/blocks', 'minItems', { limit: 1 }, {}, [])], names()).map(formatProblem);
    expect(problem).toMatch(/^pages\/x\.yaml:2:9 {2}»blocks« är en tom lista — /);
    expect(problem).not.toContain('blocket');
  });

  it('reads an error ajv gave without its schema (no verbose) as well as one with it', () => {
    const missing = (parentSchema?: object) =>
      schemaProblems(page('blocks:\n  - type: hero\n'), [at('/blocks/0', 'required', { missingProperty: 'heading' }, parentSchema)], names()).map(
        formatProblem,
      );
    expect(missing()).toEqual(missing({}));
    expect(missing()[0]).toMatch(/^pages\/x\.yaml:3:5 {2}fältet »heading« saknas i det första blocket \(Sidhuvud\) — /);
  });
});
