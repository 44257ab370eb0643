import { startE2eApps, stopE2eApps } from './apps.js';
import { CHROMIUM_ENV, resolveTestChromium } from './browser.js';
import { STAND_IN_MODEL_ENV, startStandInModel } from './stand-in-model.js';

/**
 * Resolves the browser and starts the run's apps once. Variables set on process.env here reach the
 * workers, which load playwright.config.ts again and so see them. The returned function is
 * Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const browser = await resolveTestChromium();
  process.env[CHROMIUM_ENV] = browser.path;
  console.log(`e2e: Chromium from ${browser.source}: ${browser.path}`);

  const model = await startStandInModel();
  process.env[STAND_IN_MODEL_ENV] = model.url;
  const apps = await startE2eApps().catch(async (failure: unknown) => {
    await model.stop();
    throw failure;
  });
  return async () => {
    await stopE2eApps(apps).finally(() => model.stop());
  };
}
