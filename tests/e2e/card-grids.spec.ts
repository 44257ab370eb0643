import type { APIRequestContext } from '@playwright/test';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { navigateInApp } from './support/navigation.js';
import { unevenCardWidths } from './support/page-checks.js';

const WIDTHS = [360, 390, 700, 1024, 1280, 1600];

/** An artist with `count` tracks, playlists and projects. */
async function seedLibrary(request: APIRequestContext, count: number): Promise<Artist> {
  const artist = await createArtist(request, `Grid ${count}`);
  for (let index = 1; index <= count; index++) {
    await seedTrack(request, artist, { title: `Track ${index}` });
    await graphqlAs(
      request,
      artist,
      'mutation ($name: String!) { createPlaylist(input: { name: $name }) { id } }',
      {
        name: `Playlist ${index}`,
      },
    );
    await graphqlAs(
      request,
      artist,
      'mutation ($title: String!) { createProject(input: { title: $title }) { id } }',
      { title: `Project ${index}` },
    );
  }
  return artist;
}

for (const count of [4, 5]) {
  test(`with ${count} tracks, playlists and projects every card has its column's width, at any width`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const artist = await seedLibrary(request, count);
    await signInAs(page, artist);
    const grids = [
      ['/app/tracks', '.track-grid', 'Tracks'],
      ['/app/playlists', '.playlist-grid', 'Playlists'],
      ['/app/projects', '.project-grid', 'My Projects'],
    ] as const;
    await page.goto(grids[0][0]);
    for (const [path, selector, heading] of grids) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const grid = page.locator(selector);
      await expect(grid.locator(':scope > *')).toHaveCount(count);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // A last row that is not full keeps its cards as wide as the others: none stretches.
        expect(await unevenCardWidths(grid), `${heading} at ${width} px`).toEqual([]);
      }
    }
  });
}
