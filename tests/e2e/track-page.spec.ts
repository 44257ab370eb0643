import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { playerBar } from './support/player.js';
import { sharedSong } from './support/shared-projects.js';

/** A track's own page (/app/tracks/:id): its live waveform and the owner's actions. */

let artist: Artist;
let auroraId: string;

test.beforeEach(async ({ request }) => {
  artist = await createArtist(request, 'Nova');
  // Long enough not to end while a test listens.
  auroraId = await seedTrack(request, artist, { title: 'Aurora', artist: 'Zed Lights', seconds: 40 });
});

/** Opens Aurora's page as its owner. */
async function openAurora(page: Page): Promise<void> {
  await signInAs(page, artist);
  await page.goto(`/app/tracks/${auroraId}`);
}

function waveform(page: Page): Locator {
  return page.getByRole('slider', { name: 'Seek in Aurora' });
}

async function valueNow(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute('aria-valuenow'));
}

/** Clicks the waveform at a share of its width (0 to 1). */
async function clickAt(slider: Locator, share: number): Promise<void> {
  const box = await slider.boundingBox();
  if (!box) throw new Error('The waveform is not shown');
  await slider.click({ position: { x: box.width * share, y: box.height / 2 } });
}

test('the waveform starts the track where it is clicked, follows it, and seeks by click and by keys', async ({
  page,
}) => {
  await openAurora(page);
  const slider = waveform(page);
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(slider).toHaveAttribute('aria-valuemax', '40');
  await expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 0:40');

  // Not the player's yet: a click starts it there.
  await clickAt(slider, 0.5);
  const bar = playerBar(page);
  await expect(bar).toContainText('Aurora');
  await expect(bar).toHaveAttribute('data-state', 'playing');
  await expect(page.getByRole('button', { name: 'Pause Aurora' })).toBeVisible();
  expect(await valueNow(slider)).toBeGreaterThanOrEqual(19);

  // The playhead follows the music.
  const started = await valueNow(slider);
  await expect.poll(() => valueNow(slider), { timeout: 10_000 }).toBeGreaterThan(started);
  await expect(slider).toHaveAttribute('aria-valuetext', /^0:\d\d of 0:40$/);

  // Now the player's: a click seeks, and the player's time goes there too.
  await clickAt(slider, 0.125);
  await expect.poll(() => valueNow(slider)).toBeLessThan(9);
  await expect(bar.getByTestId('player-elapsed')).toHaveText(/^0:0[5-8]$/);
  await expect(bar).toHaveAttribute('data-state', 'playing');

  // The keyboard: arrows 5 s, Home the start.
  await slider.focus();
  const before = await valueNow(slider);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => valueNow(slider)).toBeGreaterThanOrEqual(before + 5);
  expect(await valueNow(slider)).toBeLessThan(before + 8);
  await expect(bar.getByTestId('player-elapsed')).toHaveText(/^0:1[0-3]$/);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => valueNow(slider)).toBeLessThan(before + 3);
  await page.keyboard.press('Home');
  await expect.poll(() => valueNow(slider)).toBeLessThan(2);

  await page.getByRole('button', { name: 'Pause Aurora' }).click();
  await expect(bar).toHaveAttribute('data-state', 'paused');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);
  // Tapped on a phone, it seeks just the same.
  await clickAt(slider, 0.75);
  await expect.poll(() => valueNow(slider)).toBeGreaterThanOrEqual(29);
});

