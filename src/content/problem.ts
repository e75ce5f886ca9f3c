/**
 * One thing wrong in a content file, with where it is and what to do about it. The terminal
 * (validate, build, dev), the dev server's overlay and a page editor all read the same object:
 * `file:line:col` for a person with a text editor, `pointer` for a program that shows the
 * problem beside its field, `code` to look it up in the catalogue (problem-catalogue.ts).
 */
export type Severity = 'error' | 'warning';

export interface Problem {
  /** Path relative to the project root, e.g. `pages/kassaflode.yaml`. */
  file: string;
  line: number;
  col: number;
  /**
   * The field the problem is about, as a JSON Pointer (RFC 6901) into the file's data, e.g.
   * `/blocks/2/heading` — the same notation as ajv's `instancePath`. `''` is the whole file.
   */
  pointer: string;
  /** Stable code from the catalogue, e.g. `C301`. */
  code: string;
  /** Errors stop validate and the build; warnings are printed and let them pass. */
  severity: Severity;
  /** What is wrong, in Swedish, without a trailing full stop. */
  message: string;
  /** What to do about it, in Swedish. */
  hint: string;
  /** Only for a fault in the code itself (C199): the stack, for a developer; never in the one-line format. */
  detail?: string;
}

/**
 * `pages/x.yaml:LINE:COL  what is wrong — what to do [C301]` (docs/architecture.md "Contracts");
 * a warning says so before what is wrong: `…:COL  varning: what — what to do [C230]`.
 */
export function formatProblem(p: Problem): string {
  const what = p.severity === 'warning' ? `varning: ${p.message}` : p.message;
  return `${p.file}:${p.line}:${p.col}  ${what} — ${p.hint} [${p.code}]`;
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

export const isError = (p: Problem) => p.severity === 'error';

/** `1 fel och 2 varningar i 3 filer` — the count line under a list of problems. */
export function countProblems(problems: readonly Problem[]): string {
  const errors = problems.filter(isError).length;
  const warnings = problems.length - errors;
  const files = new Set(problems.map((p) => p.file)).size;
  const parts = [...(errors > 0 ? [`${errors} fel`] : []), ...(warnings > 0 ? [`${warnings} ${warnings === 1 ? 'varning' : 'varningar'}`] : [])];
  return `${parts.join(' och ')} i ${files} ${files === 1 ? 'fil' : 'filer'}`;
}

/** A JSON Pointer for a path of keys and indices: `['blocks', 2, 'heading']` → `/blocks/2/heading`. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
