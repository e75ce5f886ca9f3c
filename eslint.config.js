import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The modules of src/content/ that read files or run ajv: Node-only. */
const nodeOnlyContent = ['load', 'schemas', 'source', 'checks', 'schema-problems'];

/**
 * Imports flow one way (docs/architecture.md "Layout" and "Imports flow one way"): each folder of src/ below
 * may import only from the folders before it, the server only the lead-form contract and the
 * route module, scripts never the tests, and nothing imports the tests. A zone lists what its
 * files must not import. src/shared/ (pure functions and token data) is open to every zone and
 * imports nothing itself (`sharedImportsNothing` below; docs/decisions.md 82).
 */
const layers = ['lib', 'content', 'lead-form', 'render', 'ui', 'features', 'islands', 'blocks', 'layout'];
const entries = ['./src/entry-server.tsx', './src/entry-client.tsx'];
const higher = (layer) => [...layers.slice(layers.indexOf(layer) + 1).map((l) => `./src/${l}`), ...entries];
const layerZones = layers.map((layer) => ({
  target: `./src/${layer}`,
  from: higher(layer),
  message: `src/${layer}/ sits below ${higher(layer).join(', ')} (docs/architecture.md "Imports flow one way").`,
}));
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const blocks = readdirSync(new URL('./src/blocks/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
/**
 * src/ but the page editor's Node halves (src/editor/server/, src/editor/publish/), which have zones
 * of their own below: the site, the workspace app and the editor's browser half.
 */
const browserSrc = readdirSync(new URL('./src/', import.meta.url))
  .filter((entry) => entry !== 'editor')
  .sort()
  .map((entry) => `./src/${entry}`)
  .concat('./src/editor/ui');
const importZones = [
  ...layerZones,
  // A block is rendered by the registry alone; what two blocks share lives in src/ui/. A zone matches
  // the resolved file, so '../faq/…', '../../blocks/faq/…' and any alias are all caught.
  ...blocks.map((block) => ({
    target: `./src/blocks/${block}`,
    from: ['./src/blocks'],
    except: [`./${block}`],
    message: `Blocks never import each other: src/blocks/${block}/ shares through src/ui/ or src/features/.`,
  })),
  {
    target: './src/theme.ts',
    from: './src',
    except: ['./theme.ts', './shared'],
    message: 'The theme is the bottom layer: it imports nothing from src/ but the token data in src/shared/.',
  },
  { target: './src/lib', from: './src/theme.ts', message: 'src/lib/ is plain helpers; tokens belong to the theme.' },
  { target: './src/content', from: './src/theme.ts', message: 'Content knows nothing of how it looks.' },
  {
    target: './src/lead-form',
    from: './src/content',
    except: ['./routes.ts', './model.ts', './schema-types.generated.ts'],
    message: 'The lead-form contract knows only the routes and the shape of content, never how content is loaded.',
  },
  // A feature is one piece of the page (analytics, calculator, forms): what two features share
  // lives below them, in src/ui/, src/lead-form/ or src/lib/. Every folder of src/features/ counts.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    message: `src/features/${feature}/ does not import another feature: share through src/ui/, src/lead-form/ or src/lib/.`,
  })),
  { target: browserSrc, from: ['./server', './scripts', './tests'], message: 'The site does not import the server, the scripts or the tests.' },
  {
    target: './server',
    from: './src',
    except: ['./lead-form', './content/routes.ts', './content/retention.ts', './shared', './editor/publish'],
    message:
      "The server knows the site only through the lead-form contract (src/lead-form/), the route module, the retention period, src/shared/ and the built files, and the page editor through its publishing (src/editor/publish/): the editor's process (src/editor/server/) it starts in the working copy, never imports (docs/decisions.md 92).",
  },
  { target: ['./server', './scripts'], from: './tests', message: 'Nothing imports the tests: shared test helpers for scripts live in scripts/support/.' },
  { target: './server', from: './scripts', message: 'The server does not run the build or the tools.' },
  // The page editor is one feature in one folder (docs/architecture.md "Layout", docs/decisions.md 186):
  // src/editor/ui/ is the browser app (npm run dev's /redigera, hosted by the workspace at
  // /konto/redigera); src/editor/server/ its Node half (the dev-server plugin and the editor's
  // process that the production server starts in its working copy, never imports: decision 92);
  // src/editor/publish/ "Publicera", which the production server imports. Nothing of the visitor
  // site imports any of it.
  {
    target: './src/editor/ui',
    from: [...higher('content').filter((folder) => folder !== './src/ui'), './server', './scripts'],
    message: 'The editor never imports the renderer, the server or the scripts: it asks /redigera/api (or /konto/api/redigera).',
  },
  {
    target: './src/editor/ui',
    from: './src/ui',
    except: ['./mui-theme.ts'],
    message: "The editor takes of src/ui/ only the MUI theme (mui-theme.ts): the visitor site's components are not its controls.",
  },
  {
    target: './src/editor/ui',
    from: nodeOnlyContent.map((file) => `./src/content/${file}.ts`),
    message: 'Loading and validating content is Node-only: the editor gets problems from /redigera/api.',
  },
  {
    target: './src/editor/server',
    from: ['./src/editor/ui', './server', './tests'],
    message:
      "The editor's Node half (the dev plugin, the editor's process) uses the content pipeline, the renderer, the build's scripts and src/editor/publish/; never the browser half, the server or the tests.",
  },
  {
    target: './src/editor/publish',
    from: ['./src', './server', './scripts', './tests'],
    except: ['./shared', './editor/publish'],
    message:
      "Publishing runs inside the production server: it imports only src/shared/ and its own folder, and starts the editor's process (src/editor/server/) by its path, never as an import.",
  },
  {
    target: [...layers.map((l) => `./src/${l}`), ...entries, './src/theme.ts'],
    from: './src/editor',
    message: 'The page editor is no part of the visitor site: nothing of the site imports src/editor/.',
  },
  {
    target: ['./server', './scripts'],
    from: './src/editor/ui',
    message: "The editor's browser half runs in the browser: the server and the scripts never import it (the workspace's bundle and the dev server load it).",
  },
  // The workspace /konto (docs/decisions.md 75, 77) is a browser app of its own bundle, with MUI:
  // it reads the theme's tokens and the lead-form contract, hosts the page editor's browser half
  // (decision 96) and asks /konto/api for the rest; nothing of the site, the editor or the server
  // imports it, so no MUI reaches a visitor.
  {
    target: './src/konto',
    from: ['./src', './server', './scripts'],
    except: [
      './konto',
      './editor/ui',
      './content/problem.ts',
      './theme.ts',
      './ui/mui-theme.ts',
      './shared',
      './lead-form/fields.ts',
      './lead-form/lead-types.generated.ts',
    ],
    message:
      "The workspace imports only the theme (and its MUI theme), src/shared/, the lead-form contract and the page editor's browser half from src/: it asks /konto/api for everything else.",
  },
  {
    target: [...layers.map((l) => `./src/${l}`), ...entries, './src/theme.ts', './server'],
    from: './src/konto',
    message: 'The workspace app is its own bundle: the site and the server never import it.',
  },
  // The workspace hosts the editor, so the editor never imports the workspace: no folder cycle.
  // What both wear, the MUI theme, lives in src/ui/mui-theme.ts (docs/decisions.md 104, 186).
  {
    target: './src/editor',
    from: './src/konto',
    message: 'The workspace hosts the editor, never the reverse: the editor imports nothing of src/konto/ (their shared MUI theme is src/ui/mui-theme.ts).',
  },
  // MUI is the workspace's and the editor's, never a visitor's (docs/decisions.md 75, 77).
  {
    target: [...layers.map((l) => `./src/${l}`), ...entries, './src/theme.ts'],
    from: './src/ui/mui-theme.ts',
    message: 'The MUI theme is for the workspace and the page editor (src/konto/, src/editor/ui/): a visitor page carries no byte of MUI.',
  },
];
/**
 * What blocks and src/ui/ must not import. A file gets the `no-restricted-imports` options of the
 * last config object that matches it (flat config replaces, never merges), so configs that meet on
 * a file spread these lists instead of setting the rule twice (tests/unit/eslint-zones.test.ts).
 */
