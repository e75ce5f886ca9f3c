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

  it('refuses the server importing src/ beyond the lead-form contract and the route module, however the path is spelt', async () => {
    for (const from of ['../src/lib/fill', '~/src/lib/fill']) {
      const errors = await errorsOf('server/injected.ts', `import { fill } from '${from}';\nexport const x = fill;\n`);
      expect(errors, from).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('The server knows the site only through') });
    }
  });

  it('refuses the site importing any half of the page editor', async () => {
    for (const from of ['../editor/ui/data-path', '../editor/server/line-diff', '~/src/editor/ui/data-path', '~/src/editor/publish/content-path']) {
      const errors = await errorsOf('src/ui/injected.ts', `import { valueAt } from '${from}';\nexport const x = valueAt;\n`);
      expect(errors, from).toContainEqual({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('no part of the visitor site') });
    }
  });

  it("refuses the editor's browser half importing its Node halves' code, however the path is spelt, and lets their types through", async () => {
    for (const from of ['../server/line-diff', '~/src/editor/server/line-diff', '../../editor/publish/publisher', '../publish/publisher']) {
      const errors = await errorsOf('src/editor/ui/injected.ts', `import { lineDiff } from '${from}';\nexport const x = lineDiff;\n`);
      expect(errors, from).toContainEqual({
        rule: '@typescript-eslint/no-restricted-imports',
        message: expect.stringContaining("takes server code's types only"),
      });
    }
    for (const code of [
      "import type { DiffRow } from '../server/line-diff';\nexport type X = DiffRow;\n",
      "import { type Author } from '~/src/editor/publish/publisher';\nexport type X = Author;\n",
      "import type * as EditorApi from '../server/editor-api';\nexport type X = typeof EditorApi;\n",
    ])
      expect(await errorsOf('src/editor/ui/injected.ts', code), code).toEqual([]);
  });

  it('refuses the editor importing the workspace that hosts it (no folder cycle); the workspace imports the browser half', async () => {
    for (const [file, from] of [
      ['src/editor/ui/injected.ts', '../../konto/main'],
      ['src/editor/ui/injected.ts', '~/src/konto/main'],
      ['src/editor/server/injected.ts', '~/src/konto/main'],
    ] as const) {
      const errors = await errorsOf(file, `import { kontoBase } from '${from}';\nexport const x = kontoBase;\n`);
      expect(errors, `${file}: ${from}`).toContainEqual({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('The workspace hosts the editor, never the reverse'),
      });
    }
    expect(await errorsOf('src/konto/injected.ts', "import { App } from '../editor/ui/app';\nexport const x = App;\n")).toEqual([]);
    expect(await errorsOf('src/konto/injected.ts', "import { patchYaml } from '../editor/server/yaml-patch';\nexport const x = patchYaml;\n")).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('The workspace imports only'),
    });
  });

  it('keeps the MUI theme to the workspace and the editor', async () => {
    const theme = (file: string, from: string) => errorsOf(file, `import { muiTheme } from '${from}';\nexport const x = muiTheme;\n`);
    expect(await theme('src/konto/injected.ts', '../ui/mui-theme')).toEqual([]);
    expect(await theme('src/editor/ui/injected.ts', '~/src/ui/mui-theme')).toEqual([]);
    for (const [file, from] of [
      ['src/blocks/hero/injected.tsx', '../../ui/mui-theme'],
      ['src/ui/injected.ts', './mui-theme'],
      ['src/entry-client.tsx', './ui/mui-theme'],
      ['src/layout/injected.tsx', '~/src/ui/mui-theme'],
    ] as const)
      expect(await theme(file, from), file).toContainEqual({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('a visitor page carries no byte of MUI'),
      });
  });

  it("lets the server import the editor's publishing, never its process or its browser half", async () => {
    expect(await errorsOf('server/accounts/injected.ts', "import { Publisher } from '~/src/editor/publish/publisher';\nexport const x = Publisher;\n")).toEqual(
      [],
    );
    expect(await errorsOf('scripts/build/injected.ts', "import { codeKey } from '~/src/editor/publish/code-key';\nexport const x = codeKey;\n")).toEqual([]);
    for (const [file, from] of [
      ['server/accounts/injected.ts', '../../src/editor/ui/data-path'],
      ['server/accounts/injected.ts', '~/src/editor/ui/data-path'],
      ['scripts/build/injected.ts', '~/src/editor/ui/data-path'],
    ] as const)
      expect(await errorsOf(file, `import { valueAt } from '${from}';\nexport const x = valueAt;\n`), `${file}: ${from}`).toContainEqual({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining("The editor's browser half runs in the browser"),
      });
    for (const from of ['../../src/editor/server/editor-api', '~/src/editor/server/editor-api'])
      expect(await errorsOf('server/accounts/injected.ts', `import { draft } from '${from}';\nexport const x = draft;\n`), from).toContainEqual({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining("the editor's process (src/editor/server/) it starts in the working copy, never imports"),
      });
  });

  it("lets the editor's process use the build's scripts, and keeps publishing to src/shared/, as the server it runs in", async () => {
    expect(
      await errorsOf('src/editor/server/injected.ts', "import { buildContent } from '~/scripts/build/site-build';\nexport const x = buildContent;\n"),
    ).toEqual([]);
    for (const from of ['../../../scripts/build/site-build', '~/scripts/build/site-build', '~/server/logging', '../server/editor-api', '~/src/content/load'])
      expect(await errorsOf('src/editor/publish/injected.ts', `import { y } from '${from}';\nexport const x = y;\n`), from).toContainEqual({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Publishing runs inside the production server'),
      });
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
    expect(await from('src/editor/ui/injected.ts', '~/src/shared/escape-html')).toEqual([]);
    expect(await from('src/editor/server/injected.ts', '~/src/shared/escape-html')).toEqual([]);
    expect(await from('src/editor/publish/injected.ts', '../../shared/escape-html')).toEqual([]);
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
