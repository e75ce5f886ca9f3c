/**
 * Which of two content files is newer, so a duplicate is reported on the copy rather than on the
 * page it was copied from (issue 12). In this order:
 *  1. a file git does not know yet, or with changes not committed, is being edited now: newer than
 *     any committed file (among themselves, by modification time);
 *  2. committed files by the time of the commit that added them (not the last change: fixing a
 *     typo in the original must not make it the "copy");
 *  3. without git (a copied folder, a zip), by modification time — `cp` gives a copy a new one.
 * Ties fall back to the file name, so the order is the same on every run. Git is asked only when
 * a duplicate has been found, once per check.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

interface GitTimes {
  /** Untracked or changed, relative to the project root. */
  changed: Set<string>;
  /** Unix seconds of the commit that last added each file. */
  added: Map<string, number>;
}

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
}

function gitTimes(root: string): GitTimes | undefined {
  try {
    // Paths from git are relative to the repository's top; the project may sit below it.
    const prefix = git(root, ['rev-parse', '--show-prefix']).trim();
    const local = (p: string) => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
    const changed = new Set(
      git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.'])
        .split('\0')
        .filter((entry) => entry.length > 3)
        .map((entry) => local(entry.slice(3))),
    );
    const added = new Map<string, number>();
    let time = 0;
    for (const line of git(root, ['log', '--diff-filter=A', '--format=@%ct', '--name-only', '--', '.']).split('\n')) {
      if (line.startsWith('@')) time = Number(line.slice(1));
      else if (line && !added.has(local(line))) added.set(local(line), time);
    }
    return { changed, added };
  } catch {
    return undefined;
  }
}

/** A comparator that puts newer files first; `files` are relative to `root`. */
export function newerFirst(root: string): (a: string, b: string) => number {
  let times: GitTimes | undefined | null = null;
  const mtime = (file: string) => {
    try {
      return statSync(path.join(root, file)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const age = (file: string): [number, number] => {
    if (times === null) times = gitTimes(root);
    if (!times) return [0, mtime(file)];
    const added = times.added.get(file);
    if (times.changed.has(file) || added === undefined) return [2, mtime(file)];
    return [1, added];
  };
  return (a, b) => {
    const [groupA, timeA] = age(a);
    const [groupB, timeB] = age(b);
    return groupB - groupA || timeB - timeA || b.localeCompare(a);
  };
}
