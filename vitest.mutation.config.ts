import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests mutation testing runs (stryker.config.mjs, docs/decisions.md 88): the unit,
 * integration and integration-postgres projects of vitest.config.ts, not the build tests (they read dist/, which a
 * mutant does not rebuild). Stryker's vitest runner narrows them further to the files that
 * import the mutated code (`vitest.related`).
 *
 * Left out as well, the tests that cannot run where Stryker runs them: those that read this
 * checkout's git repository (its tracked files, its history, or a copy of it for publishing:
 * tests/publish-fixture.ts), since Stryker's sandbox is a copy of the files without the repository;
 * and those that set the process's umask, since Stryker's runner runs tests in worker threads,
 * where Node refuses it; and those that render a site from the run's full build (buildContent):
 * the integration project's set-up makes that build, and a mutated copy would build it again for
 * nothing, so the set-up is left out too. And the budgets that read the production code itself with
 * ESLint or jscpd (functions over 60 lines, `!`, repeated passages): in the sandbox they would
 * count Stryker's instrumentation, not the code.
 */
const cannotRunThere = /from '[^']*(publish-fixture|publishing-server)'|execFileSync\('git'|process\.umask\(|buildContent\(|from 'eslint'|\('jscpd'\)/;
const leftOut = ['tests/unit', 'tests/content'].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .map((file) => path.posix.join(dir, String(file).split(path.sep).join('/')))
    .filter((file) => file.endsWith('.test.ts') && cannotRunThere.test(readFileSync(file, 'utf8'))),
);

const projects = (base.test?.projects ?? [])
  .filter((project) => typeof project === 'object' && 'test' in project && project.test?.name !== 'build')
  .map((project) =>
    typeof project === 'object' && 'test' in project
      ? {
          ...project,
          test: {
            ...project.test,
            globalSetup: project.test?.name === 'integration' ? [] : project.test?.globalSetup,
            exclude: [...(project.test?.exclude ?? configDefaults.exclude), ...leftOut],
          },
        }
      : project,
  );

// A mutation run shares the machine with its own test runners, and often with other work: a test
// that spawns the CLI may take minutes there, and one that times out in the first run stops it.
// The tests' own SQLite stores open in the test's thread (tests/unit/leads/support/databases.ts):
// in the worker thread the server uses, Stryker would neither see their coverage nor switch a mutant on.
export default defineConfig({ ...base, test: { ...base.test, projects, testTimeout: 5 * 60_000, env: { ...base.test?.env, LEAD_STORE_IN_TEST_THREAD: '1' } } });
