import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';

test('Ctrl+K jumps to a screen or to one of my tracks from anywhere in the workspace', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await seedTrack(request, artist, { title: 'Aurora Borealis' });
  await signInAs(page, artist);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Jump to' });
  await expect(dialog.getByLabel('Screen or track')).toBeFocused();
  await page.keyboard.type('play');
  await expect(dialog.getByRole('button', { name: /Playlists/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/playlists$/);
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('aurora');
  await expect(dialog.getByRole('button', { name: /Aurora Borealis/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/tracks\?q=Aurora/);
  await expect(page.getByRole('article', { name: 'Aurora Borealis' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('s');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.locator('[aria-current="true"]')).toHaveText(/^Tracks/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/tracks/);
});
