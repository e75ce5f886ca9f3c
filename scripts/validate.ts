/**
 * npm run validate — checks site.yaml and every page. Prints every problem in every file at once,
 * one per line as `file:line:col  what is wrong — what to do [code]`, and exits 1 if any is an
 * error; warnings are printed the same way (`varning:`) and leave the exit status 0.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { validateProject } from './content-report';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
process.exitCode = await validateProject(root);
