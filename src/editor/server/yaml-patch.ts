/**
 * Saving from the editor patches the file's YAML Document in place instead of writing the parsed
 * object out again (docs/decisions.md "Page editor"): an unchanged value keeps its node, so its
 * comments, quoting, key order and blank lines are printed exactly as they were read. Only what
 * differs is touched, and a list item that moved keeps its node — and with it its comments.
 */
import type { Scalar } from 'yaml';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import { captures } from '~/src/shared/captures';

/** The one way the editor prints a document: never folds long lines (the files keep their own). */
export const printOptions = { lineWidth: 0 } as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && same(a[k], b[k]));
  }
  return false;
}

/** How alike two list items are: equal leaves count, a different block type rules the pair out. */
function likeness(a: unknown, b: unknown): number {
  if (isObject(a) && isObject(b)) {
    if (a.type !== b.type) return -1;
    return Object.keys(b).reduce((n, k) => n + (k in a ? Math.max(0, likeness(a[k], b[k])) : 0), 0);
  }
  if (Array.isArray(a) && Array.isArray(b)) return b.reduce<number>((n, x, i) => n + Math.max(0, likeness(a[i], x)), 0);
  return same(a, b) ? 1 : 0;
}

/** Keeps what a node carried around it when it is replaced by a new one. */
function replaceNode(doc: Document, old: Node | null, next: unknown): Node {
  const node = doc.createNode(next) as Node;
  if (old) {
    node.commentBefore = old.commentBefore;
    node.comment = old.comment;
    node.spaceBefore = old.spaceBefore;
  }
  return node;
}

/** The text each document was parsed from, to look at what followed a value on its line. */
const sources = new WeakMap<Document, string>();

/**
 * Whether the comment after a plain text is text YAML cut off (`Vi är #1`, warning C230) rather
 * than a comment (two spaces, `#`, a space — src/content/yaml-structure.ts). Such a comment goes
 * when the field is edited: the editor writes the whole text, quoted, and the rest must not stay.
 */
