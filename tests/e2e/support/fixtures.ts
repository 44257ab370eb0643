import { test as base } from '@playwright/test';
import { BASE_URL_ENV, startBackline } from './backline.js';

export { expect } from '@playwright/test';

interface BacklineWorkerFixtures {
  /** Extra environment for an app of this worker's own, e.g. `{ ACCESS_TOKEN_TTL_SECONDS: '5' }`. */
  backlineEnv: Record<string, string>;
  /** The app's address: the shared one, or this worker's own when backlineEnv is not empty. */
  backlineURL: string;
}

/**
 * `test` whose baseURL (page, request) points at an app started with `backlineEnv` when a spec sets it:
 * `test.use({ backlineEnv: { ACCESS_TOKEN_TTL_SECONDS: '5' } })`. Without it, the shared app is used.
 */
export const test = base.extend<object, BacklineWorkerFixtures>({
  backlineEnv: [{}, { option: true, scope: 'worker' }],
  backlineURL: [
    async ({ backlineEnv }, use) => {
      if (Object.keys(backlineEnv).length === 0) {
        const shared = process.env[BASE_URL_ENV];
        if (!shared) throw new Error(`${BASE_URL_ENV} is not set: run the specs with \`playwright test\`.`);
        await use(shared);
        return;
      }
      const app = await startBackline(backlineEnv);
      try {
        await use(app.baseURL);
      } finally {
        await app.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ backlineURL }, use) => {
    await use(backlineURL);
  },
});
