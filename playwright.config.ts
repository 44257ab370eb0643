import { defineConfig, devices } from '@playwright/test';
import { BASE_URL_ENV } from './tests/e2e/support/backline.js';
import { CHROMIUM_ARGS, CHROMIUM_ENV } from './tests/e2e/support/browser.js';

// Both variables are set by the global setup, which runs after this file is first loaded; each worker
// loads it again with them set. Browser override: CHROMIUM_PATH=/path/to/chromium, or
// BACKLINE_E2E_BROWSER=bundled to use @sparticuz/chromium (see tests/e2e/support/browser.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: process.env[BASE_URL_ENV],
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env[CHROMIUM_ENV], args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
