import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/support/browser';
import { e2eLeadServerEnv } from './tests/e2e-leads';

const port = Number(process.env.E2E_PORT ?? 4317);

// Runs against the real built site served by `npm start` (npm test builds first).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The HTML report keeps the screenshots attached by quality.spec.ts (playwright-report/).
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node dist-server/server.js',
    // Leads go to a fresh database in the temp folder and notify an SMTP sink on loopback (forms.spec.ts).
    env: { PORT: String(port), HOST: '127.0.0.1', ...e2eLeadServerEnv },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
