import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:webkit`: the WebKit tests (tests/webkit/), driven over WebDriver by
// selenium-webdriver; Playwright's runner only orders them and serves the built site as for
// the other end-to-end tests.
export default defineConfig({ ...base, testDir: 'tests/webkit', projects: [{ name: 'webkit-webdriver' }], workers: 1 });
