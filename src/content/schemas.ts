import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { cjsDefault } from '../shared/cjs-default';
import { fieldLabels, type FieldLabels } from './field-labels';

// ajv-formats ships CommonJS: src/shared/cjs-default.ts says why it needs unwrapping.
const addFormats = cjsDefault(addFormatsModule);

export interface SchemaSet {
  site: ValidateFunction;
  page: ValidateFunction;
  /** One block type's own schema (with the shared definitions it refers to), without the page's union. */
  block: (type: string) => ValidateFunction;
  /** Every block type the page schema accepts, for suggestions on a misspelt type. */
  blockTypes: string[];
  /** The editor's Swedish names of fields and block types, for messages (docs/decisions.md 103). */
  labels: FieldLabels;
}

/** Where a block type's schema lives: beside its component (docs/decisions.md 91). */
export const blockSchemaFile = (type: string) => `src/blocks/${type}/schema.json`;

/** The schema files of the project at `root`, relative to it: schema/*.schema.json, then each block's. */
export function schemaFiles(root: string): string[] {
  const shared = readdirSync(path.join(root, 'schema'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => `schema/${f}`);
  const blocks = readdirSync(path.join(root, 'src/blocks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, blockSchemaFile(entry.name))))
    .map((entry) => blockSchemaFile(entry.name))
    .sort();
  return [...shared, ...blocks];
}

/** Copies every schema file of the project `from` to the same place under `to` (tests' and tools' copies of the content). */
export function copySchemas(from: string, to: string): void {
  for (const file of schemaFiles(from)) cpSync(path.join(from, file), path.join(to, file));
}

/**
 * A `$ref` as the files write it — a path relative to the file, so a text editor's YAML language
 * server follows it (`../src/blocks/hero/schema.json`, `../../../schema/defs.schema.json#/…`) — as
 * the `$id` it names (`block-hero.schema.json`, `defs.schema.json#/…`): ajv and the page editor
 * know schemas by `$id`.
 */
export function refById(ref: string): string {
  if (ref.startsWith('#')) return ref;
  const [file = '', fragment] = ref.split('#');
  const block = /(?:^|\/)blocks\/([a-z0-9-]+)\/schema\.json$/.exec(file);
  const id = block ? `block-${block[1]}.schema.json` : path.posix.basename(file);
  return fragment === undefined ? id : `${id}#${fragment}`;
}

function withRefsById(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withRefsById);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === '$ref' && typeof v === 'string' ? refById(v) : withRefsById(v)]));
}

/**
 * Every schema of the project with its `$id`, references by `$id` too (what ajv and the editor
 * read). A block's schema has no `$id` in its file — a relative `$id` would move the base its own
 * references are read from — and gets `block-<type>.schema.json` here.
 */
export function readSchemas(root: string): { file: string; schema: Record<string, unknown> }[] {
  return schemaFiles(root).map((file) => {
    const schema = withRefsById(JSON.parse(readFileSync(path.join(root, file), 'utf8'))) as Record<string, unknown>;
    return { file, schema: file.startsWith('src/') ? { $id: refById(file), ...schema } : schema };
  });
}

/**
 * Compiles every schema of the project at `root` (readSchemas) once; strict, all errors, discriminated block union.
 * `useDefaults`: a property an editor leaves out gets the schema's `default` while the file is
 * validated, so the schema is the only place a block's default text is written (the generated
 * types mark such properties as present: scripts/generate-types.ts).
 */
export function compileSchemas(root: string): SchemaSet {
  const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true, verbose: true, useDefaults: true });
  addFormats(ajv, ['email']);
  // The page editor's Swedish labels (docs/decisions.md "Page editor"): annotations, never rules.
  // `x-etikett` names a field; `x-etiketter` names each value of an `enum` (value → label), so the
  // editor's choices read "Huvudknapp (fylld)" while the file keeps `primary`.
  ajv.addKeyword({ keyword: 'x-etikett', metaSchema: { type: 'string' } });
  ajv.addKeyword({ keyword: 'x-etiketter', metaSchema: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } } });
  // `x-ersatt-av` (retired field → the field that replaced it): a retired field is refused with
  // its own message (catalogue.retiredField) instead of "okänt fält" (docs/decisions.md 81).
  ajv.addKeyword({ keyword: 'x-ersatt-av', metaSchema: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } } });
  const blockTypes: string[] = [];
  const schemas = readSchemas(root);
  for (const { file, schema } of schemas) {
    ajv.addSchema(schema);
    const typeConst = (schema.properties as { type?: { const?: string } } | undefined)?.type?.const;
    if (file.startsWith('src/blocks/') && typeConst) blockTypes.push(typeConst);
  }
  const compiled = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`${id} is not among the schemas read from schema/ and src/blocks/.`);
    return validate;
  };
  // Compiled on first use, each once: the page schema's block union is most of the 1.5 s a full
  // compile takes, and a test or tool that reads only the site (or one block) never pays for it.
  return {
    get site() {
      return compiled('site.schema.json');
    },
    get page() {
      return compiled('page.schema.json');
    },
    block: (type: string) => compiled(refById(blockSchemaFile(type))),
    blockTypes,
    labels: fieldLabels(schemas),
  };
}
