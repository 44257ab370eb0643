import type { Page } from '@playwright/test';
import { makeWav, TEXT_PRETENDING_TO_BE_MP3, withWavInfoTags } from '../../server/src/test/audio-fixtures.js';
import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';

const dropzoneInput = 'Audio files (MP3 or WAV)';

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
  await page.getByLabel('Key', { exact: true }).fill(details.key);
  await page.getByLabel('Genre').fill(details.genre);
}

// Each test has an artist of its own. The file comes last and half its time is spent on slowed
// uploads: its tests spread over the workers instead of one worker running them while the rest wait.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, await createArtist(request));
});

test('an upload refused because the access token expired renews the session and goes through', async ({
  page,
}) => {
  await page.goto('/app/upload');
  await page.getByLabel(dropzoneInput).setInputFiles({
    name: 'late-night.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 5, sampleRate: 44100 }),
  });
  await fillDetails(page, { title: 'Late Night', bpm: '96', key: 'D minor', genre: 'Lo-fi' });
  // Heard first (its question to the server would otherwise be the request that meets the old token).
  await expect(page.getByRole('group', { name: /late-night\.wav/ }).getByRole('status')).not.toContainText(
    'Listening',
  );
  // The access token runs out while the form is being filled in: the one stored no longer verifies.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('backline.session') ?? '{}');
    localStorage.setItem(
      'backline.session',
      JSON.stringify({ ...session, accessToken: 'expired.access.token' }),
    );
  });
  const uploadAnswers: string[] = [];
  page.on('response', async (answer) => {
    const type = answer.request().headers()['content-type'] ?? '';
    if (answer.url().endsWith('/graphql') && type.startsWith('multipart/form-data'))
      uploadAnswers.push(JSON.parse(await answer.text()).errors?.[0]?.extensions?.code ?? 'uploaded');
  });
  await page.getByRole('button', { name: 'Upload Track' }).click();

  await expect(page.getByText('Upload successful! Redirecting...')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Late Night' })).toBeVisible();
  expect(uploadAnswers).toEqual(['UNAUTHENTICATED', 'uploaded']);
});

test('uploads a WAV with visible progress, then shows it in Tracks with its waveform', async ({ page }) => {
  // Slow the upload down so progress is seen between 0 and 100 (about 2 s for this 1 MB file).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto('/app/upload');
  await page.getByLabel(dropzoneInput).setInputFiles({
    name: 'night-drive.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 12, sampleRate: 44100 }),
  });
  await expect(page.getByRole('group', { name: /night-drive\.wav/ })).toBeVisible();
  await fillDetails(page, { title: 'Night Drive', bpm: '118', key: 'A minor', genre: 'Synthwave' });
  await page.getByLabel('Mood (optional)').fill('Dreamy');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
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
  await expect(page.getByRole('alert')).toHaveText(
    'notes.txt: Invalid file type. Please upload MP3 or WAV files.',
  );
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

test('uploads several files at once, each prefilled from its tags or its name, each with its progress', async ({
  page,
}) => {
  await page.goto('/app/upload');
  await page.getByLabel(dropzoneInput).setInputFiles([
    {
      name: 'bounce_v3.wav',
      mimeType: 'audio/wav',
      buffer: withWavInfoTags(makeWav({ seconds: 4 }), { title: 'Golden Hour', artist: 'Sun Rooms' }),
    },
    { name: 'late_night_idea.wav', mimeType: 'audio/wav', buffer: makeWav({ seconds: 3 }) },
  ]);
  const tagged = page.getByRole('group', { name: /bounce_v3\.wav/ });
  const untagged = page.getByRole('group', { name: /late_night_idea\.wav/ });
  await expect(tagged.getByLabel('Title')).toHaveValue('Golden Hour');
  await expect(tagged.getByLabel('Artist', { exact: true })).toHaveValue('Sun Rooms');
  await expect(untagged.getByLabel('Title')).toHaveValue('late night idea');
  await expect(untagged.getByLabel('Artist', { exact: true })).toHaveValue('Nova');

  for (const group of [tagged, untagged]) {
    await group.getByLabel('BPM').fill('96');
    await group.getByLabel('Key', { exact: true }).fill('E minor');
    await group.getByLabel('Genre').fill('Lo-fi');
  }
  await page.getByRole('button', { name: 'Upload 2 Tracks' }).click();
  await expect(tagged.getByLabel('Upload progress of bounce_v3.wav')).toHaveAttribute('value', '100');
  await expect(untagged.getByLabel('Upload progress of late_night_idea.wav')).toHaveAttribute('value', '100');
  await expect(tagged.getByRole('status')).toHaveText('Uploaded');
  await expect(page.getByText('Upload successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tracks$/);
  await expect(page.getByRole('article', { name: 'Golden Hour' })).toContainText('Sun Rooms');
  await expect(page.getByRole('article', { name: 'late night idea' })).toContainText('Nova');
});

test('offers the genres already in the library while typing one', async ({ page }) => {
  await page.goto('/app/upload');
  await page
    .getByLabel(dropzoneInput)
    .setInputFiles({ name: 'a.wav', mimeType: 'audio/wav', buffer: makeWav() });
  await fillDetails(page, { title: 'First', bpm: '100', key: 'C', genre: 'Deep House' });
  await page.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page).toHaveURL(/\/app\/tracks$/);
  await page.goto('/app/upload');
  await page
    .getByLabel(dropzoneInput)
    .setInputFiles({ name: 'b.wav', mimeType: 'audio/wav', buffer: makeWav() });
  const listId = await page.getByLabel('Genre').getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option`)).toHaveAttribute('value', 'Deep House');
});
