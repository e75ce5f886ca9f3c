/**
 * Builds throw-away content projects for the error-contract tests: the real schema/ plus the
 * minimal valid project in fixtures/valid/, with per-case files written over it or deleted.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent, type LoadResult } from '~/src/content/load';
import { formatProblem } from '~/src/content/problem';
import { copySchemas } from '~/src/content/schemas';

const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, '../..');
export const validFixture = path.join(here, 'fixtures', 'valid');

/** File path relative to the project root → new text, or null to delete the file. */
export type Overrides = Record<string, string | null>;

const created: string[] = [];

/** A temp project: real schemas + fixtures/valid + overrides. Removed by `removeProjects`. */
export function makeProject(overrides: Overrides = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-fixture-'));
  created.push(root);
  copySchemas(projectRoot, root);
  cpSync(validFixture, root, { recursive: true });
  for (const [file, text] of Object.entries(overrides)) {
    const target = path.join(root, file);
    if (text === null) rmSync(target, { force: true });
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
  }
  return root;
}

export function removeProjects(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}

export async function load(overrides: Overrides = {}): Promise<LoadResult> {
  return loadContent(makeProject(overrides));
}

/** The formatted problem lines for a project, exactly as `npm run validate` prints them. */
export async function problemLines(overrides: Overrides = {}): Promise<string[]> {
  const result = await load(overrides);
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** Joins lines with "\n" and a trailing newline: lets a case be written as an array of lines. */
export function yaml(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}
