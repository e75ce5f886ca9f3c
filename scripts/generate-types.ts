/**
 * Generates TypeScript types from the JSON Schemas in schema/ and src/blocks/<type>/schema.json, the
 * single source of truth for the shape of site.yaml and pages/*.yaml, and of what the forms post to
 * /api/leads; and the block union of schema/page.schema.json from the block folders (pageSchemaText).
 *
 *   npm run generate:types           write schema/page.schema.json's block union,
 *                                    src/content/schema-types.generated.ts,
 *                                    src/lead-form/lead-types.generated.ts and
 *                                    src/lead-form/lead-rules.generated.ts
 *   npm run generate:types -- --check  exit 1 if any is stale (used by npm test)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { blockSchemaFile, schemaFiles as projectSchemaFiles } from '../src/content/schemas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schema');
export const generatedTypesFile = path.join(root, 'src/content/schema-types.generated.ts');
export const generatedLeadTypesFile = path.join(root, 'src/lead-form/lead-types.generated.ts');
export const generatedLeadRulesFile = path.join(root, 'src/lead-form/lead-rules.generated.ts');
export const pageSchemaFile = path.join(root, 'schema/page.schema.json');

/**
 * schema/page.schema.json with its block union made from the folders: one `$ref` per
 * `src/blocks/<type>/schema.json`, in the folders' order, and the description naming every type.
 * A new block is a folder with a schema; this keeps the union, never a hand (docs/decisions.md 91).
 */
export function pageSchemaText(current: string, projectRoot = root): string {
  const page = JSON.parse(current) as { definitions: { block: { description: string; oneOf: { $ref: string }[] } } };
  const types = projectSchemaFiles(projectRoot)
    .map((file) => /^src\/blocks\/([^/]+)\/schema\.json$/.exec(file)?.[1])
    .filter((type): type is string => type !== undefined);
  page.definitions.block.description = `En sektion på sidan. Typen avgör vilka fält som finns: ${types.join(', ')}. Blockens scheman ligger bredvid deras komponenter, src/blocks/<typ>/schema.json.`;
  page.definitions.block.oneOf = types.map((type) => ({ $ref: `../${blockSchemaFile(type)}` }));
  return `${JSON.stringify(page, null, 2)}\n`;
}

const bannerFor = (source: string) => `/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT BY HAND.
 * Made from ${source} by \`npm run generate:types\`.
 * Change the schema, then run that command; \`npm test\` fails while this file is stale.
 */`;
const banner = bannerFor('the JSON Schemas in schema/');

/** The page editor's label annotations, left out: beside a `$ref` they would make a new type of every field. */
export function withoutLabels(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLabels);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'x-etikett' && key !== 'x-etiketter' && key !== 'x-ersatt-av')
      .map(([key, v]) => [key, withoutLabels(v)]),
  );
}

/**
 * The types describe content as the loader hands it on: ajv has filled in every property the
 * schema gives a `default` (src/content/schemas.ts), so such a property is required in the type
 * even though an editor may leave it out. Components then read it as it is, and the default is
 * written once, in the schema.
 */
export function defaultsRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(defaultsRequired);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, defaultsRequired(value)])) as Record<string, unknown>;
  const properties = copy.properties as Record<string, { default?: unknown }> | undefined;
  if (properties) {
    const defaulted = Object.keys(properties).filter((name) => properties[name]?.default !== undefined);
    const required = (copy.required as string[] | undefined) ?? [];
    if (defaulted.length > 0) copy.required = [...required, ...defaulted.filter((name) => !required.includes(name))];
  }
  return copy;
}

/**
 * The generated name of a block type's data: `hero` → HeroBlockData, `lead-form` → LeadFormBlockData.
 * Always `<Type>BlockData`, so it never collides with the block's component (HeroBlock) and no block
 * has to rename it on import (docs/decisions.md 91).
 */
export const blockDataName = (type: string) => `${type.replace(/(?:^|-)(\w)/g, (_m, letter: string) => letter.toUpperCase())}BlockData`;

/** A block schema (its `type` is a constant) titled by blockDataName: json-schema-to-typescript names types by title. */
function namedBlock(schema: Record<string, unknown>): Record<string, unknown> {
  const type = (schema.properties as { type?: { const?: unknown } } | undefined)?.type?.const;
  return typeof type === 'string' ? { ...schema, title: blockDataName(type) } : schema;
}

/** Reads the schema files for json-schema-to-typescript through `withoutLabels`, `defaultsRequired` and `namedBlock`. */
const schemaFiles = {
  order: 1,
  canRead: /(?:^|[/.])schema\.json$/,
  read: async (file: { url: string }) =>
    defaultsRequired(withoutLabels(namedBlock(JSON.parse(await readFile(fileURLToPath(new URL(file.url, 'file:///')), 'utf8')) as Record<string, unknown>))),
};

