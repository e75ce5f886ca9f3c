/**
 * Every block type of the page schema, rendered through the real registry with fixtures written
 * from its schema alone (src/blocks/test-schema-sample.ts): with only what is required, and with
 * every optional property (each true/false both ways), in the real site's context. A block added
 * to the schema or the registry without the other fails here, and so does a block that drops a
 * text an editor wrote or renders inaccessible markup (the repository's html-validate rules).
 */
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load';
import type { Block } from '../content/model';
import { compileSchemas } from '../content/schemas';
import { blockComponents, RenderBlocks } from './registry';
import { loadSchemas, SchemaSampler, type SampleMode, type Schema } from './test-schema-sample';
import { withDefaults } from './test-content';
import { ids, renderBlock, testPage, texts } from './test-fixture';

const root = fileURLToPath(new URL('../../', import.meta.url));
const schemas = loadSchemas(root);
const sampler = new SchemaSampler(schemas);
// Reads the repository's .htmlvalidate.mjs, as the build's markup test does.
const validator = new HtmlValidate(new FileSystemConfigLoader());

const blockRefs = (schemas.get('page.schema.json')!.definitions as { block: { oneOf: { $ref: string }[] } }).block.oneOf.map((r) => r.$ref);
const typeOf = (file: string) => (schemas.get(file)!.properties as { type: { const: string } }).type.const;
const schemaTypes = blockRefs.map(typeOf);

// The context the prerenderer gives a page: the real site.yaml and what is derived from pages/
// (city cards, service links, prices), so lists that come from the site are not empty.
const loaded = await loadContent(root);
if (!loaded.ok) throw new Error("The repository's content is invalid: run npm run validate");
const { site, derived } = loaded.content;
const render = (blocks: Block[]) => renderBlock(<RenderBlocks blocks={blocks} />, { page: testPage(blocks), site, derived });

/** Blocks whose required fields alone show nothing, by design (see each component). */
const emptyWhenMinimal = new Set(['credentials']);

/** The block `file`'s schema sampled in `mode`, through the loader's validation and defaults. */
function fixture(file: string, mode: SampleMode): { input: Schema; block?: Block; error?: string } {
  const input = sampler.sample(schemas.get(file)!, file, typeOf(file), mode) as Schema;
  try {
    return { input, block: withDefaults(input as Parameters<typeof withDefaults>[0]) };
  } catch (error) {
    return { input, error: (error as Error).message };
  }
}

/** The texts the sampler wrote (they begin with the block type), not the schema's examples or enums. */
function writtenTexts(value: unknown, type: string): string[] {
  if (typeof value === 'string') return value.startsWith(`${type} `) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => writtenTexts(v, type));
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => writtenTexts(v, type));
  return [];
}

/** `value` with every `verified` switch on: what a block shows once the customer has approved it all. */
function approved<T>(value: T): T {
  if (Array.isArray(value)) return value.map(approved) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'verified' ? true : approved(v)])) as T;
  return value;
}

/** A block that is headed as examples while any of its items is not approved (docs/decisions.md 57). */
const examplesHeading = (block: Block | undefined) =>
  block && 'exampleHeading' in block && block.items.some((item) => !item.verified) ? block.exampleHeading : undefined;

const decoded = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** html-validate's errors for `body` in a page of its own (a heading outline starting at h1). */
async function markupErrors(name: string, body: string): Promise<string[]> {
  const h1 = body.includes('<h1') ? '' : '<h1>Testsida</h1>';
  const page = `<!doctype html><html lang="sv"><head><title>Testsida</title></head><body><main>${h1}${body}</main></body></html>`;
  const report = await validator.validateString(page, `${name}.html`);
  return report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
}

describe('the block registry and the page schema', () => {
  it('have the same block types: a schema without a component, or a component without a schema, fails', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...schemaTypes].sort());
  });

  it("list every block folder's schema.json in the page schema's block union", () => {
    expect(compileSchemas(root).blockTypes.sort()).toEqual([...schemaTypes].sort());
  });
});

const modes: SampleMode[] = ['minimal', 'full', 'switched'];

describe.each(blockRefs.flatMap((file) => modes.map((mode) => [typeOf(file), mode, file] as const)))(
  'the %s block, %s fixture from its schema',
  (type, mode, file) => {
    const { input, block, error } = fixture(file, mode);
    // Rendered in the tests, so a block that throws fails its own tests, not the whole file.
    let markup: string | undefined;
    const rendered = () => (markup ??= block ? render([block]).html : '');

    it('is valid for the page schema', () => {
      expect(error).toBeUndefined();
    });

    if (mode === 'minimal' && emptyWhenMinimal.has(type)) {
      it('renders nothing when no optional list is filled', () => expect(rendered()).toBe(''));
      return;
    }

    it('renders one named section through the registry', () => {
      const html = rendered();
      expect(html.length).toBeGreaterThan(0);
      expect(html).toMatch(/^<section\b[^>]*\saria-(labelledby|label)="[^"]+"/);
    });

    it('shows its heading as a heading', () => {
      const html = rendered();
      const headings = [...texts(html, 'h1'), ...texts(html, 'h2')];
      const examples = examplesHeading(block);
      if (examples) expect(headings).toEqual([examples]);
      else if (typeof input.heading === 'string') expect(headings).toContain(input.heading);
      else expect(schemas.get(file)!.properties).not.toHaveProperty('heading');
    });

    it('is valid, accessible markup: named links, buttons and fields, unique ids, references that resolve', async () => {
      expect(await markupErrors(`${type}-${mode}`, rendered())).toEqual([]);
    });
  },
);

describe.each(blockRefs.map((file) => [typeOf(file), file] as const))('the %s block with every optional property', (type, file) => {
  it('shows every text the fixture wrote (each in the full or the switched fixture)', () => {
    const { input } = fixture(file, 'full');
    // Full and switched show each side of every switch; approved shows what waits for approval.
    const blocks = (['full', 'switched'] as const).map((mode) => fixture(file, mode).block!);
    const shown = [...blocks, approved(blocks[0]!)].map((block) => decoded(render([block]).html)).join('\n');
    expect(writtenTexts(input, type).filter((text) => !shown.includes(text))).toEqual([]);
  });
});

describe('a page with every block, each with every optional property', () => {
  // Each with its own anchor id (the sampler gives every block the schema's example), the hero first.
  const blocks = blockRefs
    .map((file) => fixture(file, 'full').block)
    .filter((b): b is Block => b !== undefined)
    .map((b) => ({ ...b, id: `${b.type}-block` }))
    .sort((a, b) => Number(b.type === 'hero') - Number(a.type === 'hero'));

  it('has every block, one h1, and ids unique across blocks', async () => {
    const { html } = render(blocks);
    expect(blocks).toHaveLength(schemaTypes.length);
    expect(texts(html, 'h1')).toHaveLength(1);
    const allIds = ids(html);
    expect(new Set(allIds).size).toBe(allIds.length);
    expect(await markupErrors('every-block', html)).toEqual([]);
  });

  it('resolves the contact keywords of its links (the second button of each pair says "telefon")', () => {
    const hrefs = [...render(blocks).html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.filter((href) => href?.startsWith('tel:+46')).length).toBeGreaterThan(0);
    for (const unresolved of ['', '#', 'telefon', 'e-post']) expect(hrefs).not.toContain(unresolved);
  });
});