const renderedPatterns = [
  { group: nodeOnlyContent.map((file) => `**/content/${file}`), message: 'Blocks render data; loading and validating content is Node-only.' },
  { group: ['**/layout/**', '**/entry-*'], message: 'Blocks never import the layout or the entries.' },
  { group: ['node:*'], message: 'Blocks run in the browser too.' },
];
/** A colour written as a literal: #rgb, #rrggbb(aa), or an rgb()/hsl()-style function. */
const colourLiteral = '/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\\w-])|\\b(?:rgba?|hsla?|hwb|oklch|oklab)\\(/';
const colourMessage =
  'Write no colour here: every colour is a token of the theme (src/theme.ts, the values in src/shared/colors.ts), which stylesheets read as var(--color-…) (docs/architecture.md "Styling").';
const colourSyntax = [
  { selector: `Literal[value=${colourLiteral}]`, message: colourMessage },
  { selector: `TemplateElement[value.raw=${colourLiteral}]`, message: colourMessage },
];
/**
 * A value crosses a boundary through a typed parser or guard, not a double cast (docs/decisions.md 101).
 * It rides with the colour rule, which covers the same production files, since flat config keeps
 * only the last `no-restricted-syntax` options a file gets.
 */
const doubleCast = [
  {
    selector: 'TSAsExpression > TSAsExpression > TSUnknownKeyword',
    message: 'No `as unknown as` in production code: parse or narrow the value (a type guard, ajv, oneRow; docs/decisions.md 101).',
  },
];
/**
 * src/shared/ is what every zone may import (docs/decisions.md 82), so it imports nothing at all:
 * no relative path, no package, no Node module, not even a type. Then it can never pull a zone's
 * code, the browser's or Node's, into another.
 */
