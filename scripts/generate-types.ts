/**
 * Generates TypeScript types from the JSON Schemas in schema/, the single source of truth
 * for the shape of site.yaml and pages/*.yaml.
 *
 *   npm run generate:types           write src/content/schema-types.generated.ts
 *   npm run generate:types -- --check  exit 1 if that file is stale (used by npm test)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schema');
export const generatedTypesFile = path.join(root, 'src/content/schema-types.generated.ts');

const banner = `/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT BY HAND.
 * Made from the JSON Schemas in schema/ by \`npm run generate:types\`.
 * Change the schema, then run that command; \`npm test\` fails while this file is stale.
 */`;

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
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
}

async function main() {
  const generated = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(generatedTypesFile, 'utf8').catch(() => '');
    if (current !== generated) {
      console.error(
        `${path.relative(root, generatedTypesFile)} is out of date with schema/ — run \`npm run generate:types\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('Generated types are up to date.');
    return;
  }
  await writeFile(generatedTypesFile, generated);
  console.log(`Wrote ${path.relative(root, generatedTypesFile)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
