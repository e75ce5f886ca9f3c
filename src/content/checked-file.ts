/** A page that passed its schema, with its parsed source: what the checks across pages work on. */
import type { LoadedPage } from './model';
import { problem, type Entry } from './problem-catalogue';
import { toPointer, type Problem } from './problem';
import { nodeAt, positionOf, type SourceFile } from './source';
import type { Path } from './yaml-structure';

export interface CheckedFile {
  page: LoadedPage;
  source: SourceFile;
}

/** Reports `entry` at `path` in `source` into `problems`: the node's position and the path as a pointer. */
export function reporter(problems: Problem[]) {
  return <P>(source: SourceFile, path: Path, entry: Entry<P>, params: P) =>
    problems.push(problem(entry, { file: source.file, pointer: toPointer(path), ...positionOf(source, nodeAt(source, path)) }, params));
}

const severalItems = <T>(group: T[]): group is [T, T, ...T[]] => group.length > 1;

/** Groups of more than one item with the same key, in their original order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): [T, T, ...T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()].filter(severalItems);
}
