import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way (docs/architecture.md 6): content → blocks → layout → entries.
/** A colour written as a literal: #rgb, #rrggbb(aa), or an rgb()/hsl()-style function. */
const colourLiteral = '/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\\w-])|\\b(?:rgba?|hsla?|hwb|oklch|oklab)\\(/';
const colourMessage = 'Write no colour here: every colour is a token in src/theme.ts, which stylesheets read as var(--color-…) (docs/architecture.md "Styling").';

const nodeOnlyContent = ['**/content/load', '**/content/schemas', '**/content/source', '**/content/checks', '**/content/schema-problems'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', '.dist-server-staging/', '.build/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'src/content/schema-types.generated.ts', 'src/lead-form/lead-types.generated.ts'] },
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
    files: ['src/blocks/**', 'src/ui/**'],
    // Tests run in Node and may read a stylesheet from disk.
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeOnlyContent, message: 'Blocks render data; loading and validating content is Node-only.' },
            { group: ['**/layout/**', '**/entry-*'], message: 'Blocks never import the layout or the entries.' },
            { group: ['node:*'], message: 'Blocks run in the browser too.' },
          ],
        },
      ],
    },
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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/theme.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${colourLiteral}]`, message: colourMessage },
        { selector: `TemplateElement[value.raw=${colourLiteral}]`, message: colourMessage },
      ],
    },
  },
  {
    // The lead form's contract is shared by the blocks, the browser enhancement, the build and the
    // server (docs/architecture.md "Contracts"): it depends on none of them.
    files: ['src/lead-form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@mui/*', 'node:*', '**/features/**', '**/blocks/**', '**/layout/**', '**/ui/**', '**/render/**', '**/server/**'], message: 'The lead-form contract is neutral: no React, no Node, no UI code.' }] },
      ],
    },
  },
  {
    // The server knows the site only through the contract and the built files (docs/architecture.md).
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@mui/*', '**/src/features/**', '**/src/blocks/**', '**/src/layout/**', '**/src/ui/**', '**/src/render/**', '**/src/islands/**', '**/src/entry-*'], message: 'The server imports the lead-form contract (src/lead-form/), never UI code.' }] },
      ],
    },
  },
);
