import { type Artist, createArtist, seedTrack, seedTrackCover, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { seriousViolations } from './support/page-checks.js';
import { expectTimeToAdvance, playerBar } from './support/player.js';

let artist: Artist;
let cityRainId: string;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  // Listed newest first: City Rain, Aurora, Bassline Theory.
  await seedTrack(request, artist, { title: 'Bassline Theory', seconds: 12 });
  await seedTrack(request, artist, { title: 'Aurora', artist: 'Zed Lights', seconds: 3 });
  cityRainId = await seedTrack(request, artist, { title: 'City Rain', seconds: 12 });
  await signInAs(page, artist);
});

test('playing a second track pauses the first: one sound at a time', async ({ page }) => {
  await page.goto('/app/tracks');
  const aurora = page.getByRole('article', { name: 'Aurora' });
  const cityRain = page.getByRole('article', { name: 'City Rain' });
  const heightBefore = (await cityRain.boundingBox())?.height;
  await cityRain.getByRole('button', { name: 'Play City Rain' }).click();
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  await expect(cityRain).toContainText('Now playing');
  // The card says so without growing.
  expect((await cityRain.boundingBox())?.height).toBe(heightBefore);

  await aurora.getByRole('button', { name: 'Play Aurora' }).click();
  await expect(playerBar(page)).toContainText('Aurora');
  await expect(aurora.getByRole('button', { name: 'Pause Aurora' })).toBeVisible();
  await expect(cityRain.getByRole('button', { name: 'Play City Rain' })).toBeVisible();
  await expect(cityRain).not.toContainText('Now playing');
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');

  await aurora.getByRole('button', { name: 'Pause Aurora' }).click();
  await expect(playerBar(page)).toHaveAttribute('data-state', 'paused');
  await expect(aurora).toContainText('Paused');
});

test('music started on Tracks goes on playing after moving to Playlists', async ({ page }) => {
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Playlists' }).click();
  await expect(page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();
  await expect(playerBar(page)).toContainText('City Rain');
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  await expectTimeToAdvance(page);
});

test('a track played from the list queues the list in order; Next, Previous and the end move on', async ({
  page,
}) => {
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  const bar = playerBar(page);
  await expect(bar).toContainText('City Rain');
  await expect(bar).toContainText('1 of 3');
  await expect(bar.getByTestId('player-total')).toHaveText('0:12');

  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar).toContainText('Aurora');
  await expect(bar).toContainText('Zed Lights · 2 of 3');
  await bar.getByRole('button', { name: 'Previous' }).click();
  await expect(bar).toContainText('City Rain');
  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar).toContainText('Aurora');
  await expect(bar).toHaveAttribute('data-state', 'playing');

  // Aurora lasts 3 s; when it ends, the next in the list starts by itself.
  await expect(bar).toContainText('Bassline Theory', { timeout: 15_000 });
  await expect(bar).toContainText('3 of 3');
  await expect(bar).toHaveAttribute('data-state', 'playing');
  await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Space plays and pauses when focus is not in a text field; the waveform seeks by keyboard', async ({
  page,
}) => {
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  const bar = playerBar(page);
  await expect(bar).toHaveAttribute('data-state', 'playing');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Space');
  await expect(bar).toHaveAttribute('data-state', 'paused');

  // In a text field, Space types.
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Search').press('Space');
  await expect(bar).toHaveAttribute('data-state', 'paused');
  await expect(page.getByLabel('Search')).toHaveValue(' ');

  const seek = bar.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('Home');
  await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:12');
  await page.keyboard.press('ArrowRight');
  await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:12');
  await page.keyboard.press('Space');
  await expect(bar).toHaveAttribute('data-state', 'playing');
});

