import { test as base } from '@playwright/test';
import { type E2eAppName, e2eAppURL } from './apps.js';

export { expect } from '@playwright/test';

interface BacklineFixtures {
  /** Which of the run's apps the test talks to (see apps.ts): `shared` unless a spec says otherwise. */
  backlineApp: E2eAppName;
}

/** `test` whose baseURL (page, request) is the chosen app's: `test.use({ backlineApp: 'shortTokens' })`. */
export const test = base.extend<BacklineFixtures>({
  backlineApp: ['shared', { option: true }],
  baseURL: async ({ backlineApp }, use) => {
    await use(e2eAppURL(backlineApp));
  },
});
