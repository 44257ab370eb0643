/**
 * Time until a 10-minute WAV's waveform is drawn in the browser: with the peaks stored at upload
 * (fetched over GraphQL, as the workspace player does) against wavesurfer.js fetching and decoding the
 * audio itself, the baseline, in the same page and run (target: stored peaks at least 10x faster).
 * Starts the built app (npm run build first) on a scratch database and Chromium as the e2e tests do.
 * Run by hand:  npm run build && npm run bench:waveform
 * ROUNDS (default 5) interleaved rounds; MINUTES (default 10) of 44.1 kHz 16-bit stereo audio.
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { makeWav } from '../server/src/test/audio-fixtures.js';
import { startBackline } from '../tests/e2e/support/backline.js';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/browser.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MINUTES = Number(process.env.MINUTES ?? 10);
const WAVESURFER_FILE = path.resolve(
  import.meta.dirname,
  '../node_modules/wavesurfer.js/dist/wavesurfer.esm.js',
);
const WAVESURFER_URL = '/__bench/wavesurfer.esm.js';

interface Session {
  accessToken: string;
  trackId: string;
}

async function uploadLongTrack(baseURL: string): Promise<Session> {
  const registered = await fetch(`${baseURL}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', artistName: 'Bench' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const wav = makeWav({ seconds: MINUTES * 60, sampleRate: 44100, channels: 2, frequency: 220 });
  const form = new FormData();
  form.append('track', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'long.wav');
  for (const [name, value] of Object.entries({
    title: 'Long',
    artist: 'Bench',
    bpm: '120',
    key: 'C',
    genre: 'Test',
  })) {
    form.append(name, value);
  }
  const uploaded = await fetch(`${baseURL}/tracks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  console.log(`uploaded a ${(wav.length / 1024 / 1024).toFixed(1)} MB, ${MINUTES}-minute WAV`);
  return { accessToken, trackId: ((await uploaded.json()) as { id: string }).id };
}

/** Milliseconds from asking for the track until wavesurfer reports the waveform drawn. */
function timeDraw(page: Page, session: Session, mode: 'stored-peaks' | 'decode'): Promise<number> {
  return page.evaluate(
    async ({ session, mode, wavesurferUrl }) => {
      const { default: WaveSurfer } = await import(wavesurferUrl);
      const query = async (fields: string) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
          body: JSON.stringify({ query: `{ track(id: "${session.trackId}") { ${fields} } }` }),
        });
        return (await response.json()).data.track;
      };
      const container = document.createElement('div');
      container.style.width = '1200px';
      document.body.replaceChildren(container);
      const look = { container, barWidth: 2, barGap: 1, barRadius: 2, height: 64 };
      // The decode baseline gets its signed address before the clock starts: only fetching and decoding count.
      const baselineUrl = mode === 'decode' ? (await query('audio { url }')).audio.url : '';
      const started = performance.now();
      let surfer: { on(event: string, listener: () => void): void; destroy(): void };
      if (mode === 'stored-peaks') {
        const track = await query('audio { url } durationSeconds waveform(points: 1000) { min max }');
        const media = new Audio();
        media.preload = 'none';
        surfer = WaveSurfer.create({
          ...look,
          media,
          url: track.audio.url,
          peaks: [track.waveform.max, track.waveform.min],
          duration: track.durationSeconds,
        });
      } else {
        surfer = WaveSurfer.create({ ...look, url: baselineUrl });
      }
      await new Promise<void>((resolve) => surfer.on('redrawcomplete', () => resolve()));
      const elapsed = performance.now() - started;
      surfer.destroy();
      return elapsed;
    },
    { session, mode, wavesurferUrl: WAVESURFER_URL },
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main() {
  const app = await startBackline({ MAX_UPLOAD_MB: '400' });
  const { path: executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const session = await uploadLongTrack(app.baseURL);
    const page = await browser.newPage();
    page.on('console', (m) => console.log('page:', m.text()));
    page.on('pageerror', (e) => console.log('page error:', e.message));
    page.on('crash', () => console.log('page crashed'));
    await page.route(`**${WAVESURFER_URL}`, (route) =>
      route.fulfill({ path: WAVESURFER_FILE, contentType: 'text/javascript' }),
    );
    await page.goto(`${app.baseURL}/login`);
    const stored: number[] = [];
    const decoded: number[] = [];
    await timeDraw(page, session, 'stored-peaks'); // warm-up: module load, first canvas
    for (let round = 0; round < ROUNDS; round++) {
      stored.push(await timeDraw(page, session, 'stored-peaks'));
      decoded.push(await timeDraw(page, session, 'decode'));
    }
    const storedMs = median(stored);
    const decodedMs = median(decoded);
    console.log(
      `stored peaks: median ${storedMs.toFixed(1)} ms  (${stored.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(
      `decode (baseline): median ${decodedMs.toFixed(1)} ms  (${decoded.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(`speed-up: ${(decodedMs / storedMs).toFixed(1)}x (target: at least 10x)`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