test('a refused audio address is signed again and the track plays', async ({ page }) => {
  let refusals = 0;
  // The media route refuses an expired address with 404, as it does any address it cannot verify.
  await page.route('**/media/tracks/**', async (route) => {
    if (refusals === 0) {
      refusals += 1;
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    await route.continue();
  });
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  // The bar says 'playing' from the play() call on, which can come before the audio is asked for.
  await expect.poll(() => refusals).toBe(1);
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  await expectTimeToAdvance(page);
});

test('says so when the audio cannot be played even with a fresh address', async ({ page }) => {
  await page.route('**/media/tracks/**', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play Aurora' }).click();
  await expect(playerBar(page).getByRole('alert')).toHaveText('Could not play Aurora.');
  await expect(playerBar(page)).toHaveAttribute('data-state', 'error');
});

test('feeds the operating system media controls', async ({ page }) => {
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  await expect
    .poll(() =>
      page.evaluate(() => ({
        title: navigator.mediaSession.metadata?.title,
        artist: navigator.mediaSession.metadata?.artist,
        state: navigator.mediaSession.playbackState,
      })),
    )
    .toEqual({ title: 'City Rain', artist: 'Nova', state: 'playing' });
});

test('the player is axe-clean while it plays, on a phone too', async ({ page }) => {
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(playerBar(page).getByRole('button', { name: 'Pause' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the queue dialog plays, moves and removes items, clears what is to come, and keeps repeat', async ({
  page,
}) => {
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  const bar = playerBar(page);
  await expect(bar).toHaveAttribute('data-state', 'playing');

  await bar.getByRole('button', { name: 'Queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Queue' });
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveText([/City Rain\s*Now playing/, /Aurora/, /Bassline Theory/]);
  await dialog.getByRole('button', { name: 'Move Bassline Theory up' }).click();
  await expect(items).toHaveText([/City Rain/, /Bassline Theory/, /Aurora/]);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Play Bassline Theory' }).click();
  await expect(bar).toContainText('Bassline Theory');
  await expect(bar).toContainText('2 of 3');
  await dialog.getByRole('button', { name: 'Remove City Rain' }).click();
  await expect(items).toHaveText([/Bassline Theory\s*Now playing/, /Aurora/]);
  await dialog.getByRole('button', { name: 'Repeat: off' }).click();
  await expect(dialog.getByRole('button', { name: 'Repeat: all' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Clear upcoming' }).click();
  await expect(items).toHaveText([/Bassline Theory\s*Now playing/]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveAttribute('data-state', 'playing');
  await expect(bar).toContainText('Bassline Theory');
  await expect(bar.getByRole('button', { name: 'Repeat: all' })).toHaveAttribute('aria-pressed', 'true');
});

test('a reload comes back to the same track at the same place, paused, with its cover, and plays on from there', async ({
  page,
  request,
}) => {
  await seedTrackCover(request, artist, cityRainId, '#3366cc');
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  const bar = playerBar(page);
  await expect(bar).toHaveAttribute('data-state', 'playing');
  const cover = bar.locator('.player-artwork img');
  await expect(cover).toHaveJSProperty('naturalWidth', 160);
  await bar.getByRole('button', { name: 'Pause' }).click();
  const seek = bar.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:12');
  await page.keyboard.press('m');
  await expect(bar.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(bar).toContainText('City Rain');
  await expect(bar).toContainText('1 of 3');
  await expect(bar).toHaveAttribute('data-state', 'paused');
  await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:12');
  await expect(bar.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  // The cover is back before Play, at a newly signed address (a kept one may have expired), in the OS
  // media controls too.
  await expect(cover).toHaveJSProperty('naturalWidth', 160);
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((image) => image.sizes)))
    .toEqual(['160x160', '640x640']);

  await bar.getByRole('button', { name: 'Play' }).click();
  await expect(bar).toHaveAttribute('data-state', 'playing');
  await expect(seek).toHaveAttribute('aria-valuetext', /0:0[6-9] of 0:12|0:1\d of 0:12/, { timeout: 10_000 });

  // Signing out forgets what played on this device.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('backline.player.queue.')),
  );
  expect(kept).toEqual([]);
});

test('on a phone, what plays opens the player over the whole screen: seek, pause, next, queue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play City Rain' }).click();
  const bar = playerBar(page);
  await expect(bar).toHaveAttribute('data-state', 'playing');

  await bar.getByRole('button', { name: /City Rain.*expand/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Now Playing' });
  await expect(sheet).toContainText('City Rain');
  await expect(sheet).toContainText('Up next: Aurora');
  expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  const seek = sheet.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:(0[5-9]|1[01]) of 0:12$/);
  await sheet.getByRole('button', { name: 'Pause' }).click();
  await expect(bar).toHaveAttribute('data-state', 'paused');
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet).toContainText('Aurora');
  await expect(sheet).toContainText('Up next: Bassline Theory');
  // What plays can go to a playlist from here.
  await sheet.getByRole('button', { name: 'Add to playlist (Aurora)' }).click();
  const adding = page.getByRole('dialog', { name: 'Add Aurora to a playlist' });
  await expect(adding).toBeVisible();
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(adding).toBeHidden();
  await expect(sheet).toBeVisible();

  await sheet.getByRole('button', { name: 'Queue' }).click();
  await expect(page.getByRole('dialog', { name: 'Queue' })).toBeVisible();
  await expect(sheet).toBeHidden();
});
