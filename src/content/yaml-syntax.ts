/**
 * The yaml package's syntax errors as Swedish problems from the catalogue, pointing where an
 * editor has to look: at the opening quote or bracket that is never closed, at the second of two
 * equal keys, and at the start of a text that YAML reads as something else (`*Nyhet*`, `{…`, `@…`).
 */
import { isScalar, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { catalogue, problem, type Where } from './problem-catalogue';
import type { Problem } from './problem';
import { captures } from '~/src/shared/captures';
import { firstWord, indentOf, lineValue, quotedExample } from './yaml-lines';

/**
 * Where to point for a yaml error. Mostly where the yaml package reports it; but an unclosed
 * quote or bracket is reported where the file ends, so point at the opening one instead. Also
 * names the key of a duplicate.
 */
function errorPosition(doc: Document.Parsed, text: string, error: YAMLError): { offset: number; key?: string; overIndented?: boolean } {
  const offset = error.pos[0];
  let result: { offset: number; key?: string; overIndented?: boolean } = { offset };
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    // "value\n   field: x": a field indented further than the line above reads as more of that
    // line's value, and the colon that trips the parser is on the later line: point there.
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const lineEnd = text.indexOf('\n', offset);
    const indent = indentOf(text.slice(lineStart)).length;
    const later = /\n([ \t]*)\S[^\n]*?: /.exec(text.slice(offset));
    const [laterIndent] = captures(later, 1) ?? [];
    if (!/: /.test(text.slice(offset, lineEnd === -1 ? undefined : lineEnd)) && later && laterIndent !== undefined && laterIndent.length > indent) {
      return { offset: offset + later.index + 1 + laterIndent.length, overIndented: true };
    }
  }
  const opening = (_key: unknown, node: { flow?: boolean; type?: string; range?: [number, number, number] | null }) => {
    if (node.range?.[1] === offset) {
      result = { offset: node.range[0] };
      return visit.BREAK;
    }
    return undefined;
  };
  if (error.code === 'MISSING_CHAR' && /closing .?quote/.test(error.message)) {
    visit(doc, { Scalar: (k, node) => (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? opening(k, node) : undefined) });
  } else if (error.code === 'BAD_INDENT' && /end with a [\]}]/.test(error.message)) {
    visit(doc, { Seq: (k, node) => (node.flow ? opening(k, node) : undefined), Map: (k, node) => (node.flow ? opening(k, node) : undefined) });
  } else if (error.code === 'DUPLICATE_KEY') {
    visit(doc, {
      Pair(_key, pair) {
        if (isScalar(pair.key) && pair.key.range?.[0] === offset) {
          result = { offset, key: String(pair.key.value) };
          return visit.BREAK;
        }
        return undefined;
      },
    });
  }
  return result;
}

const placeholderStart = /^\{[a-zåäö-]+(?::[a-z0-9+-]+)?\}/;

/**
 * A text YAML cannot read because of how it starts. Checked before the error code: whatever the
 * parser tripped over, the fix is to quote the text.
 */
function startProblem(line: string, where: Omit<Where, 'col'>): Problem | undefined {
  const value = lineValue(line);
  if (!value) return undefined;
  const at = { ...where, col: value.col };
  // lineValue's text starts with a character that is not white space, so `first` is never ''.
  const first = value.text.charAt(0);
  const example = quotedExample(value);
  const placeholder = placeholderStart.exec(value.text);
  if (first === '{' && placeholder) return problem(catalogue.leadingPlaceholder, at, { token: placeholder[0] });
  if (first === '*') return problem(catalogue.alias, at, { example });
  if (first === '&') return problem(catalogue.anchor, at, { example });
  if (first === '!') return problem(catalogue.tag, at, { tag: firstWord(value.text), example });
  if ('{%@`|>'.includes(first) || /^[?:-](\s|$)/.test(value.text)) return problem(catalogue.reservedStart, at, { char: first, example });
  if (first === '[' && /\]\s*\S/.test(value.text)) return problem(catalogue.reservedStart, at, { char: first, example });
  // Text right after the closing quote, or after a space unless it is a comment.
  if ((first === '"' || first === "'") && new RegExp(`^${first}[^${first}]*${first}(\\S|\\s+[^\\s#])`).test(value.text)) {
    return problem(catalogue.textAfterQuote, at, { example });
  }
  return undefined;
}

