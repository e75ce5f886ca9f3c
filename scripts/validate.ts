/**
 * npm run validate — checks site.yaml and every page. Prints every problem in every file at once,
 * one per line as `file:line:col  what is wrong — what to do [code]`, and exits 1 if any is an
 * error; warnings are printed the same way (`varning:`) and leave the exit status 0.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { loadContent } from '../src/content/load';
import { launchSummary, printProblems } from './content-report';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
// The launch check warns here; a production build refuses (docs/decisions.md 57).
const result = await loadContent(root, undefined, { launch: 'warning' });
const errors = result.problems.filter((p) => p.severity === 'error').length;
printProblems(result.problems, result.ok ? '' : `Rätta ${errors === 1 ? 'det' : 'dem'} och kör npm run validate igen.`);
if (result.ok) {
  const warned = result.problems.length > 0 ? ` (med ${result.problems.length === 1 ? 'en varning' : `${result.problems.length} varningar`} ovan)` : '';
  console.log(`Innehållet är giltigt${warned}: site.yaml och ${result.content.pages.length} sidor i pages/.`);
  const launch = launchSummary(result.problems, false);
  if (launch) console.log(launch.trimStart());
} else {
  process.exitCode = 1;
}
