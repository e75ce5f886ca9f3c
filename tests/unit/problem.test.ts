/** The one-line problem format of docs/architecture.md's error contract, and the order problems are listed in. */
import { describe, expect, it } from 'vitest';
import { ContentError, formatProblem, sortProblems, type Problem } from '../../src/content/problem';

const problem = (file: string, line: number, col: number, message = 'något är fel'): Problem => ({ file, line, col, message, hint: 'Rätta det.' });

describe('formatProblem', () => {
  it('writes file:line:col, two spaces, what is wrong, a dash and what to do', () => {
    expect(formatProblem({ file: 'pages/kassaflode.yaml', line: 7, col: 5, message: 'okänt fält "haeding"', hint: 'Menade du "heading"?' })).toBe(
      'pages/kassaflode.yaml:7:5  okänt fält "haeding" — Menade du "heading"?',
    );
  });
});

describe('sortProblems', () => {
  it('orders by file, then line, then column, without changing its input', () => {
    const input = [problem('site.yaml', 2, 1), problem('pages/b.yaml', 10, 3), problem('pages/b.yaml', 2, 9), problem('pages/a.yaml', 5, 1), problem('pages/b.yaml', 2, 3)];
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

describe('ContentError', () => {
  it('carries every problem and lists them sorted, one per line, as its message', () => {
    const error = new ContentError([problem('site.yaml', 1, 1, 'b'), problem('pages/a.yaml', 3, 2, 'a')]);
    expect(error.problems).toHaveLength(2);
    expect(error.message).toBe('pages/a.yaml:3:2  a — Rätta det.\nsite.yaml:1:1  b — Rätta det.');
  });
});
