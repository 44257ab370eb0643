import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';

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
  await expect(dialog.getByLabel('Screen, track, project, playlist or artist')).toBeFocused();
  await page.keyboard.type('play');
  await expect(dialog.getByRole('button', { name: /Playlists/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/playlists$/);
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('aurora');
  await expect(dialog.getByRole('button', { name: /Aurora Borealis/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/tracks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Borealis' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('s');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.locator('[aria-current="true"]')).toHaveText(/^Tracks/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/tracks/);

  const opener = page.getByRole('button', { name: /Jump to/ });
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Ctrl+K finds my projects, my playlists and other artists too', async ({ page, request }) => {
  const artist = await createArtist(request, 'Nova Switch');
  const other = await createArtist(request, `Echo ${Date.now().toString(36)}`);
  const project = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation { createProject(input: { title: "Neon Nights EP" }) { id } }',
  );
  const playlist = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation { createPlaylist(input: { name: "Neon Warmup" }) { id } }',
  );
  await signInAs(page, artist);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Jump to' });
  await page.keyboard.type('neon');
  await expect(dialog.getByRole('button', { name: /Neon Nights EP\s*Project · Draft/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Neon Warmup\s*Playlist/ })).toBeVisible();
  await dialog.getByRole('button', { name: /Neon Nights EP/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${project.createProject.id}$`));

  await page.keyboard.press('Control+k');
  await page.keyboard.type('neon warm');
  await dialog.getByRole('button', { name: /Neon Warmup/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/playlists/${playlist.createPlaylist.id}$`));

  await page.keyboard.press('Control+k');
  await page.keyboard.type(other.artistName.toLowerCase());
  await dialog.getByRole('button', { name: new RegExp(`${other.artistName}\\s*Artist`) }).click();
  await expect(page).toHaveURL(/\/app\/artists\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.artistName);
});
