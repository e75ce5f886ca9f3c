/**
 * How validate and build print content problems: one line each (src/content/problem.ts), then a
 * count, then — only if the code itself failed (C199) — the technical detail for a developer.
 */
import { countProblems, formatProblem, type Problem } from '../src/content/problem';

/** `then` follows the count on its line: what the editor does next. */
export function printProblems(problems: readonly Problem[], then = '', write: (line: string) => void = (line) => console.error(line)): void {
  if (problems.length === 0) return;
  for (const problem of problems) write(formatProblem(problem));
  write(`\n${countProblems(problems)}.${then ? ` ${then}` : ''}`);
  for (const { file, detail } of problems) if (detail) write(`\nTeknisk information för en utvecklare (${file}):\n${detail}`);
}
