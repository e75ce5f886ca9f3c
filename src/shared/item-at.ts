/**
 * The item at `index` of a list (negative from the end, as `Array.prototype.at`), for a list that
 * must hold it: a read TypeScript (with `noUncheckedIndexedAccess`) can check, which fails with a
 * message naming what was missing instead of `list[i]!` and a TypeError further on
 * (docs/decisions.md 101). Where a missing item is a case to handle, check `list[i]` instead.
 */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new RangeError(`${what}: no item ${index} among ${list.length}.`);
  return item;
}

/**
 * The value a `Map` must hold for `key` (a count of every key seen, a lookup built from the same
 * list), for a map that holds no `undefined`: instead of `map.get(key)!`, a read that fails with a
 * message naming what was missing.
 */
export function valueAt<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new RangeError(`${what}: no value for ${String(key)}.`);
  return value;
}
