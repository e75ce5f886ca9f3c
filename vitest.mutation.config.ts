import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests mutation testing runs (stryker.config.mjs, docs/decisions.md 88): the unit and
 * unit-postgres projects of vitest.config.ts, not the build tests (they read dist/, which a
 * mutant does not rebuild). Stryker's vitest runner narrows them further to the files that
 * import the mutated code (`vitest.related`).
 */
const projects = (base.test?.projects ?? []).filter((project) => typeof project === 'object' && 'test' in project && project.test?.name !== 'build');

export default defineConfig({ ...base, test: { ...base.test, projects } });
