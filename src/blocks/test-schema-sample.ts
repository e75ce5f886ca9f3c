/**
 * Test helper: a block written from its JSON Schema alone, as an editor could write it. `minimal`
 * gives only what the schema requires, each at its smallest valid size; `full` adds every optional
 * property and a second item where a list allows it, and `switched` is `full` with each true/false
 * the other way round. Texts name their place ("hero heading"), so
 * a test can find each one in the markup.
 *
 * No sampling library is installed, and the block schemas use a small subset of JSON Schema; a
 * keyword outside that subset throws, so a schema change cannot be silently sampled wrong.
 */
import { readSchemas } from '../content/schemas';

export type Schema = { [keyword: string]: unknown };
export type SampleMode = 'minimal' | 'full' | 'switched';

/** Keywords that only describe (or are checked by the validator on what we produce anyway); so do annotations (`x-…`, e.g. the editor's labels). */
const descriptive = new Set(['$schema', '$id', 'title', 'description', 'examples', 'default', 'additionalProperties', 'uniqueItems', 'discriminator']);
const understood = new Set([
  ...descriptive,
  '$ref',
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'definitions',
]);

/** Every schema of the project at `root` by its `$id` (schema/ and each block's, as the loader reads them). */
export function loadSchemas(root: string): Map<string, Schema> {
  return new Map(readSchemas(root).map(({ schema }) => [String(schema.$id), schema]));
}

/** Fills `length` characters from `label`, repeating words, never ending in a space. */
function textOfLength(label: string, min: number, max: number): string {
  let text = label;
  while (text.length < min) text += ' text';
  return text.slice(0, max).trimEnd();
}

export class SchemaSampler {
  constructor(private readonly schemas: Map<string, Schema>) {}

  /** The schema a `$ref` names, and the file it lives in (for the refs inside it). */
  private resolve(ref: string, file: string): [Schema, string] {
    const [target = '', pointer = ''] = ref.split('#');
    const targetFile = target || file;
    let node = this.schemas.get(targetFile);
    for (const key of pointer.split('/').filter(Boolean)) node = node?.[key] as Schema | undefined;
    if (!node) throw new Error(`${file}: $ref ${ref} points nowhere`);
    return [node, targetFile];
  }

  /** A value for `schema` (in `file`), labelled `label` where it is a text. */
  sample(schema: Schema, file: string, label: string, mode: SampleMode, index = 0): unknown {
    const unknown = Object.keys(schema).filter((k) => !understood.has(k) && !k.startsWith('x-'));
    if (unknown.length) throw new Error(`${file} (${label}): the sampler does not know ${unknown.join(', ')}; teach src/blocks/test-schema-sample.ts`);
    if (typeof schema.$ref === 'string') return this.sample(...this.resolve(schema.$ref, file), label, mode, index);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[mode === 'full' ? schema.enum.length - 1 : 0];
    switch (schema.type) {
      case 'object':
        return this.object(schema, file, label, mode, index);
      case 'array':
        return this.array(schema, file, label, mode);
      case 'string':
        return this.string(schema, file, label, index);
      case 'integer':
      case 'number':
        return (schema.minimum as number | undefined) ?? Math.min(1, (schema.maximum as number | undefined) ?? 1);
      // Alternating along a list, so a list shows both sides of a switch such as `verified`.
      case 'boolean':
        return mode !== 'minimal' && index % 2 === (mode === 'full' ? 1 : 0);
      default:
        throw new Error(`${file} (${label}): no type to sample`);
    }
  }

  private object(schema: Schema, file: string, label: string, mode: SampleMode, index: number): Record<string, unknown> {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {});
    return Object.fromEntries(
      properties
        .filter(([key]) => mode !== 'minimal' || required.has(key))
        .map(([key, property]) => [key, this.sample(property, file, `${label} ${key}`, mode, index)]),
    );
  }

  private array(schema: Schema, file: string, label: string, mode: SampleMode): unknown[] {
    const min = (schema.minItems as number | undefined) ?? 0;
    const max = (schema.maxItems as number | undefined) ?? Infinity;
    const count = mode === 'minimal' ? Math.max(min, 1) : Math.min(Math.max(min, 2), max);
    return Array.from({ length: count }, (_, i) => this.sample(schema.items as Schema, file, `${label} ${i + 1}`, mode, i));
  }

  private string(schema: Schema, file: string, label: string, index: number): string {
    if (schema.format === 'email') return 'kontakt@exempel.se';
    // A pattern cannot be sampled in general: the schema's examples are the editor's models
    // (one per item of a list, in turn, so a list of unique items stays unique).
    if (schema.pattern) {
      const examples = (schema.examples as string[] | undefined) ?? [];
      if (!examples.length) throw new Error(`${file} (${label}): a text with a pattern needs "examples" to sample from`);
      return examples[index % examples.length]!;
    }
    return textOfLength(label, (schema.minLength as number | undefined) ?? 1, (schema.maxLength as number | undefined) ?? 200);
  }
}
