import { keyCase } from '../../server/src/modules/audio-analysis/key-test-set.js';
import { tempoCase } from '../../server/src/modules/audio-analysis/tempo-test-set.js';
import { encodeWav } from '../../server/src/test/audio-encoders.js';
import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { seriousViolations } from './support/page-checks.js';

const RATE = 44_100;
const SECONDS = 10;

/** A groove at 128 BPM under a piano phrase in A minor, as 16-bit or 24-bit PCM (other bytes, one recording). */
function groove(bits: 16 | 24): Buffer {
  const loop = tempoCase('rock', 128, RATE, SECONDS).audio.channels[0] as Float32Array;
  const phrase = keyCase(9, 'minor', 0, 'piano', RATE, SECONDS).audio.channels[0] as Float32Array;
  return encodeWav([loop.map((sample, i) => 0.4 * sample + 0.6 * (phrase[i] ?? 0))], RATE, { bits });
}

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, await createArtist(request));
});

test('the upload form prefills the tempo and key it hears, and asks about a recording the artist has', async ({
  page,
}) => {
  await page.goto('/app/upload');
  const input = page.getByLabel('Audio files (MP3 or WAV)');
  await input.setInputFiles({ name: 'groove.wav', mimeType: 'audio/wav', buffer: groove(16) });
  const item = page.getByRole('group', { name: /groove\.wav/ });
  // Heard in the browser, by a Web Worker, with the server's own analysis code.
  await expect(item.getByLabel('BPM')).toHaveValue('128', { timeout: 20_000 });
  await expect(item.getByLabel('Key', { exact: true })).toHaveValue('A minor');
  await expect(item.getByText('detected', { exact: true })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await item.getByLabel('Genre').fill('House');
  await page.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page.getByText('Upload successful! Redirecting...')).toBeVisible();
  // Marked as detected once the server's own analysis stands behind it, until the artist confirms it.
  // On a busy machine the analysis may finish after the list is read: the list asks about it until then.
  const card = page.getByRole('article', { name: 'groove' });
  await expect(card).toContainText('128 BPM detected', { timeout: 30_000 });
  await expect(card).toContainText('A minor detected');

  // The same recording again, in other bytes: the browser's fingerprint finds it before it is sent.
  await page.goto('/app/upload');
  await page.getByLabel('Audio files (MP3 or WAV)').setInputFiles({
    name: 'groove-24bit.wav',
    mimeType: 'audio/wav',
    buffer: groove(24),
  });
  const again = page.getByRole('group', { name: /groove-24bit\.wav/ });
  await expect(again.getByRole('alert')).toContainText('This looks like groove, uploaded on', {
    timeout: 20_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await again.getByRole('button', { name: 'Cancel groove-24bit.wav' }).click();
  await expect(again).toHaveCount(0);
});
