import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The unit tests that need the run's PostgreSQL (tests/unit/leads/support/databases.ts: `storeKinds`,
 * `testDatabase('postgres')`, `createPostgresDatabase`). They are the project `integration-postgres`, the
 * only one with the global setup that starts it, so any other selection — one file, `vitest list`,
 * `--project unit` — runs without PostgreSQL (docs/architecture.md "Tests"). A test that asks for
 * PostgreSQL from another file fails with a message naming this list, and
 * tests/unit/test-projects.test.ts finds such a file before it runs.
 */
export const postgresTests = [
  'tests/unit/leads/inbox-store.test.ts',
  'tests/unit/leads/booking-two-servers.test.ts',
  'tests/unit/leads/konto-leads.test.ts',
  'tests/unit/leads/konto-passkeys.test.ts',
  'tests/unit/leads/konto-sign-in.test.ts',
  'tests/unit/leads/lead-crash.test.ts',
  'tests/unit/leads/lead-hardening.test.ts',
  'tests/unit/leads/lead-operations.test.ts',
  'tests/unit/leads/lead-postgres-outage.test.ts',
  'tests/unit/leads/lead-restore.test.ts',
  'tests/unit/leads/lead-server.test.ts',
  'tests/unit/leads/lead-two-servers.test.ts',
  'tests/unit/leads/leads-cli.test.ts',
  'tests/unit/leads/leads-migrate.test.ts',
  'tests/unit/leads/local-postgres-npm.test.ts',
  'tests/unit/leads/migrations.test.ts',
  'tests/unit/leads/outbox-workers.test.ts',
  'tests/unit/leads/rate-limit.test.ts',
  'tests/unit/leads/readyz.test.ts',
  'tests/unit/leads/same-site-posts.test.ts',
  'tests/unit/leads/store-contract.test.ts',
  'tests/unit/leads/user-invite.test.ts',
];

/**
 * The unit tests that replace a module for the whole file (`vi.mock`). The `unit` project shares
 * one module registry between the files a worker runs (isolate: false: importing React, ajv and
 * the content pipeline once per worker, not once per file, made it 3.5 times faster), where a
 * replaced module would reach other files; these files get the project `unit-isolated`, with a
 * registry of their own each. tests/unit/test-projects.test.ts keeps the list exact.
 */
export const isolatedTests = ['tests/unit/checked-text-cache.test.ts', 'tests/unit/leads/sqlite-native-module.test.ts'];

/**
 * The tests that read calendars from a real calendar server: Debian's Radicale, started once for the
 * run by the project `integration-radicale`'s global setup (scripts/support/radicale.ts), only when one of
 * these is selected (docs/decisions.md 166).
 */
export const radicaleTests = ['tests/unit/booking/radicale-calendars.test.ts'];

// Unit and content tests run in Node before the build; build tests read dist/ after it.
// End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  // `~/…` is the project's root (tsconfig.json "paths", docs/architecture.md "Imports").
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Some tests spawn the real CLI or build in a temporary copy: seconds each on a busy 2-core
    // machine. A limit still catches a hang, without flaking on load.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresTests, ...radicaleTests, ...isolatedTests, '**/*.integration.test.{ts,tsx}'],
          setupFiles: ['tests/support/no-processes.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedTests, setupFiles: ['tests/support/no-processes.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.{ts,tsx}', 'tests/unit/**/*.integration.test.{ts,tsx}', 'tests/content/**/*.integration.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresTests, ...radicaleTests],
          // The run's one full build (its render cache), made here only when stale.
          globalSetup: ['tests/support/built-site.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: postgresTests,
          // One real PostgreSQL for the run, for the lead store's tests (docs/decisions.md 22);
          // Vitest runs a project's global setup only when one of its files is selected.
          globalSetup: ['tests/unit/leads/support/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'integration-radicale', include: radicaleTests, globalSetup: ['tests/unit/booking/support/radicale-setup.ts'] },
      },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
