/**
 * A page's publishes from `git log -p --unified=0` of the working copy (docs/decisions.md 95):
 * each commit's time, author and subject, and the lines it removed and added in the file.
 */
import type { Publication } from '~/src/shared/publish-records';

export type { Publication };

/** Parses records made with `--format=%x1e%H%x1f%aI%x1f%an%x1f%ae%x1f%s -p --unified=0`. */
export function parseHistory(output: string): Publication[] {
  return output
    .split('\x1e')
    .filter((record) => record.trim())
    .map((record) => {
      const [header = '', ...diff] = record.split('\n');
      const [commit = '', at = '', editor = '', email = '', message = ''] = header.split('\x1f');
      const removed: string[] = [];
      const added: string[] = [];
      let inHunk = false;
      for (const line of diff) {
        if (line.startsWith('@@')) inHunk = true;
        else if (line.startsWith('diff --git')) inHunk = false;
        else if (inHunk && line.startsWith('-')) removed.push(line.slice(1));
        else if (inHunk && line.startsWith('+')) added.push(line.slice(1));
      }
      return { commit, at, editor, email, message, removed, added };
    });
}
