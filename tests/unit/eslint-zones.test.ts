/**
 * The import rules of eslint.config.js hold: ESLint itself (its Node API, the project's own config)
 * lints an injected import in a file where it is forbidden and must report it with the rule meant
 * for it, and lints a legal import without an error. Flat config lets a later config object replace
 * an earlier one's options for the same rule, which once silently switched off "blocks never import
 * each other"; this is the test that would have caught it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';

const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}/eslint.config.js` });

/** The errors ESLint reports for `code` as if it were the file `filePath` (relative to the root). */
async function errorsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('the import rules of eslint.config.js', () => {
  it('refuses a block importing another block, however the path is spelt', async () => {
    for (const from of ['../faq/faq-block', '../../blocks/faq/faq-block', '../registry']) {
      const errors = await errorsOf('src/blocks/hero/injected.tsx', `import { FaqBlock } from '${from}';\nexport const x = FaqBlock;\n`);
      expect(errors, from).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('Blocks never import each other') });
    }
  });

  it('still refuses a block importing Node-only content loading, next to the block↔block rule', async () => {
    const errors = await errorsOf('src/blocks/hero/injected.tsx', "import { loadContent } from '../../content/load';\nexport const x = loadContent;\n");
    expect(errors).toContainEqual({ rule: 'no-restricted-imports', message: expect.stringContaining('loading and validating content is Node-only') });
  });

  it('refuses a feature importing another feature, however the path is spelt', async () => {
    for (const [file, from] of [
      ['src/features/calculator/injected.ts', '../forms/form-texts'],
      ['src/features/analytics/injected.ts', '../../features/calculator/roi'],
    ] as const) {
      const errors = await errorsOf(file, `import { textsOf } from '${from}';\nexport const x = textsOf;\n`);
      expect(errors, from).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('does not import another feature') });
    }
  });

  it('refuses the server importing src/ beyond the lead-form contract and the route module', async () => {
    const errors = await errorsOf('server/injected.ts', "import { fill } from '../src/lib/fill';\nexport const x = fill;\n");
    expect(errors).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('The server knows the site only through') });
  });

  it('refuses the site importing the page editor', async () => {
    const errors = await errorsOf('src/ui/injected.ts', "import { valueAt } from '../editor/data-path';\nexport const x = valueAt;\n");
    expect(errors).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('The page editor is development-only') });
  });

  it.each([
    ['a relative import', "import { fill } from '../lib/fill';\nexport const x = fill;\n"],
    ['a file beside it', "import { telHref } from './tel-href';\nexport const x = telHref;\n"],
    ['a package', "import { Ajv } from 'ajv';\nexport const x = Ajv;\n"],
    ['a Node module', "import path from 'node:path';\nexport const x = path.sep;\n"],
    ['a type only', "import type { Site } from '../content/model';\nexport type X = Site;\n"],
    ['a re-export', "export { colors } from './colors';\n"],
    ['a dynamic import', "export const x = () => import('node:fs');\n"],
    ['require', "export const x = require('node:fs');\n"],
  ])('refuses %s in src/shared/, which imports nothing', async (_, code) => {
    const errors = await errorsOf('src/shared/injected.ts', code);
    expect(errors).toContainEqual({ rule: 'no-restricted-syntax', message: expect.stringContaining('src/shared/ imports nothing') });
  });

  it('keeps the colour rule in src/shared/ beside the rule that it imports nothing, and outside src/ too', async () => {
    const hex = "export const x = '#0b4f8a';\n";
    for (const file of ['src/shared/injected.ts', 'server/leads/injected.ts', 'scripts/build/injected.ts']) {
      expect(await errorsOf(file, hex)).toContainEqual({ rule: 'no-restricted-syntax', message: expect.stringContaining('Write no colour here') });
    }
  });

  it('lets every zone import src/shared/', async () => {
    const from = (file: string, specifier: string) => errorsOf(file, `import { escapeHtml } from '${specifier}';\nexport const x = escapeHtml;\n`);
    expect(await from('server/leads/injected.ts', '../../src/shared/escape-html')).toEqual([]);
    expect(await from('scripts/build/injected.ts', '../../src/shared/escape-html')).toEqual([]);
    expect(await from('src/konto/injected.ts', '../shared/escape-html')).toEqual([]);
    expect(await from('src/editor/injected.ts', '../shared/escape-html')).toEqual([]);
    expect(await from('src/blocks/hero/injected.tsx', '../../shared/escape-html')).toEqual([]);
    expect(await from('src/lead-form/injected.ts', '../shared/escape-html')).toEqual([]);
    expect(await from('src/theme.ts', './shared/escape-html')).toEqual([]);
    expect(await from('hosting/injected.ts', '../src/shared/escape-html')).toEqual([]);
  });

  it('lets a block import from src/ui/, a feature from src/lib/ and the server the lead-form contract', async () => {
    expect(await errorsOf('src/blocks/hero/injected.tsx', "import { buttonClass } from '../../ui/action-button';\nexport const x = buttonClass;\n")).toEqual(
      [],
    );
    expect(await errorsOf('src/blocks/hero/injected.tsx', "import { HeroBlock } from './hero-block';\nexport const x = HeroBlock;\n")).toEqual([]);
    expect(await errorsOf('src/features/calculator/injected.ts', "import { fill } from '../../lib/fill';\nexport const x = fill;\n")).toEqual([]);
    expect(await errorsOf('server/injected.ts', "import { hooks } from '../src/lead-form/contract';\nexport const x = hooks;\n")).toEqual([]);
  });

  it('refuses inaccessible markup in a component (jsx-a11y) and lets the accessible version through', async () => {
    const errors = await errorsOf('src/ui/injected.tsx', 'export const X = () => <img src="/a.png" />;\n');
    expect(errors).toContainEqual({ rule: 'jsx-a11y-x/alt-text', message: expect.stringContaining('alt') });
    expect(await errorsOf('src/ui/injected.tsx', 'export const X = () => <img src="/a.png" alt="" />;\n')).toEqual([]);
  });
});
