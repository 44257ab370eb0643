import { BASE_URL_ENV, startBackline } from './backline.js';
import { CHROMIUM_ENV, resolveTestChromium } from './browser.js';

/**
 * Resolves the browser and starts the shared app once per run. Variables set on process.env here reach
 * the workers, which load playwright.config.ts again and so see them. The returned function is
 * Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const browser = await resolveTestChromium();
  process.env[CHROMIUM_ENV] = browser.path;
  console.log(`e2e: Chromium from ${browser.source}: ${browser.path}`);

  const app = await startBackline();
  process.env[BASE_URL_ENV] = app.baseURL;
  return app.stop;
}
