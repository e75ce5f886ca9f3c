/**
 * npm run validate — checks site.yaml and every page. Prints every problem in every file at once,
 * one per line as `file:line:col  what is wrong — what to do`, and exits 1; or a summary and 0.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { loadContent } from '../src/content/load';
import { formatProblem } from '../src/content/problem';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const result = await loadContent(root);
if (result.ok) {
  console.log(`Innehållet är giltigt: site.yaml och ${result.content.pages.length} sidor i pages/.`);
} else {
  for (const problem of result.problems) console.error(formatProblem(problem));
  const files = new Set(result.problems.map((p) => p.file)).size;
  console.error(`\n${result.problems.length} ${result.problems.length === 1 ? 'fel' : 'fel'} i ${files} ${files === 1 ? 'fil' : 'filer'}. Rätta dem och kör npm run validate igen.`);
  process.exitCode = 1;
}
