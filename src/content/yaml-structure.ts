/**
 * YAML that parses but would not publish what the editor wrote (issue 12): aliases, anchors and
 * tags (`*Nyhet*`, `&Nyhet`, `!Nyhet` — editors never need them, so they are refused), a `{ x }`
 * read as a group of fields, keys that are not names, and text that YAML cut at ` #`.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import { catalogue, problem, type Where } from './problem-catalogue';
import { toPointer, type Problem } from './problem';
import { captures } from '~/src/shared/captures';
import { firstWord, lineValue, quotedExample } from './yaml-lines';

export type Path = (string | number)[];

/**
 * Every node of the document, parents first, with its path. The path is built only when asked
 * for (a problem was found): walking 1 000 pages must not allocate an array per node.
 */
export function* walk(root: unknown): Generator<{ node: Node; isKey: boolean; inFlow: boolean; path: () => Path }> {
  const stack: Path = [];
  const path = () => [...stack];
  function* visit(node: unknown, inFlow: boolean): Generator<{ node: Node; isKey: boolean; inFlow: boolean; path: () => Path }> {
    if (isAlias(node) || isScalar(node)) yield { node, isKey: false, inFlow, path };
    else if (isMap(node)) {
      yield { node, isKey: false, inFlow, path };
      for (const pair of node.items) {
        stack.push(isScalar(pair.key) ? String(pair.key.value) : '?');
        if (pair.key) yield { node: pair.key as Node, isKey: true, inFlow: inFlow || Boolean(node.flow), path };
        yield* visit(pair.value, inFlow || Boolean(node.flow));
        stack.pop();
      }
    } else if (isSeq(node)) {
      yield { node, isKey: false, inFlow, path };
      for (const [i, item] of node.items.entries()) {
        stack.push(i);
        yield* visit(isPair(item) ? item.value : item, inFlow || Boolean(node.flow));
        stack.pop();
      }
    }
  }
  yield* visit(root, false);
}

/** The path of the deepest node that contains `offset`, as a JSON Pointer ('' when none does). */
export function pointerAt(doc: Document.Parsed, offset: number): string {
  let best: Path = [];
  for (const { node, path } of walk(doc.contents)) {
    const range = node.range;
    if (range && range[0] <= offset && offset <= range[2] && path().length >= best.length) best = path();
  }
  return toPointer(best);
}

const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
};

/**
 * A comment right after a plain text. "Clearly a comment" is the YAML and Python convention for
 * one at the end of a line — two or more spaces, `#`, a space — and is left alone; anything
 * else (`Vi är #1`, `Pris # 1`) is text the editor meant and YAML cut off.
 */
