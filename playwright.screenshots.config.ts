import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ENV } from './tests/e2e/support/browser.js';

/**
 * Screenshots of the screens for the docs (`npm run screenshots`, by hand): each at 1280 and 390 px
 * wide, in both themes, into docs/screenshots. Not part of `npm test`.
 */
export default defineConfig({
  testDir: 'tests/screenshots',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 1,
  reporter: 'list',
  use: {
    headless: true,
    trace: 'off',
    launchOptions: { executablePath: process.env[CHROMIUM_ENV], args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
