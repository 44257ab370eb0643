import { createArtist, seedTrack, seedTrackCover, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { navigateInApp } from './support/navigation.js';
import { seriousViolations } from './support/page-checks.js';

// The scans below pass only if they can fail: the same check, on a page given two faults, names both.
test('the axe check finds faint text and an image without a text alternative, on a second scan too', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Creator' })).toBeVisible();
  // A first scan loads axe into the page; the second, after the faults appear, reuses it.
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Barely there';
    faint.style.cssText = 'color: #eeeeee; background: #ffffff';
    const picture = document.createElement('img');
    picture.src = '/favicon.svg';
    document.querySelector('main')?.append(faint, picture);
  });
  const rules = (await seriousViolations(page)).map((violation) => violation.rule);
  expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
});

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Creator' })).toBeVisible();
  await page.getByRole('button', { name: 'What is Backline?' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login page has no serious accessibility violations, error shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard, tracks and playlists pages have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  const trackId = await seedTrack(request, artist, { title: 'Axe Test', mood: 'Calm' });
  await signInAs(page, artist);
  await page.goto('/app/dashboard');
  await expect(page.getByText('Axe Test', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await navigateInApp(page, '/app/tracks');
  await expect(page.getByRole('article', { name: 'Axe Test' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await navigateInApp(page, '/app/playlists');
  await expect(page.getByText('No playlists yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Playlist cards, in both themes: one with a cover and Play, one empty with the drawn placeholder.
  await seedTrackCover(request, artist, trackId, '#3366cc');
  const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation { createPlaylist(input: { name: "Axe Mix" }) { id } }',
  );
  await graphqlAs(
    request,
    artist,
    'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
    { id: createPlaylist.id, t: [trackId] },
  );
  await graphqlAs(request, artist, 'mutation { createPlaylist(input: { name: "Axe Empty" }) { id } }');
  for (const theme of ['DARK', 'LIGHT'] as const) {
    await graphqlAs(request, artist, 'mutation($t: Theme!) { updateSettings(input: { theme: $t }) { id } }', {
      t: theme,
    });
    await page.goto('/app/playlists');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
    await expect(page.getByRole('button', { name: 'Play Axe Mix' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Axe Mix' }).locator('.playlist-artwork img'),
    ).toHaveJSProperty('naturalWidth', 160);
    expect({ theme, violations: await seriousViolations(page) }).toEqual({ theme, violations: [] });
  }
});
