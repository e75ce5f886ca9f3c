/**
 * Applying a row of the bad-edits corpus to a copy of the real project, and saying what a correct
 * report of it looks like: the line of the expected file, and a Swedish problem line for it.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { copySchemas } from '~/src/content/schemas';
import type { BadEdit } from './bad-edits';
import { projectRoot } from './fixture-project';

/** What the project held before a row was applied: text, or null when the file did not exist. */
export type Originals = Map<string, Buffer | null>;

/** A throwaway copy of the real project's content (and, with `code`, what the build needs too). */
export function projectCopy(prefix: string, code = false): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  const items = [
    'pages',
    'public',
    'site.yaml',
    ...(code ? ['scripts', 'src', 'server', 'tsconfig.json', 'vite.config.ts', 'package.json', 'package-lock.json'] : []),
  ];
  for (const item of items) cpSync(path.join(projectRoot, item), path.join(root, item), { recursive: true });
  copySchemas(projectRoot, root);
  if (code) symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

const exists = (file: string) =>
  existsSync(file) ||
  (() => {
    try {
      return lstatSync(file).isSymbolicLink();
    } catch {
      return false;
    }
  })();

/**
 * When each file `restore` puts back was last changed: a copy is told from its original by age
 * where there is no git (src/content/file-age.ts), so a file put back must not look newer than
 * the pages beside it, or a later row in the same copy would find the wrong one "the copy".
 */
const changedAt = new WeakMap<Originals, Map<string, Date>>();

/** Writes the row's files into `root`; returns what was there before, for `restore`. */
export function applyEdit(root: string, row: BadEdit): Originals {
  const originals: Originals = new Map();
  const times = new Map<string, Date>();
  changedAt.set(originals, times);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  for (const [file, write] of Object.entries(row.files)) {
    const target = path.join(root, file);
    originals.set(file, exists(target) ? readFileSync(target) : null);
    if (existsSync(target)) times.set(file, statSync(target).mtime);
    const written = write(exists(target) ? read(file) : '', read);
    if (exists(target)) rmSync(target);
    if (written === null) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    if (typeof written === 'object' && 'symlink' in written) symlinkSync(written.symlink, target);
    else writeFileSync(target, written);
  }
  return originals;
}

/** Puts back what `applyEdit` changed, with its time of change, and removes folders it made. */
export function restore(root: string, originals: Originals): void {
  for (const [file, before] of originals) {
    const target = path.join(root, file);
    if (exists(target)) rmSync(target);
    const time = changedAt.get(originals)?.get(file);
    if (before) {
      writeFileSync(target, before);
      if (time) utimesSync(target, time, time);
    } else if (path.dirname(file) !== 'pages' && path.dirname(file) !== '.') rmSync(path.join(root, path.dirname(file)), { recursive: true, force: true });
  }
}

/** The line validate must name: given, the first containing a text, or the first the edit changed. */
export function expectedLine(root: string, row: BadEdit, originals: Originals): number {
  const { line, file } = row.expect;
  if (typeof line === 'number') return line;
  const now = readFileSync(path.join(root, file), 'latin1').split('\n');
  if (line) {
    const found = now.findIndex((l) => Buffer.from(l, 'latin1').toString('utf8').includes(line.containing));
    if (found === -1) throw new Error(`"${line.containing}" is not in ${file}: update the corpus row`);
    return found + 1;
  }
  const before = originals.get(file)?.toString('latin1').split('\n') ?? [];
  const changed = now.findIndex((l, i) => l !== before[i]);
  if (changed === -1) throw new Error(`the row "${row.name}" did not change ${file}`);
  return changed + 1;
}

/** `file:line:col  what — what to do [code]`, with the count line and blank lines allowed between. */
export const problemLine = /^(\S(?:.*\S)?):(\d+):(\d+) {2}(?:varning: )?(.+?) — (.+) \[(C\d{3})\]$/;
// Words a Swedish hint has and the yaml package's and ajv's English has not, and the other way round.
const swedish =
  /[åäöÅÄÖ]|\b(och|att|eller|som|med|den|det|är|för|inte|en|ett|på|till|Ange|Avsluta|Byt|Flytta|Ge|Fyll|Kontrollera|Kopiera|Korta|Lägg|Radera|Rätta|Skapa|Skriv|Spara|Sätt|Ta|Tillåtna|Välj)\b/;
const english = /\b(the|is|must|should|expected|unexpected|line|column|error|missing|invalid|Unexpected|Error)\b/;

/** Problems in the output about `file` at `line` with `code`, each with a Swedish hint and no English. */
export function reportOf(output: string, file: string, line: number, code: string): { line: string; column: number; hint: string } | undefined {
  for (const text of output.split('\n')) {
    const match = problemLine.exec(text);
    if (!match || match[1] !== file || Number(match[2]) !== line || match[6] !== code) continue;
    if (!swedish.test(match[5]!) || english.test(`${match[4]} ${match[5]}`)) continue;
    return { line: text, column: Number(match[3]), hint: match[5]! };
  }
  return undefined;
}

/** Lines that are neither a problem, the count under them, nor blank: a stack trace or a stray message. */
export function unpositioned(output: string): string[] {
  return output
    .split('\n')
    .filter((l) => l.trim() !== '' && !problemLine.test(l) && !/^\d+ (fel|varning|varningar)( och \d+ varningar?)? i \d+ fil(er)?\./.test(l));
}

/** What every run must show for `row`: its problem, positioned, and nothing unpositioned. */
export function expectReported(output: string, row: BadEdit, line: number): void {
  // The summaries: validate's and the build's, and the launch check's line under its warnings.
  expect(unpositioned(output).filter((l) => !/^(Innehållet är giltigt|Bygget|✓|Klart|Inte klart för lansering:)/.test(l))).toEqual([]);
  const report = reportOf(output, row.expect.file, line, row.expect.code);
  expect(report, `${row.expect.file}:${line} [${row.expect.code}] in:\n${output}`).toBeDefined();
  if (row.expect.column !== undefined) expect(report?.column, report?.line).toBe(row.expect.column);
  // Every message and hint is whole Swedish: no value of the code's that was never filled in.
  expect(output).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
}
