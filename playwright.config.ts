import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ENV } from './tests/e2e/support/browser.js';

// The browser's path is set by the global setup, which runs after this file is first loaded; each worker
// loads it again with it set. Browser override: CHROMIUM_PATH=/path/to/chromium, or
// BACKLINE_E2E_BROWSER=bundled to use @sparticuz/chromium (see tests/e2e/support/browser.ts). baseURL is
// not set here: the `test` of tests/e2e/support/fixtures.ts gives each test its app's address.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three on these 2-core machines: a test spends part of its time waiting on the server or on a slowed
  // upload, and a third worker fills those gaps (the run 1.8 -> 1.6 min here; four were slower).
  workers: 3,
  reporter: 'list',
  use: {
    headless: true,
    // A trace snapshots the page at every step: recording one for each test took a third of the run's
    // time on a 2-core machine. A failure keeps its screenshot; to trace a failing test, run it again
    // with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env[CHROMIUM_ENV], args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
