import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';

test('screenshots', async ({ page, request }) => {
  test.setTimeout(240_000);
  const artist = await createArtist(request, 'Shots');
  const statuses = ['DRAFT', 'RECORDING', 'MIXING', 'MASTERING', 'RELEASED'];
  for (let index = 1; index <= 5; index++) {
    await seedTrack(request, artist, { title: `Track ${index}` });
    if (index <= 4)
      await graphqlAs(request, artist, 'mutation ($name: String!) { createPlaylist(name: $name) { id } }', {
        name: `Playlist ${index}`,
      });
    const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
      request,
      artist,
      'mutation ($title: String!) { createProject(input: { title: $title }) { id } }',
      { title: `Project ${index}` },
    );
    await graphqlAs(
      request,
      artist,
      `mutation ($id: ID!) { updateProject(id: $id, input: { status: ${statuses[index - 1]} }) { id } }`,
      { id: createProject.id },
    );
  }
  await signInAs(page, artist);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light']) {
      for (const [path, name] of [
        ['/app/tracks', 'tracks'],
        ['/app/projects', 'projects'],
        ['/app/playlists', 'playlists'],
        ['/app/ai-manager', 'manager'],
        ['/app/settings', 'settings'],
      ] as const) {
        await page.goto(path);
        await page.waitForTimeout(1200);
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t;
        }, theme);
        await page.screenshot({
          path: `/tmp/wt-design-shots/${name}-${width}-${theme}.png`,
          fullPage: name !== 'manager',
        });
      }
      await page.goto('/app/tracks');
      await page.waitForTimeout(1000);
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      await page.getByRole('button', { name: 'Delete Track 1' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/wt-design-shots/delete-${width}-${theme}.png` });
    }
  }
});
