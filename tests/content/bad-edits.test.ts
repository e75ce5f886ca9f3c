/**
 * Every bad edit in the corpus (bad-edits.ts) through the real command line, as an editor runs
 * it: `npm run validate` exits 1 and names the right file and line with a Swedish hint, prints
 * only positioned problems (never a stack trace); `npm run build` does the same and leaves the
 * previous dist/ untouched. The build is run where it adds something: a sample of each kind of
 * failure, and one edit that only warns, which must build and still say so.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '~/src/content/problem-catalogue';
import { badEdits, launchEdits, warningEdits, type BadEdit } from './bad-edits';
import { applyEdit, expectedLine, projectCopy, reportOf, restore, unpositioned } from './corpus-project';
import { projectRoot } from './fixture-project';

const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

// Each run is a Node process of its own, mostly CPU: more at once than cores only adds waiting.
let free = Math.max(1, Math.min(3, os.availableParallelism()));
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (free > 0) free--;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

function run(cwd: string, args: string[]): Promise<{ status: number; output: string }> {
  return slot(() => spawnRun(cwd, args));
}

async function spawnRun(cwd: string, args: string[]): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, args, { cwd, encoding: 'utf8', timeout: 120_000 });
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** What every run must show for `row`: its problem, positioned, and nothing unpositioned. */
function expectReported(output: string, row: BadEdit, line: number): void {
  // The summaries: validate's and the build's, and the launch check's line under its warnings.
  expect(unpositioned(output).filter((l) => !/^(Innehållet är giltigt|Bygget|✓|Klart|Inte klart för lansering:)/.test(l))).toEqual([]);
  const report = reportOf(output, row.expect.file, line, row.expect.code);
  expect(report, `${row.expect.file}:${line} [${row.expect.code}] in:\n${output}`).toBeDefined();
}

describe('npm run validate on each bad edit', () => {
  // An edit whose problem is only a warning passes (exit 0) and still says so.
  const rows = [
    ...badEdits.map((row) => [row.name, row, 1] as const),
    ...[...warningEdits, ...launchEdits].map((row) => [`${row.name} (warns and passes)`, row, 0] as const),
  ];
  it.concurrent.each(rows)('%s', async (_name, row, exit) => {
    const root = projectCopy('bad-edit-');
    copies.push(root);
    const originals = applyEdit(root, row);
    const { status, output } = await run(projectRoot, ['scripts/validate.ts', root]);
    expect(status).toBe(exit);
    expectReported(output, row, expectedLine(root, row, originals));
  });

  it('covers every code in the catalogue', () => {
    // Two cannot come from content: the code's own fault, and a schema keyword no schema uses yet
    // (tests/unit/schema-problems.test.ts feeds those to the pipeline directly).
    const elsewhere = new Set([catalogue.internal.code, catalogue.fixedValue.code, catalogue.invalidValue.code]);
    const covered = new Set([...badEdits, ...warningEdits, ...launchEdits].map((row) => row.expect.code));
    const missing = Object.values(catalogue)
      .map((entry) => entry.code)
      .filter((code) => !covered.has(code) && !elsewhere.has(code));
    expect(missing).toEqual([]);
    expect(badEdits.length + warningEdits.length).toBeGreaterThanOrEqual(60);
  });
});

describe('npm run build on a sample of them', () => {
  let root: string;
  beforeAll(() => {
    root = projectCopy('bad-build-', true);
    copies.push(root);
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist/index.html'), 'previous good build');
  });

  it.each(badEdits.filter((row) => row.build).map((row) => [row.name, row] as const))('%s: fails and leaves dist/ untouched', async (_name, row) => {
    const originals = applyEdit(root, row);
    try {
      const { status, output } = await run(root, ['scripts/build.ts', '--skip-typecheck', '--quiet']);
      expect(status).toBe(1);
      expectReported(output, row, expectedLine(root, row, originals));
      expect(output).toContain('dist/ är orörd');
      expect(readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toBe('previous good build');
    } finally {
      restore(root, originals);
    }
  });

  it('builds an edit that only warns, prints the warning, and clears staging folders of interrupted builds', async () => {
    const row = warningEdits[0]!;
    const stale = path.join(root, '.build', 'staging-4194399');
    mkdirSync(stale, { recursive: true });
    const originals = applyEdit(root, row);
    try {
      const { status, output } = await run(root, ['scripts/build.ts', '--skip-typecheck', '--quiet']);
      expect(status, output).toBe(0);
      expectReported(output, row, expectedLine(root, row, originals));
      expect(readFileSync(path.join(root, 'dist/index.html'), 'utf8')).not.toBe('previous good build');
      expect(existsSync(stale)).toBe(false);
    } finally {
      restore(root, originals);
    }
  }, 240_000);
});