test('the owner adds the track to a playlist and a project, downloads it and deletes it from its page', async ({
  page,
  request,
}) => {
  await graphqlAs(request, artist, 'mutation { createPlaylist(input: { name: "Late Night" }) { id } }');
  await graphqlAs(request, artist, 'mutation { createProject(input: { title: "Neon Rain" }) { id } }');
  await openAurora(page);
  const actions = page.locator('.track-page-actions');
  await expect(actions.getByRole('button')).toHaveText([
    'Play',
    'Add to playlist',
    'Add to project',
    'Share',
    'Download',
    'Edit',
    'Delete',
  ]);

  await actions.getByRole('button', { name: 'Add to playlist' }).click();
  const toPlaylist = page.getByRole('dialog', { name: 'Add Aurora to a playlist' });
  await toPlaylist.getByRole('button', { name: /^Late Night/ }).click();
  await expect(page.getByText('Added Aurora to Late Night.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'In playlists' }).getByRole('link', { name: 'Late Night' }),
  ).toBeVisible();
  // Focus is back on what opened the dialog.
  await expect(actions.getByRole('button', { name: 'Add to playlist' })).toBeFocused();

  await actions.getByRole('button', { name: 'Add to project' }).click();
  const toProject = page.getByRole('dialog', { name: 'Add Aurora to a project' });
  await toProject.getByRole('button', { name: /^Neon Rain/ }).click();
  await expect(page.getByText('Added Aurora to Neon Rain.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'In projects' }).getByRole('link', { name: 'Neon Rain' }),
  ).toBeVisible();

  // The original file, named after the track, the page staying where it is.
  const downloading = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Aurora.wav');
  // A download's answer is not a page response: the same (signed) address asked again shows its headers.
  expect(new URL(download.url()).searchParams.get('download')).toBe('1');
  const answer = await page.request.get(download.url());
  expect(answer.headers()['content-disposition']).toBe('attachment; filename=Aurora.wav');
  expect(answer.headers()['content-type']).toBe('audio/wav');
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 4).toString('latin1')).toBe('RIFF');
  await expect(page).toHaveURL(new RegExp(`/app/tracks/${auroraId}$`));

  await actions.getByRole('button', { name: 'Delete' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete Track' });
  await expect(deleting).toContainText("It will leave the playlist 'Late Night'.");
  await expect(deleting).toContainText("It will leave the project 'Neon Rain'.");
  await deleting.getByRole('button', { name: 'Delete Track' }).click();
  await expect(page).toHaveURL(/\/app\/tracks$/);
  await expect(page.getByText('Deleted Aurora.')).toBeVisible();
  await expect(page.getByText('No tracks yet.')).toBeVisible();
});

test('on a phone Play and Add to playlist stay in the row and More holds the rest, by pointer or keys', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAurora(page);
  const actions = page.locator('.track-page-actions');
  await expect(actions.getByRole('button')).toHaveText(['Play', 'Add to playlist', 'More']);
  // One row: More sits beside Play.
  const playBox = await actions.getByRole('button', { name: 'Play Aurora' }).boundingBox();
  const more = actions.getByRole('button', { name: 'More actions' });
  const moreBox = await more.boundingBox();
  expect(
    Math.abs(
      (moreBox?.y ?? 0) + (moreBox?.height ?? 0) / 2 - ((playBox?.y ?? 0) + (playBox?.height ?? 0) / 2),
    ),
  ).toBeLessThan(2);
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'More actions' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Add to project',
    'Share',
    'Download',
    'Edit',
    'Delete',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Add to project' })).toBeFocused();
  expect(await overflowsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // From the keyboard: Down opens it on the first item; Enter chooses.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Download' })).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await downloading).suggestedFilename()).toBe('Aurora.wav');
  await expect(more).toBeFocused();

  await more.click();
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Track' });
  await editing.getByRole('button', { name: 'Cancel' }).click();
  await expect(editing).toBeHidden();
  await expect(more).toBeFocused();

  // A click elsewhere closes it.
  await more.click();
  await page.getByRole('heading', { level: 1, name: 'Aurora' }).click();
  await expect(menu).toBeHidden();
});

test("someone else's track shows Play and Share only; its waveform plays it for them", async ({
  page,
  request,
}) => {
  const song = await sharedSong(request, 30);
  await signInAs(page, song.mixer);
  await page.goto(`/app/tracks/${song.trackId}`);
  const actions = page.locator('.track-page-actions');
  await expect(actions.getByRole('button')).toHaveText(['Play', 'Share']);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(actions.getByRole('button')).toHaveText(['Play', 'Share']);

  const slider = page.getByRole('slider', { name: `Seek in Demo ${song.id}` });
  await clickAt(slider, 0.5);
  await expect(playerBar(page)).toContainText(`Demo ${song.id}`);
  const started = await valueNow(slider);
  expect(started).toBeGreaterThanOrEqual(14);
  await expect.poll(() => valueNow(slider), { timeout: 10_000 }).toBeGreaterThan(started);
});

test("the track's sound reads its loudness in plain words and finds another upload of the same file", async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Aurora again', artist: 'Zed Lights', seconds: 40 });
  await openAurora(page);
  const sound = page.getByRole('region', { name: 'Sound' });
  // Analysed on the server after the upload; the panel asks again until it is done.
  await expect(sound.getByText(/^[-+]\d+\.\d LUFS$/)).toBeVisible({ timeout: 20_000 });
  await expect(sound.getByText(/^[-+]\d+\.\d dBTP$/)).toBeVisible();
  await expect(sound.getByRole('note')).toContainText('This looks like Aurora again, uploaded on');
  expect(await seriousViolations(page)).toEqual([]);
  // On a desktop, tempo and key share a row and the three loudness readings the next: none alone.
  const reading = async (name: string) =>
    (await sound.locator('dt', { hasText: new RegExp(`^${name}$`) }).boundingBox()) ?? { x: 0, y: 0 };
  const tempo = await reading('Tempo');
  const key = await reading('Key');
  const loudness = await reading('Loudness');
  const peak = await reading('True peak');
  const range = await reading('Loudness range');
  expect(key.y).toBe(tempo.y);
  expect([peak.y, range.y]).toEqual([loudness.y, loudness.y]);
  expect(loudness.y).toBeGreaterThan(tempo.y);
  expect(range.x).toBeGreaterThan(key.x);
  // And the track's seven facts above it are one row.
  const facts = page.locator('.track-page-facts dt');
  const rows = new Set(
    await facts.evaluateAll((terms) => terms.map((term) => term.getBoundingClientRect().top)),
  );
  expect([await facts.count(), rows.size]).toEqual([7, 1]);

  await sound.getByRole('link', { name: 'Aurora again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora again');
  await expect(page.getByRole('region', { name: 'Sound' }).getByRole('note')).toContainText(
    'This looks like Aurora, uploaded on',
  );
});

test('the way back to Tracks is the arrow and the word, underlined under the word alone', async ({
  page,
}) => {
  await openAurora(page);
  const back = page.getByRole('link', { name: 'Tracks', exact: true }).and(page.locator('.back-link'));
  // No space between the arrow and the word for the underline to run under: the gap is the layout's.
  await expect(back).toHaveText(/^Tracks$/);
  const arrow = await back.locator('svg').boundingBox();
  const word = await back.evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link.lastChild as Node);
    return range.getBoundingClientRect().left;
  });
  expect(word - ((arrow?.x ?? 0) + (arrow?.width ?? 0))).toBeGreaterThan(2);
  await back.click();
  await expect(page).toHaveURL(/\/app\/tracks$/);
});
