import type { Page } from '@playwright/test';
import { makeWav, TEXT_PRETENDING_TO_BE_MP3 } from '../../server/src/test/audio-fixtures.js';
import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';

const dropzoneInput = 'Audio file (MP3 or WAV)';

interface Details {
  title: string;
  bpm: string;
  key: string;
  genre: string;
}

/** Fills the required fields of the upload form, with 'Nova' as the artist. */
async function fillDetails(page: Page, details: Details): Promise<void> {
  await page.getByLabel('Title').fill(details.title);
  await page.getByLabel('Artist', { exact: true }).fill('Nova');
  await page.getByLabel('BPM').fill(details.bpm);
  await page.getByLabel('Key').fill(details.key);
  await page.getByLabel('Genre').fill(details.genre);
}

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, await createArtist(request));
});

test('uploads a WAV with visible progress, then shows it in Tracks with its waveform', async ({ page }) => {
  // Slow the upload down so progress is seen between 0 and 100 (about 4 s for this 2.6 MB file).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto('/app/upload');
  await page.getByLabel(dropzoneInput).setInputFiles({
    name: 'night-drive.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 30, sampleRate: 44100 }),
  });
  await expect(page.getByText('night-drive.wav')).toBeVisible();
  await fillDetails(page, { title: 'Night Drive', bpm: '118', key: 'A minor', genre: 'Synthwave' });
  await page.getByLabel('Mood (optional)').fill('Dreamy');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 640 * 1024,
  });
  await page.getByRole('button', { name: 'Upload Track' }).click();

  const progressButton = page.getByRole('button', { name: /^Uploading\.\.\. \d+%$/ });
  await expect(progressButton).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Uploading\.\.\. ([1-9]|[1-9]\d)%$/ })).toBeVisible();
  await expect(page.getByText('Upload successful! Redirecting...')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Upload progress')).toHaveAttribute('value', '100');
  await expect(page).toHaveURL(/\/app\/tracks$/);

  const card = page.getByRole('article', { name: 'Night Drive' });
  await expect(card).toContainText('Nova');
  await expect(card).toContainText('Synthwave');
  await expect(card).toContainText('A minor');
  await expect(card).toContainText('118 BPM');
  await card.getByRole('button', { name: 'Play Night Drive' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toContainText('Night Drive');
  await expect(player.locator('.player-waveform canvas').first()).toBeVisible();
});

test('asks for a file before uploading', async ({ page }) => {
  await page.goto('/app/upload');
  await fillDetails(page, { title: 'No File', bpm: '100', key: 'C', genre: 'Pop' });
  await page.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a file to upload.');
});

test('refuses a file that is not MP3 or WAV by its type, before any upload', async ({ page }) => {
  await page.goto('/app/upload');
  await page.getByLabel(dropzoneInput).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not audio'),
  });
  await expect(page.getByRole('alert')).toHaveText('Invalid file type. Please upload MP3 or WAV files.');
});

test('shows the server refusing a text file named .mp3, and stays on the page', async ({ page }) => {
  await page.goto('/app/upload');
  await page.getByLabel(dropzoneInput).setInputFiles({
    name: 'disguised.mp3',
    mimeType: 'audio/mpeg',
    buffer: TEXT_PRETENDING_TO_BE_MP3,
  });
  await fillDetails(page, { title: 'Disguised', bpm: '100', key: 'C', genre: 'Pop' });
  await page.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid file type. Please upload MP3 or WAV files.');
  await expect(page).toHaveURL(/\/app\/upload$/);
  await expect(page.getByRole('button', { name: 'Upload Track' })).toBeEnabled();
});

test('shows the server message for a BPM out of range', async ({ page }) => {
  await page.goto('/app/upload');
  await page
    .getByLabel(dropzoneInput)
    .setInputFiles({ name: 'a.wav', mimeType: 'audio/wav', buffer: makeWav() });
  // The browser's own range check is bypassed to reach the server's rule.
  await page.getByLabel('BPM').evaluate((input: HTMLInputElement) => {
    input.removeAttribute('max');
  });
  await fillDetails(page, { title: 'Too Fast', bpm: '900', key: 'C', genre: 'Pop' });
  await page.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page.getByRole('alert')).toHaveText('BPM must be a number between 20 and 300.');
});
