import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { overflowsSideways } from './support/page-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

test('the public pages fit a 360 px wide screen', async ({ page }) => {
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Launch App' })).toBeVisible();
    expect(await overflowsSideways(page), path).toBe(false);
  }
});

test('the workspace screens fit a 360 px wide screen', async ({ page, request }) => {
  const artist = await createArtist(request);
  await seedTrack(request, artist, { title: 'Narrow Screen Anthem' });
  await signInAs(page, artist);
  for (const [path, heading] of [
    ['/app/dashboard', /Welcome back/],
    ['/app/tracks', 'Tracks'],
    ['/app/upload', /Upload/],
    ['/app/playlists', 'Playlists'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await overflowsSideways(page), path).toBe(false);
  }
});