function codeProblem(error: YAMLError, at: Where, key: string | undefined): Problem {
  const english = error.message;
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return problem(catalogue.tabIndent, at, undefined);
    case 'DUPLICATE_KEY':
      return problem(catalogue.duplicateKey, at, { key });
    case 'MULTILINE_IMPLICIT_KEY':
      return problem(catalogue.missingColon, at, undefined);
    case 'BLOCK_AS_IMPLICIT_KEY':
      return problem(catalogue.colonInValue, at, undefined);
    case 'BAD_INDENT':
      return /end with a [\]}]/.test(english)
        ? problem(catalogue.unclosedFlow, at, { open: english.includes(']') ? '[' : '{' })
        : problem(catalogue.badIndent, at, undefined);
    case 'BAD_DQ_ESCAPE':
      return problem(catalogue.badEscape, at, undefined);
    case 'MISSING_CHAR':
      if (/closing .?quote/.test(english)) return problem(catalogue.unclosedQuote, at, undefined);
      if (english.startsWith('Sequence item without')) return problem(catalogue.listIndent, at, undefined);
      if (english.startsWith('Implicit map keys need to be followed')) return problem(catalogue.missingColon, at, undefined);
      return problem(catalogue.missingCharacter, at, undefined);
    case 'MULTIPLE_DOCS':
      return problem(catalogue.multipleDocuments, at, undefined);
    default:
      // Never the yaml package's English: the editor gets the line, the column and what to check.
      return problem(catalogue.unreadableLine, at, undefined);
  }
}

// Whitespace YAML does not count as whitespace: pasted from a web page or a word processor.
const invisibleIndent = /^[ \t]*[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/;

/**
 * The parser's errors as problems. `alone` when they are indentation of tabs or hard spaces: that
 * throws the parser off for the rest of the block, so everything else found is an echo and the
 * editor gets these alone; what is left shows once they are spaces.
 */
export function syntaxProblems(
  file: string,
  text: string,
  doc: Document.Parsed,
  lineCounter: LineCounter,
  pointerAt: (offset: number) => string,
): { problems: Problem[]; alone: boolean } {
  const invisible = text
    .split('\n')
    .flatMap((line, i) => (invisibleIndent.test(line) ? [problem(catalogue.invisibleIndent, { file, line: i + 1, col: 1, pointer: '' }, undefined)] : []));
  if (invisible.length > 0) return { problems: invisible, alone: true };
  const tabs = doc.errors.filter((e) => e.code === 'TAB_AS_INDENT');
  const errors = tabs.length > 0 ? tabs : doc.errors;
  const lines = text.split('\n');
  const problems: Problem[] = [];
  const seen = new Set<number>();
  for (const error of errors) {
    const { offset, key, overIndented } = errorPosition(doc, text, error);
    const { line, col } = lineCounter.linePos(offset);
    // One mistake usually makes the parser stumble again further along the same line: only the
    // first error on a line says anything useful.
    if (seen.has(line)) continue;
    seen.add(line);
    const where = { file, line, pointer: pointerAt(offset) };
    // What the line starts with decides first, where the parser stopped only then.
    const reported = lineCounter.linePos(error.pos[0]).line;
    const start = error.code === 'TAB_AS_INDENT' ? undefined : startProblem(lines[reported - 1] ?? '', { ...where, line: reported });
    if (start) problems.push(start);
    else if (overIndented) problems.push(problem(catalogue.badIndent, { ...where, col }, undefined));
    else problems.push(codeProblem(error, { ...where, col }, key));
  }
  return { problems, alone: tabs.length > 0 };
}
