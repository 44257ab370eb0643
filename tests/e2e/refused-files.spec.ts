import type { Locator, Page } from '@playwright/test';
import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { seriousViolations } from './support/page-checks.js';
import { chooseTrackAction } from './support/track-menu.js';

/**
 * Every file a drop zone or file picker refuses is named in an alert with the reason, whether it
 * came alone or beside files that were taken.
 */

const INVALID = 'Invalid file type. Please upload MP3 or WAV files.';

interface FileToDrop {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const flac: FileToDrop = { name: 'song.flac', mimeType: 'audio/flac', buffer: Buffer.from('fLaC....') };
const aiff: FileToDrop = { name: 'take.aiff', mimeType: 'audio/aiff', buffer: Buffer.from('FORM....AIFF') };
const wav = (name: string): FileToDrop => ({ name, mimeType: 'audio/wav', buffer: makeWav() });

/** Drops the files on the element as a person dragging them from the desktop would. */
async function dropFiles(page: Page, target: Locator, files: FileToDrop[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test.beforeEach(async ({ page, request }) => {
  const artist = await createArtist(request, 'Nova');
  await seedTrack(request, artist, { title: 'Aurora' });
  await graphqlAs(request, artist, 'mutation { createProject(input: { title: "Neon Rain" }) { id } }');
  await signInAs(page, artist);
});

test('Upload names every refused file, dropped beside an MP3 or WAV or chosen in the picker', async ({
  page,
}) => {
  await page.goto('/app/upload');
  const zone = page.locator('.dropzone');
  const queue = page.getByRole('list', { name: 'Files to upload' });

  await dropFiles(page, zone, [flac, wav('night drive.wav'), aiff]);
  await expect(queue.getByRole('group')).toHaveCount(1);
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
    `song.flac: ${INVALID}`,
    `take.aiff: ${INVALID}`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // The picker, with "All files" chosen: the same lines, and the next drop's list replaces them.
  await page.getByLabel('Audio files (MP3 or WAV)').setInputFiles([wav('second.wav'), flac]);
  await expect(queue.getByRole('group')).toHaveCount(2);
  await expect(page.getByRole('alert')).toHaveText(`song.flac: ${INVALID}`);
  await page.getByLabel('Audio files (MP3 or WAV)').setInputFiles([wav('third.wav')]);
  await expect(queue.getByRole('group')).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a project's drop zone names a refused file, and the second of two dropped at once", async ({
  page,
}) => {
  await page.goto('/app/projects');
  const card = page.getByRole('article', { name: 'Neon Rain' });
  await card.getByLabel('Audio file for Neon Rain (MP3 or WAV)').setInputFiles(aiff);
  await expect(card.getByRole('alert')).toHaveText(`take.aiff: ${INVALID}`);

  await dropFiles(page, card.locator('.dropzone'), [wav('one.wav'), wav('two.wav')]);
  await expect(card.getByRole('alert')).toHaveText('two.wav: Only one file is taken at a time.');
  await expect(card).toContainText('1 track');
});

test('the cover picker names a refused image before sending it', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['content-type']?.startsWith('multipart/')) sent.push(request.url());
  });
  await page.goto('/app/tracks');
  await chooseTrackAction(page, 'Aurora', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  const cover = dialog.getByLabel('Cover image (JPEG, PNG or WebP, up to 5 MB)');

  await cover.setInputFiles({ name: 'loop.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toHaveText('loop.gif: Cover images must be JPEG, PNG or WebP.');
  await cover.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText('huge.png: Cover images can be at most 5 MB.');
  expect(sent).toEqual([]);
});
