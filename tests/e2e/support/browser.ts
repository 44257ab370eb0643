import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Set by the global setup to the resolved browser; playwright.config.ts reads it in every worker. */
export const CHROMIUM_ENV = 'BACKLINE_E2E_CHROMIUM';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake microphone that needs no permission prompt, for recording tests.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export interface ResolvedChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'system headless shell' | 'playwright' | '@sparticuz/chromium';
}

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the e2e run: Debian's Chromium headless shell when installed (`apt-get install -y
 * chromium-headless-shell`), else as resolveChromium. The shell is Chromium's engine without the
 * desktop browser around it, what Playwright itself runs headless tests in; here it took the run's
 * browser CPU from about 190 s to about 90 s. Benchmarks keep the full browser, as people run it.
 */
export async function resolveTestChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  const fullBrowserAsked = env.CHROMIUM_PATH || env.BACKLINE_E2E_BROWSER === 'bundled';
  if (!fullBrowserAsked && existsSync(DEBIAN_HEADLESS_SHELL))
    return { path: DEBIAN_HEADLESS_SHELL, source: 'system headless shell' };
  return resolveChromium(env);
}

/**
 * Finds a Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download,
 * then the one packed inside @sparticuz/chromium (unpacked into the temp folder on first use).
 * BACKLINE_E2E_BROWSER=bundled skips straight to @sparticuz/chromium, to check that fallback still works.
 */
export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  if (env.BACKLINE_E2E_BROWSER !== 'bundled') {
    if (env.CHROMIUM_PATH) {
      if (!existsSync(env.CHROMIUM_PATH))
        throw new Error(`CHROMIUM_PATH does not exist: ${env.CHROMIUM_PATH}`);
      return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
    }
    if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: 'system' };
    const downloaded = chromium.executablePath();
    if (existsSync(downloaded)) return { path: downloaded, source: 'playwright' };
  }
  const { default: bundled } = await import('@sparticuz/chromium');
  return { path: await bundled.executablePath(), source: '@sparticuz/chromium' };
}