export async function generateTypes(): Promise<string> {
  // One synthetic root so shared definitions (Action, Figure, Icon…) are emitted once.
  const rootSchema = {
    title: 'Content schemas',
    type: 'object',
    additionalProperties: false,
    properties: {
      site: { $ref: 'site.schema.json' },
      page: { $ref: 'page.schema.json' },
    },
  } as const;
  return compile(rootSchema as never, 'ContentSchemas', {
    cwd: schemaDir,
    bannerComment: banner,
    $refOptions: { resolve: { schemaFiles } } as never,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
}

/** The lead form types (schema/lead.schema.json): shared by the form components and the lead server. */
export async function generateLeadTypes(): Promise<string> {
  const schema = JSON.parse(await readFile(path.join(schemaDir, 'lead.schema.json'), 'utf8')) as Record<string, unknown>;
  return compile(schema as never, 'LeadSubmission', {
    cwd: schemaDir,
    bannerComment: bannerFor('schema/lead.schema.json'),
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
}

interface SchemaNode {
  $ref?: string;
  const?: unknown;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  oneOf?: SchemaNode[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/**
 * The rules a visitor's fields must meet, as the browser checks them before
 * sending (src/features/forms/validate-fields.ts): required, lengths and patterns — the same
 * ones the lead server checks with ajv. Choices (enums) are left out: a <select> offers only
 * valid ones. Meta fields (kind, page, tokens, honeypot, service) are the server's business.
 */
export async function generateLeadRules(): Promise<string> {
  const schema = JSON.parse(await readFile(path.join(schemaDir, 'lead.schema.json'), 'utf8')) as SchemaNode;
  const meta = new Set(['kind', 'page', 'formToken', 'idempotencyKey', 'website', 'service']);
  // The shape this reads: a oneOf of $refs to definitions, each a kind's object with a `kind` const.
  const unexpected = (what: string) => new Error(`schema/lead.schema.json: ${what} — the lead rules are read from a oneOf of $refs to definitions.`);
  const definitionOf = (node: SchemaNode) => {
    if (!node.$ref?.startsWith('#/definitions/')) throw unexpected(`expected a $ref to a definition, found ${JSON.stringify(node)}`);
    return node.$ref.replace('#/definitions/', '');
  };
  const definitionNamed = (name: string) => {
    const definition = schema.definitions?.[name];
    if (!definition) throw unexpected(`no definition "${name}"`);
    return definition;
  };
  if (!schema.oneOf) throw unexpected('no oneOf');
  const rules: Record<string, { minLength?: number; maxLength?: number; pattern?: string }> = {};
  const forms: Record<string, Record<string, [rule: string, required: boolean]>> = {};
  for (const branch of schema.oneOf.map((node) => definitionNamed(definitionOf(node)))) {
    const kind = branch.properties?.kind?.const;
    if (typeof kind !== 'string' || !branch.properties) throw unexpected(`a kind without properties.kind.const (${JSON.stringify(branch)})`);
    const fields: Record<string, [rule: string, required: boolean]> = {};
    forms[kind] = fields;
    for (const [name, node] of Object.entries(branch.properties)) {
      if (meta.has(name)) continue;
      // One copy of each definition's rules (the browser downloads this), referred to by name.
      const definition = definitionOf(node);
      const { minLength, maxLength, pattern } = definitionNamed(definition);
      rules[definition] = { minLength, maxLength, pattern };
      fields[name] = [definition, branch.required?.includes(name) ?? false];
    }
  }
  // Plain data: nothing for ESLint to be told to ignore.
  return `${bannerFor('schema/lead.schema.json').replace('/* eslint-disable */\n', '')}

/** Each field definition's lengths and pattern (ajv's: a Unicode regular expression). */
export const leadFieldRules: Record<string, { minLength?: number; maxLength?: number; pattern?: string }> = ${JSON.stringify(rules)};

/** Per form kind, each visible field: the definition whose rules apply, and whether it is required. */
export const leadFormFields: Record<string, Record<string, readonly [rule: string, required: boolean]>> = ${JSON.stringify(forms)};
`;
}

async function main() {
  const pageSchema = pageSchemaText(await readFile(pageSchemaFile, 'utf8'));
  // The types are made from the union: write it first.
  if (!process.argv.includes('--check')) await writeFile(pageSchemaFile, pageSchema);
  const outputs: [file: string, text: string][] = [
    [pageSchemaFile, pageSchema],
    [generatedTypesFile, await generateTypes()],
    [generatedLeadTypesFile, await generateLeadTypes()],
    [generatedLeadRulesFile, await generateLeadRules()],
  ];
  if (process.argv.includes('--check')) {
    let stale = false;
    for (const [file, generated] of outputs) {
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current === generated) continue;
      stale = true;
      console.error(
        `${path.relative(root, file)} is out of date with schema/ and src/blocks/*/schema.json — run \`npm run generate:types\` and commit the result.`,
      );
    }
    if (stale) process.exit(1);
    console.log('Generated types are up to date.');
    return;
  }
  for (const [file, generated] of outputs) {
    await writeFile(file, generated);
    console.log(`Wrote ${path.relative(root, file)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
