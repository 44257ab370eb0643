/**
 * Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on the built app: the landing
 * page, /login, and the signed-in /app/dashboard and /app/tracks (20 tracks), each 3 times
 * with the browser's cache cleared first; prints the median performance score, LCP and total blocking
 * time beside the targets (score >= 90, LCP < 2.5 s, TBT < 200 ms), and the ratio of each page's
 * score to the landing page's, measured in the same run.
 *
 * Lighthouse 12 (the last major that runs on Node 20; 13 needs Node 22) drives the machine's Chromium,
 * launched by Playwright with a debugging port: Playwright puts the session in localStorage (how the
 * app stays signed in), Lighthouse keeps storage (`disableStorageReset`) and the cache is cleared
 * over the DevTools protocol before each run. Run by hand:  npm run build && npm run bench:lighthouse
 * RUNS (3), PAGES (comma-separated paths) adjust it; REPORT_DIR keeps each run's full Lighthouse JSON
 * there, with its trace (`*.trace.json`, for Chromium's Performance panel: which task blocks, and on what).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { makeWav } from '../server/src/test/audio-fixtures.js';
import { startBackline } from '../tests/e2e/support/backline.js';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/browser.js';
import { freePort } from './built-server.js';
import { median } from './scratch-database.js';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = (process.env.PAGES ?? '/,/login,/app/dashboard,/app/tracks').split(',');
const REPORT_DIR = process.env.REPORT_DIR;
let auditCount = 0;

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  transferKb: number;
}

const DEBUGGING_PORT = await freePort();
const app = await startBackline();
const { path: executablePath } = await resolveChromium();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-lighthouse-'));
// A persistent context is the browser's default one, where Lighthouse opens its tabs: they share its storage.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  const session = await seedArtist(app.baseURL);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${app.baseURL}/login`);
  const cdp = await context.newCDPSession(page);
  // Signed in for the workspace, signed out for public pages (a signed-in visitor of / or /login is
  // sent on to the dashboard).
  const signIn = (signedIn: boolean) =>
    page.evaluate(
      ([value, keep]) =>
        keep ? localStorage.setItem('backline.session', value) : localStorage.removeItem('backline.session'),
      [JSON.stringify(session), signedIn] as const,
    );

  const results: Record<string, RunFigures> = {};
  for (const pagePath of PAGES) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      await signIn(pagePath.startsWith('/app'));
      await cdp.send('Network.clearBrowserCache');
      runs.push(await auditWithRetry(`${app.baseURL}${pagePath}`));
    }
    results[pagePath] = {
      score: median(runs.map((figures) => figures.score)),
      lcpMs: median(runs.map((figures) => figures.lcpMs)),
      tbtMs: median(runs.map((figures) => figures.tbtMs)),
      transferKb: median(runs.map((figures) => figures.transferKb)),
    };
  }
  report(results);
} finally {
  await context.close();
  await app.stop();
  fs.rmSync(profileDir, { recursive: true, force: true });
}

/** Lighthouse now and then misses the navigation's start in its trace (NO_NAVSTART): that run is redone. */
async function auditWithRetry(url: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      const missedStart = error instanceof Error && error.message.includes('NO_NAVSTART');
      if (!missedStart || attempt === attempts) throw error;
      console.warn(`${url}: ${error.message}; measuring again`);
    }
  }
}

async function audit(url: string): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    onlyCategories: ['performance'],
    disableStorageReset: true,
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${++auditCount}-${new URL(url).pathname.replaceAll('/', '_')}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      fs.writeFileSync(path.join(REPORT_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    transferKb: (lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024,
  };
}

function report(results: Record<string, RunFigures>): void {
  const landing = results['/']?.score ?? Number.NaN;
  console.log(`Lighthouse 12 mobile preset, median of ${RUNS} cold runs`);
  console.log('page | score | LCP | TBT | bytes over the wire | score / landing');
  for (const [path, figures] of Object.entries(results)) {
    const meets = figures.score >= 90 && figures.lcpMs < 2500 && figures.tbtMs < 200 ? 'meets' : 'misses';
    console.log(
      `${path} | ${figures.score} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.tbtMs.toFixed(0)} ms | ${figures.transferKb.toFixed(0)} KB | ${(figures.score / landing).toFixed(2)} (${meets} the targets)`,
    );
  }
}

/** A registered artist with 20 tracks (over REST, as the web client uploads), for the workspace pages. */
async function seedArtist(baseUrl: string): Promise<{ accessToken: string; refreshToken: string }> {
  const registered = await fetch(`${baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'lighthouse@example.com',
      password: 'bench password',
      artistName: 'Bench',
    }),
  });
  const session = (await registered.json()) as { accessToken: string; refreshToken: string };
  for (let i = 0; i < 20; i++) {
    const form = new FormData();
    form.append('track', new Blob([new Uint8Array(makeWav({ seconds: 2 }))]), `take-${i}.wav`);
    for (const [name, value] of Object.entries({
      title: `Take ${i}`,
      artist: 'Bench',
      genre: 'House',
      key: 'C minor',
      bpm: '120',
    }))
      form.append(name, value);
    const uploaded = await fetch(`${baseUrl}/tracks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    if (!uploaded.ok) throw new Error(`seeding failed: ${uploaded.status} ${await uploaded.text()}`);
  }
  return session;
}
