/** The one-line problem format of docs/architecture.md's error contract, and the order problems are listed in. */
import { describe, expect, it } from 'vitest';
import { countProblems, formatProblem, sortProblems, toPointer, type Problem } from '~/src/content/problem';

const problem = (file: string, line: number, col: number, severity: Problem['severity'] = 'error'): Problem => ({
  file,
  line,
  col,
  pointer: '',
  code: 'C000',
  severity,
  message: 'något är fel',
  hint: 'Rätta det.',
});

describe('formatProblem', () => {
  it('writes file:line:col, two spaces, what is wrong, a dash, what to do and the code', () => {
    const haeding: Problem = { ...problem('pages/kassaflode.yaml', 7, 5), message: 'okänt fält "haeding"', hint: 'Menade du "heading"?', code: 'C302' };
    expect(formatProblem(haeding)).toBe('pages/kassaflode.yaml:7:5  okänt fält "haeding" — Menade du "heading"? [C302]');
  });

  it('says "varning:" before what is wrong when the problem is a warning', () => {
    expect(formatProblem(problem('pages/a.yaml', 3, 14, 'warning'))).toBe('pages/a.yaml:3:14  varning: något är fel — Rätta det. [C000]');
  });
});

describe('countProblems', () => {
  it('counts errors and warnings and the files they are in, in Swedish', () => {
    expect(countProblems([problem('pages/a.yaml', 1, 1)])).toBe('1 fel i 1 fil');
    expect(countProblems([problem('pages/a.yaml', 1, 1), problem('pages/b.yaml', 1, 1, 'warning')])).toBe('1 fel och 1 varning i 2 filer');
    expect(countProblems([problem('a', 1, 1, 'warning'), problem('a', 2, 1, 'warning')])).toBe('2 varningar i 1 fil');
  });
});

describe('toPointer', () => {
  it('writes a JSON Pointer, escaping ~ and / in keys (RFC 6901)', () => {
    expect(toPointer(['blocks', 2, 'heading'])).toBe('/blocks/2/heading');
    expect(toPointer([])).toBe('');
    expect(toPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
  });
});

describe('sortProblems', () => {
  it('orders by file, then line, then column, without changing its input', () => {
    const input = [
      problem('site.yaml', 2, 1),
      problem('pages/b.yaml', 10, 3),
      problem('pages/b.yaml', 2, 9),
      problem('pages/a.yaml', 5, 1),
      problem('pages/b.yaml', 2, 3),
    ];
    const copy = [...input];
    expect(sortProblems(input).map((p) => `${p.file}:${p.line}:${p.col}`)).toEqual([
      'pages/a.yaml:5:1',
      'pages/b.yaml:2:3',
      'pages/b.yaml:2:9',
      'pages/b.yaml:10:3',
      'site.yaml:2:1',
    ]);
    expect(input).toEqual(copy);
  });
});
