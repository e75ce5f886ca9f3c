/** One thing wrong in a content file, with where it is and what to do about it. */
export interface Problem {
  /** Path relative to the project root, e.g. `pages/kassaflode.yaml`. */
  file: string;
  line: number;
  col: number;
  /** What is wrong, in Swedish, without a trailing full stop. */
  message: string;
  /** What to do about it, in Swedish. */
  hint: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.message} — ${p.hint}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** Thrown by the build and dev server when content is invalid; carries every problem at once. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(sortProblems(problems).map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}
