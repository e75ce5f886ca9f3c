import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blockTypes, helpOf, kindOf, resolve, valueLabel, type JsonSchema, type Schemas } from '~/src/editor/ui/schema';
import { schemas as editorSchemas } from '~/src/editor/server/editor-api';
import { contentFiles, projectRoot } from './content-copy';

// As the editor gets them from /redigera/api/schemas: schema/ and each block's, by `$id`.
const schemas = (await editorSchemas(projectRoot)) as Schemas;
const files = Object.keys(schemas);

/** Every field a form can show, walked the way the editor walks it: path → resolved schema. */
function walk(schema: JsonSchema, base: string, at: string, visit: (at: string, s: JsonSchema) => void, seen = new Set<string>()) {
  const resolved = resolve(schemas, schema, base);
  visit(at, resolved.schema);
  const key = `${resolved.base}:${JSON.stringify(resolved.schema).length}:${at.split('/').length}`;
  if (seen.has(key) && at.split('/').length > 6) return;
  seen.add(key);
  for (const [name, sub] of Object.entries(resolved.schema.properties ?? {})) walk(sub, resolved.base, `${at}/${name}`, visit, seen);
  if (resolved.schema.items) walk(resolved.schema.items, resolved.base, `${at}/*`, visit, seen);
}

describe('the forms come from schema/ alone', () => {
  it('offers every block type there is a schema for, by its Swedish name', () => {
    const offered = blockTypes(schemas);
    const declared = files
      .filter((f) => f.startsWith('block-'))
      .map((f) => String(schemas[f]!.properties!.type!.const))
      .sort();
    expect(offered.map((t) => t.type).sort()).toEqual(declared);
    for (const t of offered) {
      expect(t.label, t.type).not.toBe(t.type);
      expect(t.description, t.type).not.toBe('');
    }
  });

  it('gives every field a Swedish label (x-etikett)', () => {
    const missing: string[] = [];
    for (const root of ['page.schema.json', 'site.schema.json']) {
      walk(schemas[root]!, root, root, (at, s) => {
        if (s.const !== undefined) return;
        if (!s['x-etikett']) missing.push(at);
      });
    }
    for (const t of blockTypes(schemas)) walk(t.schema, t.base, t.type, (at, s) => s.const === undefined && !s['x-etikett'] && missing.push(at));
    expect(missing.join('\n')).toBe('');
  });

  it('names every value of every enum in schema/ in Swedish', () => {
    // The lead form's choices are named for visitors in site.yaml (forms.options.<definition>), not in the schema.
    const leadLabels = (parse(readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8')) as { forms: { options: Record<string, Record<string, string>> } })
      .forms.options;
    const missing: string[] = [];
    const visit = (node: unknown, file: string, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, file, `${at}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const s = node as JsonSchema;
      if (s.enum) {
        const labels = file === 'lead.schema.json' ? leadLabels[at.split('/').pop()!] : s['x-etiketter'];
        for (const value of s.enum) {
          const label = labels?.[String(value)];
          if (!label || label === String(value)) missing.push(`${file}${at}: ${String(value)}`);
        }
        for (const key of Object.keys(s['x-etiketter'] ?? {}))
          if (!s.enum.some((v) => String(v) === key)) missing.push(`${file}${at}: label for ${key}, which is no value`);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'x-etiketter') visit(value, file, `${at}/${key}`);
    };
    for (const file of files) visit(schemas[file], file, '');
    expect(missing.join('\n')).toBe('');
  });

  it('shows a choice and its help in Swedish while the file keeps the value', () => {
    const variant = resolve(schemas, schemas['defs.schema.json']!.definitions!.action!.properties!.variant!, 'defs.schema.json').schema;
    expect(variant.enum).toEqual(['primary', 'secondary']);
    expect(variant.enum!.map((v) => valueLabel(variant, v))).toEqual([variant['x-etiketter']!.primary, variant['x-etiketter']!.secondary]);
    expect(helpOf(variant)).not.toMatch(/primary|secondary/);
    expect(helpOf(variant)).toContain(`»${variant['x-etiketter']!.primary}«`);
  });

  it.each(contentFiles)('%s: every value in the file has a field in its form', (file) => {
    const data = parse(readFileSync(path.join(projectRoot, file), 'utf8')) as unknown;
    const types = blockTypes(schemas);
    const unknown: string[] = [];
    const check = (value: unknown, schema: JsonSchema, base: string, at: string) => {
      const { schema: s, base: b } = resolve(schemas, schema, base);
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          const block = at === '/blocks' ? types.find((t) => t.type === (item as { type?: unknown }).type) : undefined;
          if (block) check(item, block.schema, block.base, `${at}/${i}`);
          else if (s.items) check(item, s.items, b, `${at}/${i}`);
          else unknown.push(`${at}/${i}`);
        });
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, v] of Object.entries(value)) {
          const sub = s.properties?.[key];
          if (sub) check(v, sub, b, `${at}/${key}`);
          else unknown.push(`${at}/${key}`);
        }
      } else if (kindOf(s) === undefined && s.const === undefined && !s.enum) unknown.push(at);
    };
    const root = file === 'site.yaml' ? 'site.schema.json' : 'page.schema.json';
    check(data, schemas[root]!, root, '');
    expect(unknown).toEqual([]);
  });
});
