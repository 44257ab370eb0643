/**
 * The JavaScript the landing page downloads, as sent over the wire (the server sends the build's
 * Brotli copies to a browser that accepts them; budget: under 150 KB), against the baseline of a
 * workspace page (/app/tracks, signed in), which loads the libraries the landing page must not: Apollo
 * Client and wavesurfer.js. Starts the built app and Chromium as the e2e tests do; each script's size
 * is its encoded body as Chromium received it.
 * Run by hand:  npm run build && npm run bench:landing
 */
import { chromium, type Page } from '@playwright/test';
import { startBackline } from '../tests/e2e/support/backline.js';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/browser.js';

const BUDGET_KB = 150;

interface ScriptSizes {
  files: number;
  sentKb: number;
}

/** Opens the page and adds up every script it loads until the network is idle. */
async function scriptsOf(page: Page, path: string): Promise<ScriptSizes> {
  const sent: Promise<number>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    const request = response.request();
    if (request.resourceType() === 'script')
      sent.push(response.finished().then(async () => (await request.sizes()).responseBodySize));
  };
  page.on('response', listener);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const sizes = await Promise.all(sent);
  return { files: sizes.length, sentKb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
}

const app = await startBackline();
const { path: executablePath } = await resolveChromium();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const landing = await scriptsOf(await browser.newPage(), `${app.baseURL}/`);

  const registered = await fetch(`${app.baseURL}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', artistName: 'Bench' }),
  });
  const session = JSON.stringify(await registered.json());
  const workspacePage = await browser.newPage();
  await workspacePage.addInitScript((value) => localStorage.setItem('backline.session', value), session);
  const workspace = await scriptsOf(workspacePage, `${app.baseURL}/app/tracks`);

  console.log(`landing page (/): ${landing.files} scripts, ${landing.sentKb.toFixed(1)} KB over the wire`);
  console.log(
    `workspace (/app/tracks): ${workspace.files} scripts, ${workspace.sentKb.toFixed(1)} KB over the wire`,
  );
  console.log(
    `landing / workspace ratio ${(landing.sentKb / workspace.sentKb).toFixed(2)}; landing / budget ${(landing.sentKb / BUDGET_KB).toFixed(2)} (target: under ${BUDGET_KB} KB, ratio < 1)`,
  );
} finally {
  await browser.close();
  await app.stop();
}
