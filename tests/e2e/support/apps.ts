import { BASE_URL_ENV, type RunningBackline, startBackline } from './backline.js';
import { STAND_IN_MODEL_ENV } from './stand-in-model.js';

/**
 * The apps the global setup starts for a run, each with its own database: `shared` for almost every
 * spec; `shortTokens`, whose access tokens live 5 seconds, so a test can outlive one; and `withModel`,
 * whose manager talks to the run's stand-in model (stand-in-model.ts). A spec picks one with
 * `test.use({ backlineApp: 'shortTokens' })` (see fixtures.ts); tests on any run side by side in the
 * same workers. `env` is read when the apps start, after the stand-in model has.
 */
export const E2E_APPS = {
  shared: { urlVariable: BASE_URL_ENV, env: () => ({}) },
  shortTokens: {
    urlVariable: 'BACKLINE_E2E_SHORT_TOKENS_URL',
    env: () => ({ ACCESS_TOKEN_TTL_SECONDS: '5' }),
  },
  withModel: {
    urlVariable: 'BACKLINE_E2E_WITH_MODEL_URL',
    env: (): Record<string, string> => ({ MANAGER_AI_BASE_URL: process.env[STAND_IN_MODEL_ENV] ?? '' }),
  },
} as const satisfies Record<string, { urlVariable: string; env: () => Record<string, string> }>;

export type E2eAppName = keyof typeof E2E_APPS;

/** Starts every app at once; their addresses go on process.env, which the workers inherit. */
export async function startE2eApps(): Promise<RunningBackline[]> {
  const entries = Object.values(E2E_APPS);
  const started = await Promise.allSettled(entries.map(({ env }) => startBackline(env())));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    // The start failure is the one to report; a failed stop of the others would hide it.
    await stopE2eApps(running).catch(() => undefined);
    throw failure.reason;
  }
  entries.forEach(({ urlVariable }, index) => {
    process.env[urlVariable] = (running[index] as RunningBackline).baseURL;
  });
  return running;
}

/** Stops every app, each whatever happens to the others; then throws the first failure, if any. */
export async function stopE2eApps(apps: RunningBackline[]): Promise<void> {
  const stopped = await Promise.allSettled(apps.map((app) => app.stop()));
  const failure = stopped.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The address of a running app, as the global setup published it. */
export function e2eAppURL(name: E2eAppName): string {
  const { urlVariable } = E2E_APPS[name];
  const url = process.env[urlVariable];
  if (!url) throw new Error(`${urlVariable} is not set: run the specs with \`playwright test\`.`);
  return url;
}
