/**
 * Duplicates across pages are errors (issue 12): the same title, the same description, or text
 * that is nearly the same (similarity.ts). Each is reported once, on the newer of the two files
 * (file-age.ts), naming the older one — the copy is the page the editor has to change.
 */
import { itemAt } from '~/src/shared/item-at';
import { groupBy, type CheckedFile } from './checked-file';
import { catalogue, problem } from './problem-catalogue';
import { toPointer, type Problem } from './problem';
import { shingles, similarPairs, words } from './similarity';
import { nodeAt, positionOf } from './source';
import type { Path } from './yaml-structure';

// What a visitor does not read: block types, anchors, addresses, icon names, button styles.
const notText = new Set(['type', 'id', 'href', 'icon', 'variant', 'offer', 'links']);

/** Every text a visitor reads on the page, in document order, with where it is (built when asked for). */
function texts(data: unknown): { text: string; path: () => Path }[] {
  const found: { text: string; path: () => Path }[] = [];
  const stack: Path = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!notText.has(key)) {
        const at = [...stack];
        found.push({ text: value, path: () => at });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push(i);
        visit(item, key);
        stack.pop();
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        stack.push(k);
        visit(v, k);
        stack.pop();
      }
    }
  };
  visit(data, '');
  return found;
}

const ownName = ({ page }: CheckedFile) => page.data.city?.name ?? page.data.service?.name;
const same = (text: string) => text.normalize('NFC').toLocaleLowerCase('sv').replace(/\s+/g, ' ').trim();

export function duplicateProblems(files: readonly CheckedFile[], newerFirst: (a: string, b: string) => number): Problem[] {
  const problems: Problem[] = [];
  const at = (file: CheckedFile, path: Path) => ({ file: file.source.file, pointer: toPointer(path), ...positionOf(file.source, nodeAt(file.source, path)) });
  /** The pair as [newer, older]. */
  const order = <T extends { file: CheckedFile }>(x: T, y: T): [T, T] => (newerFirst(x.file.source.file, y.file.source.file) <= 0 ? [x, y] : [y, x]);

  for (const field of ['title', 'description'] as const) {
    for (const group of groupBy(files, (file) => same(file.page.data[field]))) {
      // Oldest first: it keeps its title, every newer file is reported against it. Files are
      // only aged (which may ask git) when there is a duplicate.
      const [original, ...copies] = group.sort((x, y) => -newerFirst(x.source.file, y.source.file));
      for (const copy of copies)
        problems.push(problem(field === 'title' ? catalogue.sameTitle : catalogue.sameDescription, at(copy, [field]), { other: original.source.file }));
    }
  }

  // Each file with its texts, so a pair's two pages are read by their indices in `sets`.
  const withTexts = files.map((file) => ({ file, texts: texts(file.page.data) }));
  const sets = withTexts.map(({ file, texts: own }) =>
    shingles(
      own.map((t) => t.text),
      ownName(file),
    ),
  );
  for (const { a, b, similarity } of similarPairs(sets)) {
    const [newer, older] = order(itemAt(withTexts, a, 'the first page of a similar pair'), itemAt(withTexts, b, 'the second page of a similar pair'));
    const olderTexts = new Set(older.texts.map((t) => words(t.text, ownName(older.file)).join(' ')));
    // Point at the first text the copy still shares with the original: where rewriting starts.
    const shared = newer.texts.find((t) => olderTexts.has(words(t.text, ownName(newer.file)).join(' ')));
    problems.push(
      problem(catalogue.nearCopy, at(newer.file, shared?.path() ?? ['blocks']), { other: older.file.source.file, percent: Math.floor(similarity * 100) }),
    );
  }
  return problems;
}
