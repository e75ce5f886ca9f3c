import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The unit tests that need the run's PostgreSQL (tests/unit/leads/support/databases.ts: `storeKinds`,
 * `testDatabase('postgres')`, `createPostgresDatabase`). They are the project `unit-postgres`, the
 * only one with the global setup that starts it, so any other selection — one file, `vitest list`,
 * `--project unit` — runs without PostgreSQL (docs/architecture.md "Tests"). A test that asks for
 * PostgreSQL from another file fails with a message naming this list, and
 * tests/unit/postgres-project.test.ts finds such a file before it runs.
 */
export const postgresTests = [
  'tests/unit/leads/inbox-store.test.ts',
  'tests/unit/leads/booking-two-servers.test.ts',
  'tests/unit/leads/konto-leads.test.ts',
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
 * The tests that read calendars from a real calendar server: Debian's Radicale, started once for the
 * run by the project `unit-radicale`'s global setup (scripts/support/radicale.ts), only when one of
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
          exclude: [...configDefaults.exclude, ...postgresTests, ...radicaleTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-postgres',
          include: postgresTests,
          // One real PostgreSQL for the run, for the lead store's tests (docs/decisions.md 22);
          // Vitest runs a project's global setup only when one of its files is selected.
          globalSetup: ['tests/unit/leads/support/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'unit-radicale', include: radicaleTests, globalSetup: ['tests/unit/booking/support/radicale-setup.ts'] },
      },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
