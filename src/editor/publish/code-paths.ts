/**
 * What in a checkout is code, not content (docs/decisions.md 121): the folders and files the
 * bundles are made from. A full build's render cache is keyed by them (code-key.ts),
 * and the publisher starts the editor's process anew only when they changed in the working copy
 * — a publish, which commits content alone, leaves it running.
 */
export const codeFolders = ['src', 'public', 'scripts', 'server', 'schema'] as const;
export const codeFiles = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;