const sharedMessage = 'src/shared/ imports nothing (docs/decisions.md 82): every zone imports it, so it holds only pure functions and token data.';
const sharedImportsNothing = [
  'ImportDeclaration',
  'ImportExpression',
  'ExportAllDeclaration',
  'ExportNamedDeclaration[source]',
  'TSImportEqualsDeclaration',
  'TSImportType',
  'CallExpression[callee.name="require"]',
].map((selector) => ({ selector, message: sharedMessage }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      '.dist-server-staging/',
      '.build/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'reports/',
      'src/content/schema-types.generated.ts',
      'src/lead-form/lead-types.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Accessibility of the markup as written (docs/decisions.md 86): the fork of eslint-plugin-jsx-a11y
    // that supports ESLint 10's flat config; axe checks the built pages in the e2e suite.
    ...jsxA11y.configs.recommended,
    files: ['**/*.tsx'],
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // tsconfig.json's "paths" (`~/…`, the project's root) resolve as the compilers resolve them. The
      // file is named: with `tsconfig: 'auto'` no `~/` import resolved, and every one passed the zones
      // unseen (tests/unit/eslint-zones.test.ts spells imports both ways).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests may reach across layers (a block's test renders it in the layout); nothing else may.
    ignores: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones }] },
  },
  {
    files: ['src/blocks/**', 'src/ui/**'],
    // Tests and their fixtures run in Node: they may read a stylesheet, site.yaml or the schemas from disk.
    ignores: ['**/*.test.tsx', 'src/blocks/test-*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: renderedPatterns }] },
  },
  {
    files: ['src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '**/blocks/**', '**/layout/**'], message: 'Content knows nothing of React or rendering.' }] },
      ],
    },
  },
  {
    // One home for colours (docs/architecture.md "Styling"); stylesheets are checked by stylelint.
    // The server's e-mail and the build's images take the theme's tokens too.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'hosting/**/*.ts'],
    ignores: ['src/shared/colors.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...colourSyntax, ...doubleCast] },
  },
  {
    // Flat config gives a file the options of the last config that sets a rule: src/shared/ keeps the colour rule.
    files: ['src/shared/**'],
    ignores: ['src/shared/colors.ts'],
    rules: { 'no-restricted-syntax': ['error', ...colourSyntax, ...doubleCast, ...sharedImportsNothing] },
  },
  {
    files: ['src/shared/colors.ts'],
    rules: { 'no-restricted-syntax': ['error', ...doubleCast, ...sharedImportsNothing] },
  },
  {
    // The lead form's contract is shared by the blocks, the browser enhancement, the build and the
    // server (docs/architecture.md "Contracts"): it depends on none of them.
    files: ['src/lead-form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@mui/*', 'node:*', '**/features/**', '**/blocks/**', '**/layout/**', '**/ui/**', '**/render/**', '**/server/**'],
              message: 'The lead-form contract is neutral: no React, no Node, no UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The editor's import zones are in importZones; a Node module is no path, so it is named here,
    // and so is the one thing a zone cannot say: the browser half may name the Node halves' types
    // (the shape of what they answer), never import their code. Any path through a folder named
    // server or publish counts (../server/…, ~/src/editor/publish/…, ~/server/…).
    files: ['src/editor/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The editor runs in the browser: it reads and writes files through /redigera/api.' },
            {
              group: ['**/server', '**/server/**', '**/publish', '**/publish/**'],
              allowTypeImports: true,
              message: "The editor's browser half takes server code's types only (`import type`): it asks /redigera/api or /konto/api/redigera.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server knows the site only through the contract and the built files (docs/architecture.md);
    // publishing is bundled into it.
    files: ['server/**', 'src/editor/publish/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '@mui/*',
                '**/src/features/**',
                '**/src/blocks/**',
                '**/src/layout/**',
                '**/src/ui/**',
                '**/src/render/**',
                '**/src/islands/**',
                '**/src/entry-*',
              ],
              message: 'The server imports the lead-form contract (src/lead-form/), never UI code.',
            },
          ],
        },
      ],
    },
  },
);
