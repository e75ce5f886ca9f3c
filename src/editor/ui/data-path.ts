/** Immutable edits of the page data at a path, and the path as the JSON Pointer problems use. */
import { toPointer } from '~/src/content/problem';

export type Path = readonly (string | number)[];

export const pointerOf = (path: Path) => toPointer(path);

export function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], data);
}

/** `data` with the value at `path` replaced; `undefined` removes an object's key. */
export function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[key as number] = setAt(copy[key as number], rest, value);
    return copy;
  }
  const copy = { ...(data as Record<string, unknown>) };
  const next = setAt(copy[key as string], rest, value);
  if (next === undefined) delete copy[key as string];
  else copy[key as string] = next;
  return copy;
}

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A DOM id for a field: the pointer with only id-safe characters. */
export const fieldId = (pointer: string) => `falt${pointer.replace(/[^a-zA-Z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
