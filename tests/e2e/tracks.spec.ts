import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { failGraphqlOperation } from './support/network.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  await seedTrack(request, artist, { title: 'Bassline Theory', genre: 'House', bpm: 124, key: 'F minor' });
  await seedTrack(request, artist, { title: 'Aurora', artist: 'Zed Lights', genre: 'Ambient', bpm: 70 });
  await seedTrack(request, artist, { title: 'City Rain', genre: 'House', bpm: 98, mood: 'Moody' });
  await signInAs(page, artist);
});

function cardTitles(page: import('@playwright/test').Page) {
  return page.getByRole('article').locator('h2');
}

test('lists only my tracks, newest first, each card with its facts', async ({ page, request }) => {
  const someoneElse = await createArtist(request, 'Other');
  await seedTrack(request, someoneElse, { title: 'Not Yours' });
  await page.goto('/app/tracks');
  await expect(page.getByRole('heading', { name: 'Tracks', level: 1 })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Aurora', 'Bassline Theory']);
  const card = page.getByRole('article', { name: 'Bassline Theory' });
  await expect(card.getByRole('listitem')).toHaveText(['House', 'F minor', '124 BPM']);
  await expect(card).toContainText('Nova');
});

test('searches title and artist regardless of case, and filters by genre', async ({ page }) => {
  await page.goto('/app/tracks');
  await expect(page.getByLabel('Genre')).toHaveText(/All Genres\s*Ambient\s*House/);
  await page.getByLabel('Search').fill('zed');
  await expect(cardTitles(page)).toHaveText(['Aurora']);
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Genre').selectOption('House');
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Bassline Theory']);
  await page.getByLabel('Search').fill('CITY');
  await expect(cardTitles(page)).toHaveText(['City Rain']);
  // The filters live in the address, so a reload keeps them.
  await page.reload();
  await expect(cardTitles(page)).toHaveText(['City Rain']);
  await expect(page.getByLabel('Search')).toHaveValue('CITY');
});

test('sorts by title, artist and BPM', async ({ page }) => {
  await page.goto('/app/tracks');
  await page.getByLabel('Sort by').selectOption('title');
  await expect(cardTitles(page)).toHaveText(['Aurora', 'Bassline Theory', 'City Rain']);
  await page.getByLabel('Sort by').selectOption('bpm');
  await expect(cardTitles(page)).toHaveText(['Aurora', 'City Rain', 'Bassline Theory']);
  await page.getByLabel('Sort by').selectOption('artist');
  await expect(cardTitles(page).last()).toHaveText('Aurora');
});

test('switches between grid and list views', async ({ page }) => {
  await page.goto('/app/tracks');
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  const list = page.getByRole('button', { name: 'List', exact: true });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.track-grid')).toBeVisible();
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.track-list')).toBeVisible();
  await expect(page.locator('.track-grid')).toHaveCount(0);
});

test('every card shows its duration and hands its track to the player', async ({ page }) => {
  await page.goto('/app/tracks');
  const card = page.getByRole('article', { name: 'Aurora' });
  await expect(card).toContainText('0:02');
  await card.getByRole('button', { name: 'Play Aurora' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('Aurora');
  await expect(card).toContainText('Now playing');
  await card.getByRole('button', { name: 'Pause Aurora' }).click();
  await expect(card).toContainText('Paused');
});

test("shows 'Failed to fetch tracks.' when the library cannot be loaded", async ({ page }) => {
  await failGraphqlOperation(page, 'Tracks');
  await page.goto('/app/tracks');
  await expect(page.getByText('Failed to fetch tracks.')).toBeVisible();
});
