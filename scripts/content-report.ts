/**
 * How validate and build print content problems: one line each (src/content/problem.ts), then a
 * count, then — only if the code itself failed (C199) — the technical detail for a developer.
 */
import { launchCodes } from '../src/content/launch-check';
import { loadContent } from '../src/content/load';
import { countProblems, formatProblem, type Problem } from '../src/content/problem';

/** `then` follows the count on its line: what the editor does next. */
export function printProblems(problems: readonly Problem[], then = '', write: (line: string) => void = (line) => console.error(line)): void {
  if (problems.length === 0) return;
  for (const problem of problems) write(formatProblem(problem));
  write(`\n${countProblems(problems)}.${then ? ` ${then}` : ''}`);
  for (const { file, detail } of problems) if (detail) write(`\nTeknisk information för en utvecklare (${file}):\n${detail}`);
}

/**
 * The line under the launch check's problems (src/content/launch-check.ts): how many are left and
 * where the launch list is; `refused` when a production build stops for them. Empty when none.
 */
export function launchSummary(problems: readonly Problem[], refused: boolean): string {
  const left = problems.filter((p) => launchCodes.has(p.code)).length;
  if (left === 0) return '';
  const what = `${left === 1 ? 'En uppgift' : `${left} uppgifter`} ovan (${[...new Set(problems.filter((p) => launchCodes.has(p.code)).map((p) => p.code))].sort().join(', ')}) är platshållare eller inte bekräftade`;
  return refused
    ? `\nProduktionsbygget stoppades: webbplatsen är inte klar för lansering. ${what}. Fyll i dem enligt docs/lansering.md och bygg igen.`
    : `\nInte klart för lansering: ${what}. Ett produktionsbygge (NODE_ENV=production npm run build) stoppas tills de är ifyllda enligt docs/lansering.md.`;
}

/** Where `npm run validate` writes: its summary to standard output, problems to standard error. */
export interface ReportOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/**
 * `npm run validate` on the project at `root` (scripts/validate.ts), as a function: what it prints
 * goes to `output`, and the exit status is returned — 1 on any error, 0 otherwise. The bad-edit
 * corpus calls it in one process (tests/content/bad-edits.test.ts); the command line's contract is
 * tested once (tests/content/cli.integration.test.ts).
 */
export async function validateProject(root: string, output: ReportOutput = { log: console.log, error: console.error }): Promise<number> {
  // The launch check warns here; a production build refuses (docs/decisions.md 57).
  const result = await loadContent(root, undefined, { launch: 'warning' });
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  printProblems(result.problems, result.ok ? '' : `Rätta ${errors === 1 ? 'det' : 'dem'} och kör npm run validate igen.`, output.error);
  if (!result.ok) return 1;
  const count = result.problems.length;
  const warned = count > 0 ? ` (med ${count === 1 ? 'en varning' : `${count} varningar`} ovan)` : '';
  output.log(`Innehållet är giltigt${warned}: site.yaml och ${result.content.pages.length} sidor i pages/.`);
  const launch = launchSummary(result.problems, false);
  if (launch) output.log(launch.trimStart());
  return 0;
}