function cutComment(doc: Document, node: Scalar): boolean {
  const end = node.range?.[1];
  const text = sources.get(doc);
  if (end === undefined || text === undefined || node.type !== 'PLAIN') return false;
  const comment = captures(/^([ \t]*)#(.*)/.exec(text.slice(end, text.indexOf('\n', end) === -1 ? undefined : text.indexOf('\n', end))), 2);
  if (!comment) return false;
  const [space, after] = comment;
  return !(space.length >= 2 && /^(\s|$)/.test(after));
}

function patchScalar(doc: Document, node: Scalar, next: unknown): Node {
  if (node.comment && cutComment(doc, node)) node.comment = undefined;
  // Same kind of value: keep the node (and its quoting style); the printer quotes when it must.
  if (typeof node.value === typeof next && typeof next !== 'object') {
    node.value = next;
    delete node.source;
    return node;
  }
  return replaceNode(doc, node, next);
}

/** An empty `[]` or `{}` that gets items is written out in block layout, like the rest of the file. */
function unfoldWhenFilled(node: YAMLMap | YAMLSeq, wasEmpty: boolean, filled: boolean): void {
  if (node.flow && wasEmpty && filled) node.flow = false;
}

function patchMap(doc: Document, map: YAMLMap, next: Record<string, Json>): Node {
  unfoldWhenFilled(map, map.items.length === 0, Object.keys(next).length > 0);
  map.items = map.items.filter((pair) => isScalar(pair.key) && String(pair.key.value) in next);
  const present = new Set(map.items.map((pair) => String((pair.key as Scalar).value)));
  for (const pair of map.items) {
    const key = String((pair.key as Scalar).value);
    pair.value = patchNode(doc, (pair.value as Node | null) ?? null, next[key]);
  }
  for (const [key, value] of Object.entries(next)) if (!present.has(key)) map.add(doc.createPair(key, value));
  return map;
}

/**
 * Pairs each new item with the old node it came from: an unchanged item with its equal, an edited
 * one with the most alike of the rest (nearest first). A comment above a list's first item is
 * stored on the list; it is moved onto that item so that it travels with it.
 */
function patchSeq(doc: Document, seq: YAMLSeq, next: Json[]): Node {
  const old = seq.items as Node[];
  unfoldWhenFilled(seq, old.length === 0, next.length > 0);
  if (seq.commentBefore && old[0] && !old[0].commentBefore) {
    old[0].commentBefore = seq.commentBefore;
    seq.commentBefore = undefined;
  }
  const oldValues = old.map((n) => (n && typeof n === 'object' && 'toJSON' in n ? (n as { toJSON(): unknown }).toJSON() : n));
  const used = new Set<number>();
  const pairing: (number | undefined)[] = next.map((value) => {
    const i = oldValues.findIndex((o, j) => !used.has(j) && same(o, value));
    if (i !== -1) used.add(i);
    return i === -1 ? undefined : i;
  });
  next.forEach((value, i) => {
    if (pairing[i] !== undefined) return;
    let best: number | undefined;
    let bestScore = 0;
    oldValues.forEach((o, j) => {
      if (used.has(j)) return;
      const score = likeness(o, value) * 1000 - Math.abs(i - j);
      if (likeness(o, value) > 0 && (best === undefined || score > bestScore)) [best, bestScore] = [j, score];
    });
    if (best !== undefined) used.add(best);
    pairing[i] = best;
  });
  const spacing = old.map((n) => Boolean(n?.spaceBefore));
  const spaced = spacing.length > 1 && spacing.slice(1).every(Boolean);
  seq.items = next.map((value, i) => {
    const from = pairing[i];
    const node = from === undefined ? replaceNode(doc, null, value) : patchNode(doc, old[from] ?? null, value);
    // Blank lines belong to positions, not items: the first item stays tight under its key.
    node.spaceBefore = i < spacing.length ? spacing[i] : spaced;
    return node;
  });
  return seq;
}

function patchNode(doc: Document, node: Node | null, next: unknown): Node {
  if (node && same(node.toJSON(), next)) return node;
  if (isScalar(node) && (next === null || typeof next !== 'object')) return patchScalar(doc, node, next);
  if (isMap(node) && isObject(next)) return patchMap(doc, node, next);
  if (isSeq(node) && Array.isArray(next)) return patchSeq(doc, node, next as Json[]);
  return replaceNode(doc, node, next);
}

/**
 * The file's own style, which a save keeps (docs/decisions.md "Nothing typed is lost, no file is damaged"): a byte-order mark, CRLF line
 * ends and the width of its indentation (a list under its key indented or not, as YAML allows).
 */
export function styleOf(text: string): { bom: boolean; crlf: boolean; indent: number; indentSeq: boolean } {
  const body = text.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
  const firstIndent = /^(?!#)\S[^\n]*:[ \t]*(?:#[^\n]*)?\n(?:[ \t]*(?:#[^\n]*)?\n)*( +)(-?)/m.exec(body);
  const width = firstIndent?.[1]?.length ?? 2;
  const seqUnderKey = captures(/^( *)[^\s#-][^\n]*:[ \t]*\n(?:[ \t]*(?:#[^\n]*)?\n)*( *)- /m.exec(body), 2);
  return {
    bom: text.startsWith('\ufeff'),
    crlf: text.includes('\r\n'),
    indent: width,
    // Indented: "- " a whole step in; not: within the step (`  - ` under a 4-space key), as YAML prints it.
    indentSeq: seqUnderKey ? seqUnderKey[1].length - seqUnderKey[0].length >= width : true,
  };
}

/**
 * `text` with its data changed to `next`, touching only what differs and in the file's own style:
 * data equal to the file's gives the file back unchanged, byte for byte.
 */
export function patchYaml(text: string, next: unknown): string {
  const style = styleOf(text);
  const body = text.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
  const doc = parseDocument(body, { keepSourceTokens: false });
  const [error] = doc.errors;
  if (error) throw new Error(`The file cannot be patched: ${error.message}`);
  if (same(doc.toJSON(), next)) return text;
  sources.set(doc, body);
  doc.contents = patchNode(doc, doc.contents as Node | null, next) as typeof doc.contents;
  const printed = doc.toString({ ...printOptions, indent: style.indent, indentSeq: style.indentSeq });
  return (style.bom ? '\ufeff' : '') + (style.crlf ? printed.replace(/\n/g, '\r\n') : printed);
}
