// `MUTATION_SAMPLE=0.02 npm run mutation`: a seeded sample of the mutants, to estimate the whole
// scope's score in about 35 minutes instead of days (scripts/mutation/sample.mjs). It keeps its own
// incremental file: the mutants left out of a sample must never count as results of a whole run.
const sample = process.env.MUTATION_SAMPLE !== undefined;
const reports = sample ? 'reports/mutation/sample' : 'reports/mutation';

/**
 * Mutation testing of the lead server and the content checks (docs/decisions.md 88, README
 * "Tests"): `npm run mutation`. A tool to find tests that cannot fail, not a test: it is no part
 * of `npm test` and its score fails nothing. The report is written to reports/mutation/ (ignored).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: ['server/leads/**/*.ts', 'src/content/**/*.ts', '!**/*.test.ts', '!**/*.generated.ts'],
  // Each mutant runs only the tests that reached it in the first, instrumented run.
  coverageAnalysis: 'perTest',
  // A static mutant (in a module's top-level constants) needs every test reloaded; they are left out.
  ignoreStatic: true,
  // A second run retests only mutants whose code or tests changed.
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json', ...(sample ? ['mutation-sample'] : [])],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  ...(sample ? { plugins: ['@stryker-mutator/*', './scripts/mutation/sample.mjs'], checkers: ['mutation-sample'] } : {}),
  tempDirName: 'reports/.stryker-tmp',
  // The sandbox copies the sources; the built site and local state are not needed by unit tests.
  ignorePatterns: ['dist', 'dist-server', '.dist-server-staging', '.build', 'test-results', 'playwright-report', 'reports', 'data', '.wrangler'],
  // Several unit tests start the real server or CLI: seconds each on a busy machine, and the
  // first run runs every related test once (the default limit of 5 minutes is too short here).
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 60,
  cleanTempDir: 'always',
};
