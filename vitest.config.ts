import { defineConfig } from 'vitest/config';

// Unit and content tests run in Node before the build; build tests read dist/ after it.
// End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
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
          // One real PostgreSQL for the run, for the lead store's tests (docs/decisions.md 22).
          globalSetup: ['tests/unit/leads/support/postgres-setup.ts'],
        },
      },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
