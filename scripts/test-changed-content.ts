/**
 * `npm run test:changed-content`: all of `npm test` once more, on a copy of this checkout whose
 * content states three facts differently — the Månadspaket price, the main menu's name and the
 * revenue field's label (scripts/support/changed-facts.ts). A test that reads such a value from
 * the content passes on the copy too; one that copied it from the content fails there (issue 28,
 * docs/decisions.md 89). It is not part of `npm test`, whose length it doubles; run it after
 * changing tests, as CI's second job, or before a release.
 *
 * The copy is the checkout's files as they are now (committed or not, not the ignored ones),
 * committed as one commit in a repository of its own, with node_modules linked file by file where the file system allows (`cp -al`) and copied
 * where it does not. It is removed afterwards unless `--keep` is given. Spec files given after `--` run only those browser
 * tests, on a build of the copy, instead of the whole `npm test`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changeFacts } from './support/changed-facts';
import { root } from './support/site-routes';

const keep = process.argv.includes('--keep');
const copy = mkdtempSync(path.join(tmpdir(), 'nordvik-andrat-innehall-'));
// Readable like a checkout: run as root, the tests' PostgreSQL runs as another user and reads its binaries here.
chmodSync(copy, 0o755);

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  // A file deleted but not yet committed is listed by git and gone: skip it.
  try {
    cpSync(path.join(root, file), path.join(copy, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
try {
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
} catch {
  cpSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), { recursive: true, verbatimSymlinks: true });
}
// Vite's dependency cache is rewritten while it runs: never through links into the checkout's.
rmSync(path.join(copy, 'node_modules/.vite'), { recursive: true, force: true });

const { before, after } = changeFacts(path.join(copy, 'site.yaml'));
// A repository of its own, whose one commit is the copy with the changed content: the tests that
// read the repository (tracked files, a working copy cloned for publishing) read it as a checkout.
const identity = ['-c', 'user.name=Ändrat innehåll', '-c', 'user.email=andrat-innehall@nordvik.example', '-c', 'commit.gpgsign=false'];
execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: copy });
execFileSync('git', ['add', '-A'], { cwd: copy });
execFileSync('git', [...identity, 'commit', '-q', '-m', 'Innehållet med tre fakta ändrade (npm run test:changed-content)'], { cwd: copy });
console.log(
  `Innehållet ändrat i ${copy}:\n` +
    `  Månadspaketets pris ${before.price} → ${after.price}\n` +
    `  menyns namn »${before.nav}« → »${after.nav}«\n` +
    `  omsättningsfältets etikett »${before.label}« → »${after.label}«\n`,
);

// Ports apart from a run of `npm test` in the checkout itself.
const env = { ...process.env, E2E_PORT: process.env.CHANGED_CONTENT_E2E_PORT ?? '4417' };
// Arguments after `--` go to `playwright test`, on a build of the copy: the quick way to check the
// specs a change touched (`-- tests/e2e/home.spec.ts`) or the WebKit stage (`-- --config playwright.webkit.config.ts`).
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--keep');
if (playwrightArgs.length > 0) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: copy, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run =
  playwrightArgs.length > 0
    ? spawn('npx', ['playwright', 'test', ...playwrightArgs], { cwd: copy, stdio: 'inherit', env })
    : spawn('npm', ['test'], { cwd: copy, stdio: 'inherit', env });
run.on('exit', (code, signal) => {
  if (!keep) rmSync(copy, { recursive: true, force: true });
  else console.log(`Kopian finns kvar: ${copy}`);
  process.exit(code ?? (signal ? 1 : 0));
});
