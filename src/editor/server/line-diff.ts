/**
 * The lines that differ between two versions of a content file, with a few unchanged lines around
 * each change, as the editor's comparison shows them (docs/decisions.md "Page editor"). The diff
 * itself is jsdiff's (`diff`), the library made for it; this only shapes its hunks for the table.
 */
import { structuredPatch } from 'diff';

export interface DiffRow {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** The line number in the old (on disk) and new (the editor's) version, where the line is in it. */
  oldLine?: number;
  newLine?: number;
}

/** One run of changed lines with its context; `skipped` unchanged lines come before it. */
export interface DiffHunk {
  skipped: number;
  rows: DiffRow[];
}

export function lineDiff(before: string, after: string, context = 3): DiffHunk[] {
  const { hunks } = structuredPatch('', '', before, after, undefined, undefined, { context });
  let lastOld = 0;
  return hunks.map((hunk) => {
    let oldLine = hunk.oldStart;
    let newLine = hunk.newStart;
    const skipped = Math.max(0, hunk.oldStart - 1 - lastOld);
    const rows: DiffRow[] = [];
    for (const line of hunk.lines) {
      const text = line.slice(1);
      if (line.startsWith('\\')) continue; // "\ No newline at end of file"
      if (line[0] === '-') rows.push({ kind: 'removed', text, oldLine: oldLine++ });
      else if (line[0] === '+') rows.push({ kind: 'added', text, newLine: newLine++ });
      else rows.push({ kind: 'same', text, oldLine: oldLine++, newLine: newLine++ });
    }
    lastOld = oldLine - 1;
    return { skipped, rows };
  });
}
