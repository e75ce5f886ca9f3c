/**
 * The forms are generated from schema/ alone (docs/decisions.md "Page editor"): this resolves
 * references, reads the Swedish label annotations and the descriptions, and finds the block types
 * in the page schema's block union. A new property in a schema appears in its form.
 *
 * `x-etikett` is a field's label; `x-etiketter` (value → label) names each value of an `enum`, so
 * a choice is shown in Swedish while the file keeps the value (docs/decisions.md "Page editor").
 */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  'x-etikett'?: string;
  'x-etiketter'?: Record<string, string>;
  description?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  examples?: unknown[];
}

export type Schemas = Record<string, JsonSchema>;

/** The schema `ref` names, relative to the schema file `base`. */
function target(schemas: Schemas, base: string, ref: string): { schema: JsonSchema; base: string } {
  const [file, fragment = ''] = ref.split('#');
  const id = file || base;
  let schema = schemas[id];
  for (const segment of fragment.split('/').filter(Boolean)) schema = (schema as Record<string, JsonSchema> | undefined)?.[segment];
  if (!schema) throw new Error(`Schemat saknar ${ref}`);
  return { schema, base: id };
}

/** A schema with its reference followed: the annotations written beside `$ref` win. */
export interface Resolved {
  schema: JsonSchema;
  /** The schema file further references are relative to. */
  base: string;
}

export function resolve(schemas: Schemas, schema: JsonSchema, base: string): Resolved {
  if (!schema.$ref) return { schema, base };
  const { $ref, ...beside } = schema;
  const found = target(schemas, base, $ref);
  const inner = resolve(schemas, found.schema, found.base);
  return { schema: { ...inner.schema, ...beside }, base: inner.base };
}

export const labelOf = (schema: JsonSchema, key: string) => schema['x-etikett'] ?? key;

/** The Swedish name of one of an enum's values (a test requires one for every value). */
export const valueLabel = (schema: JsonSchema, value: unknown) => schema['x-etiketter']?.[String(value)] ?? String(value);

/** How the form shows a value a description names: a choice by its label, a yes/no as the box's state. */
function valueNames(schema: JsonSchema): Record<string, string> | undefined {
  if (kindOf(schema) === 'boolean') return { true: 'ikryssad', false: 'inte ikryssad' };
  const labels = schema['x-etiketter'];
  return labels && Object.fromEntries(Object.entries(labels).filter(([value]) => /^[\p{L}-]+$/u.test(value)));
}

/**
 * The help text with each value the file uses written as the form shows it: a description explains
 * `main = …` or `true = …` to someone editing the file, the form says »Huvudtjänster« = … instead.
 */
export function helpOf(schema: JsonSchema): string | undefined {
  const names = valueNames(schema);
  if (!schema.description || !names || Object.keys(names).length === 0) return schema.description;
  const words = Object.keys(names)
    .map((w) => w.replace(/-/g, '\\-'))
    .join('|');
  return schema.description.replace(new RegExp(`(?<![\\p{L}/-])(${words})(?![\\p{L}/-])`, 'gu'), (value) => `»${names[value]}«`);
}

export interface BlockType {
  type: string;
  label: string;
  description: string;
  schema: JsonSchema;
  base: string;
}

/** Every block type the page schema accepts, with its Swedish name, in the schema's order. */
export function blockTypes(schemas: Schemas): BlockType[] {
  const union = schemas['page.schema.json']?.definitions?.block?.oneOf ?? [];
  return union.map((entry) => {
    const { schema, base } = resolve(schemas, entry, 'page.schema.json');
    const type = String(schema.properties?.type?.const);
    return { type, label: labelOf(schema, type), description: schema.description ?? '', schema, base };
  });
}

const kindOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);
export { kindOf };

/** A new value for a schema: its required fields present and empty, so the problems say what to fill in. */
export function emptyValue(schemas: Schemas, input: JsonSchema, base: string): unknown {
  const { schema, base: at } = resolve(schemas, input, base);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const kind = kindOf(schema);
  if (kind === 'object') {
    const required = schema.required ?? [];
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([key]) => required.includes(key))
        .map(([key, sub]) => [key, emptyValue(schemas, sub, at)]),
    );
  }
  if (kind === 'array') return [];
  if (kind === 'boolean') return false;
  if (kind === 'integer' || kind === 'number') return schema.enum?.[0] ?? schema.minimum ?? 0;
  if (schema.enum) return schema.enum[0];
  return '';
}