function commentAfter(text: string, end: number): { offset: number; spaces: string; rest: string } | undefined {
  // An empty value ends where its comment starts, so there may be no space in between.
  const [spaces, rest] = captures(/^([ \t]*)#(.*)$/.exec(text.slice(end, lineEnd(text, end)).replace(/\r$/, '')), 2) ?? [];
  return spaces !== undefined && rest !== undefined ? { offset: end + spaces.length, spaces, rest } : undefined;
}

/** Where in the text a problem is, and how the message quotes the line it is on. */
interface Spots {
  text: string;
  where: (offset: number, path: () => Path) => Where;
  example: (offset: number) => string;
  /** Where the anchor or tag `mark` written before the node at `offset` starts. */
  before: (offset: number, mark: string) => number;
}

function spotsIn(file: string, text: string, lineCounter: LineCounter): Spots {
  const where = (offset: number, path: () => Path): Where => ({ file, pointer: toPointer(path()), ...lineCounter.linePos(offset) });
  const example = (offset: number) => {
    const value = lineValue(text.slice(text.lastIndexOf('\n', offset - 1) + 1, lineEnd(text, offset)));
    return value ? quotedExample(value) : quotedExample({ lead: '', text: text.slice(offset, lineEnd(text, offset)).trim() });
  };
  // Anchors and tags are written before the node they belong to: on its line, or alone at the end of
  // an earlier line when the node is a block of fields indented under it (`heading: !Nyhet` and then
  // an over-indented `lead: …`, which YAML reads as the heading's fields).
  const before = (offset: number, mark: string) => {
    const at = text.lastIndexOf(mark, offset);
    const lineStart = text.lastIndexOf('\n', offset) + 1;
    return at >= 0 && at < lineStart && /^\S*(?:[ \t]*(?:#.*)?\r?\n)+[ \t]*$/.test(text.slice(at, offset)) ? at : Math.max(at, lineStart);
  };
  return { text, where, example, before };
}

/** A node of the walk, with where its own text starts and ends (without a comment after it). */
interface Walked {
  node: Node;
  start: number;
  end: number;
  pathOf: () => Path;
  isKey: boolean;
  inFlow: boolean;
}

function markProblems({ node, start, pathOf }: Walked, { text, where, example, before }: Spots): Problem[] {
  const problems: Problem[] = [];
  if (node.anchor) {
    const at = before(start, `&${node.anchor}`);
    problems.push(problem(catalogue.anchor, where(at, pathOf), { example: example(at) }));
  }
  if (node.tag) {
    const at = before(start, '!');
    problems.push(problem(catalogue.tag, where(at, pathOf), { tag: firstWord(text.slice(at)), example: example(at) }));
  }
  return problems;
}

/** `{ x }` read as a group of fields without values: text the editor meant. */
function flowMapProblems({ node, start, end, pathOf }: Walked, { text, where, example }: Spots): Problem[] {
  if (
    !isMap(node) ||
    !node.flow ||
    node.items.length === 0 ||
    !node.items.every((p) => isScalar(p.key) && (p.value === null || (isScalar(p.value) && p.value.value === null)))
  )
    return [];
  // `{varumärke} …`: a placeholder written first; `{ varumärke }`: one with spaces, or braces meant as text.
  const token = /^\{[a-zåäö-]+(?::[a-z0-9+-]+)?\}/.exec(text.slice(start));
  if (token) return [problem(catalogue.leadingPlaceholder, where(start, pathOf), { token: token[0] })];
  // A { never closed on its line swallows the lines below it until some } turns up.
  if (text.slice(start, end).includes('\n')) return [problem(catalogue.reservedStart, where(start, pathOf), { char: '{', example: example(start) })];
  return [problem(catalogue.flowMapAsText, where(start, pathOf), { example: example(start) })];
}

function plainTextProblems({ node, start, pathOf, isKey, inFlow }: Walked, { text, where, example }: Spots): Problem[] {
  const problems: Problem[] = [];
  // `35.000` meant as thirty-five thousand (the Swedish and German way) is read as 35 and would be
  // published so, with no schema to notice: a number with dot-separated groups of three is refused.
  const written = isScalar(node) ? node.source : undefined;
  if (!isKey && isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'number' && written && /^[+-]?[1-9]\d{0,2}(\.\d{3})+$/.test(written)) {
    problems.push(problem(catalogue.thousandsSeparator, where(start, pathOf), { written, read: String(node.value), digits: written.replace(/\./g, '') }));
  }
  if (!isKey && isScalar(node) && node.type === 'PLAIN' && node.range) {
    // `- text` one column further in than the items above it continues the text above (inside
    // [ ] it is text anyway, and the bracket is what is wrong).
    const merged = inFlow ? null : /\n([ \t]*)- /.exec(text.slice(start, node.range[1]));
    const [indent] = captures(merged, 1) ?? [];
    if (merged && indent !== undefined) problems.push(problem(catalogue.mergedLine, where(start + merged.index + 1 + indent.length, pathOf), undefined));
    const comment = commentAfter(text, node.range[1]);
    if (comment && node.source === '') {
      problems.push(problem(catalogue.commentInsteadOfText, where(comment.offset, pathOf), { example: example(comment.offset) }));
    } else if (comment && typeof node.value === 'string' && !(comment.spaces.length >= 2 && /^(\s|$)/.test(comment.rest))) {
      problems.push(problem(catalogue.commentCut, where(comment.offset, pathOf), { shown: node.value, cut: comment.rest, example: example(start) }));
    }
  }
  return problems;
}

function walkedProblems(walked: Walked, spots: Spots): Problem[] {
  const { node, start, pathOf, isKey } = walked;
  // A block list where a key should be: usually the line naming the list ("blocks:") is gone.
  if (isKey && !isScalar(node)) return [problem(isSeq(node) && !node.flow ? catalogue.listAsKey : catalogue.complexKey, spots.where(start, pathOf), undefined)];
  if (isAlias(node)) return [problem(catalogue.alias, spots.where(start, pathOf), { example: spots.example(start) })];
  return [...markProblems(walked, spots), ...flowMapProblems(walked, spots), ...plainTextProblems(walked, spots)];
}

/**
 * Each problem with the lines its node covers: the parser's own errors on those lines follow from
 * the same mistake and are left out (a `{` never closed swallows the lines below it).
 */
export function structureProblems(file: string, text: string, doc: Document.Parsed, lineCounter: LineCounter): { problem: Problem; lines: [number, number] }[] {
  const spots = spotsIn(file, text, lineCounter);
  const found: { problem: Problem; lines: [number, number] }[] = [];
  for (const { node, path: pathOf, isKey, inFlow } of walk(doc.contents)) {
    const start = node.range?.[0] ?? 0;
    const end = node.range?.[1] ?? start;
    const lines: [number, number] = [lineCounter.linePos(start).line, lineCounter.linePos(end).line];
    for (const added of walkedProblems({ node, start, end, pathOf, isKey, inFlow }, spots)) found.push({ problem: added, lines });
  }
  return found;
}
