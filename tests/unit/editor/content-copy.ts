/** A throw-away copy of the real content (and what the editor needs beside it) to edit in tests. */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySchemas } from '~/src/content/schemas';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** site.yaml and every page, relative to the project root. */
export const contentFiles = [
  'site.yaml',
  ...readdirSync(path.join(projectRoot, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => `pages/${f}`),
];

const made: string[] = [];

export function copyContent(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'editor-content-'));
  made.push(root);
  for (const part of ['site.yaml', 'pages', 'scripts/templates']) cpSync(path.join(projectRoot, part), path.join(root, part), { recursive: true });
  copySchemas(projectRoot, root);
  return root;
}

export function removeCopies(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}
