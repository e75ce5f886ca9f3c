/**
 * Every bad edit in the corpus (bad-edits.ts) through validate and the build's content check, as
 * an editor meets them: `npm run validate` exits 1 and names the right file and line with a
 * Swedish hint, prints only positioned problems (never a stack trace); `npm run build` does the
 * same and leaves the previous dist/ untouched. Both are called as the functions the commands
 * run (scripts/content-report.ts, scripts/build/site-build.ts), in this one process, on one copy
 * of the project that each row is applied to and taken back from; the commands' own contract
 * (exit status, the lines on standard output and error) is tested once, in
 * tests/content/cli.integration.test.ts and tests/unit/build-keeps-dist.integration.test.ts. That an
 * edit which only warns still builds, with the warning printed, is
 * tests/content/content-build.integration.test.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '~/scripts/build/site-build';
import { validateProject } from '~/scripts/content-report';
import { catalogue } from '~/src/content/problem-catalogue';
import { badEdits, launchEdits, warningEdits, type BadEdit } from './bad-edits';
import { applyEdit, expectedLine, expectReported, projectCopy, restore } from './corpus-project';

const root = projectCopy('bad-edit-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `command` with `row` applied to the copy; what it printed, in order, and its answer. */
async function withEdit<T>(row: BadEdit, command: (write: (line: string) => void) => Promise<T>) {
  const originals = applyEdit(root, row);
  try {
    const lines: string[] = [];
    const answer = await command((line) => lines.push(line));
    return { answer, output: lines.join('\n'), line: expectedLine(root, row, originals) };
  } finally {
    restore(root, originals);
  }
}

describe('npm run validate on each bad edit', () => {
  // An edit whose problem is only a warning passes (exit 0) and still says so.
  const rows = [
    ...badEdits.map((row) => [row.name, row, 1] as const),
    ...[...warningEdits, ...launchEdits].map((row) => [`${row.name} (warns and passes)`, row, 0] as const),
  ];
  it.each(rows)('%s', async (_name, row, exit) => {
    const { answer, output, line } = await withEdit(row, (write) => validateProject(root, { log: write, error: write }));
    expect(answer).toBe(exit);
    expectReported(output, row, line);
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
  const dist = path.join(root, 'dist');
  it.each(badEdits.filter((row) => row.build).map((row) => [row.name, row] as const))('%s: fails and leaves dist/ untouched', async (_name, row) => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), 'previous good build');
    const { answer, output, line } = await withEdit(row, (write) => buildSite({ root, outDir: dist, typecheck: false, quiet: true, log: write, error: write }));
    expect(answer.ok).toBe(false);
    expectReported(output, row, line);
    expect(output).toContain('dist/ är orörd');
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('previous good build');
  });
});
