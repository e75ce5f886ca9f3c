/**
 * Which of two content files is the newer, so a duplicate is reported on the copy
 * (src/content/file-age.ts): by git when the project is a repository, else by modification time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newerFirst } from '~/src/content/file-age';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'file-age-'));
  roots.push(root);
  mkdirSync(path.join(root, 'pages'));
  return root;
}

const newestFirst = (root: string, files: string[]) => [...files].sort(newerFirst(root));

describe('newerFirst', () => {
  it('in a git repository: uncommitted files first, then by the commit that added each file', () => {
    const root = project();
    const git = (args: string[], date: string) =>
      execFileSync('git', ['-C', root, '-c', 'user.name=Redaktör', '-c', 'user.email=r@example.se', ...args], {
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    git(['init', '-q'], '2024-01-01T10:00:00');
    writeFileSync(path.join(root, 'pages/a.yaml'), 'title: A\n');
    git(['add', '.'], '2024-01-01T10:00:00');
    git(['commit', '-qm', 'a'], '2024-01-01T10:00:00');
    writeFileSync(path.join(root, 'pages/b.yaml'), 'title: B\n');
    git(['add', '.'], '2024-02-01T10:00:00');
    git(['commit', '-qm', 'b'], '2024-02-01T10:00:00');
    // A later fix to a.yaml does not make it the newer page: b was added after it.
    writeFileSync(path.join(root, 'pages/a.yaml'), 'title: A, rättad\n');
    git(['commit', '-qam', 'fix a'], '2024-03-01T10:00:00');
    expect(newestFirst(root, ['pages/a.yaml', 'pages/b.yaml'])).toEqual(['pages/b.yaml', 'pages/a.yaml']);

    // A copy not yet committed is the newest, whatever its modification time says.
    writeFileSync(path.join(root, 'pages/c.yaml'), 'title: C\n');
    utimesSync(path.join(root, 'pages/c.yaml'), new Date('2020-01-01'), new Date('2020-01-01'));
    expect(newestFirst(root, ['pages/a.yaml', 'pages/c.yaml', 'pages/b.yaml'])).toEqual(['pages/c.yaml', 'pages/b.yaml', 'pages/a.yaml']);
  });

  it('outside git: by modification time, then by name', () => {
    const root = project();
    for (const [file, date] of [
      ['pages/old.yaml', '2024-01-01'],
      ['pages/new.yaml', '2024-06-01'],
      ['pages/same.yaml', '2024-01-01'],
    ] as const) {
      writeFileSync(path.join(root, file), 'title: x\n');
      utimesSync(path.join(root, file), new Date(date), new Date(date));
    }
    expect(newestFirst(root, ['pages/old.yaml', 'pages/new.yaml', 'pages/same.yaml'])).toEqual(['pages/new.yaml', 'pages/same.yaml', 'pages/old.yaml']);
  });
});
