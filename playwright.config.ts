import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/support/browser';
import { e2eLeadServerEnv } from './tests/e2e-leads';
import { editorSpecs } from './tests/editor-e2e';

const port = Number(process.env.E2E_PORT ?? 4317);

// Runs against the real built site served by `npm start` (npm test builds first).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Playwright's 30 s default is close to what a page with an axe run takes on a loaded 2-core
  // machine; a limit still catches a hang without failing a slow but correct test.
  timeout: 60_000,
  // The HTML report keeps the screenshots routes.spec.ts attaches (every page with E2E_SCREENSHOTS=1; playwright-report/);
  // `npm test` also asks for a JSON report, to list the slowest spec files (scripts/test-stages.ts).
  reporter: [
    ['list'],
    ['html', { open: 'never' }],
    ...(process.env.TEST_STAGE_REPORT ? [['json', { outputFile: process.env.TEST_STAGE_REPORT }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace recorded for every test, to keep the few that fail, cost a quarter of the stage's time
    // (three route specs: 108 s without, 127 s with its DOM snapshots, 145 s with its screencast
    // too), and CI keeps only its log: a failure is traced by running its spec again with
    // `--trace retain-on-failure` (README, Commands). The page as it failed is kept at no cost.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: editorSpecs, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The page editor's specs need npm run dev's server (tests/editor-e2e.ts starts it for the
    // worker): one worker runs them all, beside the other, so it starts once and only when they run.
    { name: 'editor', testMatch: editorSpecs, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'node dist-server/server.js',
      // Leads go to a fresh database in the temp folder and notify an SMTP sink on loopback (forms.spec.ts).
      env: { PORT: String(port), HOST: '127.0.0.1', ...e2eLeadServerEnv },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
