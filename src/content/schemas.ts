import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { cjsDefault } from '../shared/cjs-default';

// ajv-formats ships CommonJS: src/shared/cjs-default.ts says why it needs unwrapping.
const addFormats = cjsDefault(addFormatsModule);

export interface SchemaSet {
  site: ValidateFunction;
  page: ValidateFunction;
  /** Every block type the page schema accepts, for suggestions on a misspelt type. */
  blockTypes: string[];
}

/**
 * Compiles every schema in `schemaDir` once; strict, all errors, discriminated block union.
 * `useDefaults`: a property an editor leaves out gets the schema's `default` while the file is
 * validated, so the schema is the only place a block's default text is written (the generated
 * types mark such properties as present: scripts/generate-types.ts).
 */
export function compileSchemas(schemaDir: string): SchemaSet {
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
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')) as Record<string, unknown>;
    ajv.addSchema(schema);
    const typeConst = (schema.properties as { type?: { const?: string } } | undefined)?.type?.const;
    if (file.startsWith('block-') && typeConst) blockTypes.push(typeConst);
  }
  return {
    site: ajv.getSchema('site.schema.json')!,
    page: ajv.getSchema('page.schema.json')!,
    blockTypes,
  };
}
