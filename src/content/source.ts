import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { isError, type Problem } from './problem';
import { catalogue, problem } from './problem-catalogue';
import { pointerAt, structureProblems } from './yaml-structure';
import { syntaxProblems } from './yaml-syntax';

/** A parsed YAML file that remembers where every value came from. */
export interface SourceFile {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  data: unknown;
}

/**
 * Parses YAML keeping source positions; every syntax problem, and every construct that would not
 * publish what the editor wrote, comes back as a Problem — nothing here throws for bad input.
 * `source` is returned when the file can be used: no errors, only warnings if anything.
 */
export function parseSource(file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntax = syntaxProblems(file, text, doc, lineCounter, (offset) => pointerAt(doc, offset));
  if (syntax.alone) return { problems: syntax.problems };
  // After a syntax error the parser's picture of the file is a guess, so below it only what is
  // written explicitly (an alias, an anchor, a tag) is still reported.
  const firstError = Math.min(...syntax.problems.map((p) => p.line));
  const explicit = new Set([catalogue.alias.code, catalogue.anchor.code, catalogue.tag.code]);
  const structure = structureProblems(file, text, doc, lineCounter)
    .filter(({ problem: p }) => p.line <= firstError || explicit.has(p.code))
    // One problem per line: a line of aliases (`[*a, *a, *a]`) is one mistake, not one per alias.
    .filter(({ problem: p }, i, all) => all.findIndex((q) => q.problem.line === p.line) === i);
  // The parser's errors on the lines a reported node covers follow from the same mistake.
  const covered = new Set<number>();
  for (const { problem: p, lines } of structure) {
    if (!isError(p)) continue;
    for (let line = Math.min(p.line, lines[0]); line <= lines[1]; line++) covered.add(line);
  }
  const problems = [...structure.map((s) => s.problem), ...syntax.problems.filter((p) => !covered.has(p.line))];
  // Whatever is left out, a file the parser stumbled on is never passed as readable.
  if (doc.errors.length > 0 && !problems.some(isError)) problems.push(...syntax.problems);
  if (problems.some(isError)) return { problems };
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return { problems: [problem(catalogue.emptyFile, { file, line: 1, col: 1, pointer: '' }, undefined)] };
  }
  // No aliases are left (they are refused above), so nothing can expand here.
  return { source: { file, doc, lineCounter, data: doc.toJS({ maxAliasCount: 0 }) }, problems };
}

/** The YAML node at a JSON-pointer-like path, or the deepest ancestor that exists. */
export function nodeAt(source: SourceFile, segments: readonly (string | number)[]): Node | undefined {
  let node = source.doc.contents as Node | null;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return node;
      node = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) return node;
      node = item;
    } else {
      return node ?? undefined;
    }
  }
  return node ?? undefined;
}

/** The key node of property `key` in the map at `segments` (for pointing at a misspelt field name). */
export function keyNodeAt(source: SourceFile, segments: readonly (string | number)[], key: string): Node | undefined {
  const map = nodeAt(source, segments);
  if (!isMap(map)) return map;
  const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
  return (pair?.key as Node | undefined) ?? map;
}

export function positionOf(source: SourceFile, node: Node | undefined): { line: number; col: number } {
  return node?.range ? source.lineCounter.linePos(node.range[0]) : { line: 1, col: 1 };
}

export function splitPointer(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
