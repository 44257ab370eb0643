import type { Page } from '@playwright/test';
import { type Artist, createArtist, seedTrack, seedTrackCover, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { failGraphqlOperation, graphqlAnswer } from './support/network.js';
import { playerBar } from './support/player.js';
import { chooseTrackAction } from './support/track-menu.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  await signInAs(page, artist);
});

async function createThroughModal(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create New Playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Playlist' });
  await dialog.getByLabel('Playlist Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

async function addFromTrackCard(page: Page, trackTitle: string, playlistName: string) {
  await chooseTrackAction(page.getByRole('article', { name: trackTitle }), trackTitle, 'Add to playlist');
  const dialog = page.getByRole('dialog', { name: `Add ${trackTitle} to a playlist` });
  await dialog.getByRole('button', { name: new RegExp(playlistName) }).click();
  await expect(page.getByText(`Added ${trackTitle} to ${playlistName}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

function rowTitles(page: Page) {
  return page.getByRole('list', { name: 'Tracks in this playlist' }).locator('strong');
}

test('creates a playlist through the modal and shows it without a reload; a blank name does nothing', async ({
  page,
}) => {
  await page.goto('/app/playlists');
  await expect(page.getByText('No playlists yet.')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByRole('button', { name: 'Create New Playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Playlist' });
  await expect(dialog.getByLabel('Playlist Name')).toBeFocused();
  await dialog.getByLabel('Playlist Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(0);

  await createThroughModal(page, 'Road Trip');
  const card = page.getByRole('article', { name: 'Road Trip' });
  await expect(card).toContainText('0 tracks');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('Add to playlist marks the playlists already holding the track and offers the others', async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Aurora' });
  await page.goto('/app/playlists');
  await createThroughModal(page, 'Warm Up');
  await createThroughModal(page, 'Cool Down');
  await page.goto('/app/tracks');
  await addFromTrackCard(page, 'Aurora', 'Warm Up');

  await chooseTrackAction(page.getByRole('article', { name: 'Aurora' }), 'Aurora', 'Add to playlist');
  const dialog = page.getByRole('dialog', { name: 'Add Aurora to a playlist' });
  const warmUp = dialog.getByRole('button', { name: /Warm Up/ });
  await expect(warmUp).toContainText('In playlist');
  await expect(warmUp).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText('Already in Warm Up.');
  const coolDown = dialog.getByRole('button', { name: /Cool Down/ });
  await expect(coolDown).toBeEnabled();
  await expect(coolDown).not.toContainText('In playlist');
  await coolDown.click();
  await expect(page.getByText('Added Aurora to Cool Down.')).toBeVisible();

  await chooseTrackAction(page.getByRole('article', { name: 'Aurora' }), 'Aurora', 'Add to playlist');
  await expect(dialog.getByRole('button', { name: /In playlist/ })).toHaveCount(2);
  await expect(dialog.getByRole('status')).toHaveText('Already in Cool Down and Warm Up.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/app/playlists');
  await expect(page.getByRole('article', { name: 'Warm Up' })).toContainText('1 track');
});

test('Add to playlist with no playlists makes one there and puts the track in it', async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Aurora' });
  await page.goto('/app/tracks');
  await chooseTrackAction(page.getByRole('article', { name: 'Aurora' }), 'Aurora', 'Add to playlist');
  const dialog = page.getByRole('dialog', { name: 'Add Aurora to a playlist' });
  await expect(dialog).toContainText('No playlists yet: name one below, and Aurora goes in it.');
  const form = dialog.getByRole('form', { name: 'New playlist' });
  // A name typed is not dropped without asking.
  await form.getByLabel('New playlist').fill('Late Night');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByLabel('New playlist')).toHaveValue('Late Night');
  await form.getByLabel('New playlist').fill('');
  // A blank name does nothing.
  await form.getByRole('button', { name: /Create and add/ }).click();
  await expect(dialog).toBeVisible();
  await form.getByLabel('New playlist').fill('Late Night');
  await form.getByRole('button', { name: /Create and add/ }).click();
  await expect(page.getByText('Added Aurora to Late Night.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/app/playlists');
  await expect(page.getByRole('article', { name: 'Late Night' })).toContainText('1 track');
});

test('adds tracks from their cards, reorders by button and by drag, and keeps the order after a reload', async ({
  page,
  request,
}) => {
  for (const title of ['Aurora', 'Bassline', 'City Rain']) await seedTrack(request, artist, { title });
  await page.goto('/app/playlists');
  await createThroughModal(page, 'Warm Up');

  await page.goto('/app/tracks');
  for (const title of ['Aurora', 'Bassline', 'City Rain']) await addFromTrackCard(page, title, 'Warm Up');

  await page.goto('/app/playlists');
  await expect(page.getByRole('article', { name: 'Warm Up' })).toContainText('3 tracks');
  await page.getByRole('link', { name: 'Warm Up' }).click();
  await expect(page.getByRole('heading', { name: 'Warm Up', level: 1 })).toBeVisible();
  await expect(rowTitles(page)).toHaveText(['Aurora', 'Bassline', 'City Rain']);
  // The first track cannot move up: its button reads as out of play, unlike one that can.
  const colourOf = (name: string) =>
    page.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).color);
  await expect(page.getByRole('button', { name: 'Move Aurora up' })).toBeDisabled();
  expect(await colourOf('Move Aurora up')).not.toBe(await colourOf('Move Aurora down'));

  // The keyboard way: focus the button and press Enter. Its answer is awaited, so the one awaited
  // after the drag below is the drag's, not this one arriving late.
  const keyboardMoveSaved = graphqlAnswer(page, 'MoveTrackInPlaylist');
  await page.getByRole('button', { name: 'Move City Rain up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rowTitles(page)).toHaveText(['Aurora', 'City Rain', 'Bassline']);
  await keyboardMoveSaved;

  // Drag Bassline onto the first place.
  const rows = page.getByRole('list', { name: 'Tracks in this playlist' }).getByRole('listitem');
  const moveSaved = graphqlAnswer(page, 'MoveTrackInPlaylist');
  await rows.filter({ hasText: 'Bassline' }).dragTo(rows.filter({ hasText: 'Aurora' }));
  await expect(rowTitles(page)).toHaveText(['Bassline', 'Aurora', 'City Rain']);

  // The new order shows before the server answers; the reload waits for the answer.
  await moveSaved;
  await page.reload();
  await expect(rowTitles(page)).toHaveText(['Bassline', 'Aurora', 'City Rain']);

  await page.getByRole('button', { name: 'Remove Aurora from playlist' }).click();
  await expect(rowTitles(page)).toHaveText(['Bassline', 'City Rain']);
  await expect(page.getByText(/^2 tracks/)).toBeVisible();

  await page.getByRole('button', { name: 'Play all' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toContainText('Bassline');
  await expect(player).toContainText('1 of 2');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(rows.filter({ hasText: 'Bassline' })).toHaveAttribute('aria-current', 'true');
  // When a track ends, the next one starts (the seeded tracks are 2 seconds long).
  await expect(player).toContainText('City Rain', { timeout: 10_000 });
  await expect(player).toContainText('2 of 2');
  await expect(rows.filter({ hasText: 'City Rain' })).toHaveAttribute('aria-current', 'true');
});

test("a card shows its tracks' covers, and its Play button plays the playlist from the first track", async ({
  page,
  request,
}) => {
  const aurora = await seedTrack(request, artist, { title: 'Aurora' });
  const bassline = await seedTrack(request, artist, { title: 'Bassline' });
  await seedTrackCover(request, artist, aurora, '#cc3366');
  const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation { createPlaylist(input: { name: "Night Drive" }) { id } }',
  );
  await graphqlAs(
    request,
    artist,
    'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
    { id: createPlaylist.id, t: [bassline, aurora] },
  );
  await graphqlAs(request, artist, 'mutation { createPlaylist(input: { name: "Empty" }) { id } }');

  await page.goto('/app/playlists');
  const card = page.getByRole('article', { name: 'Night Drive' });
  // Bassline has no cover: Aurora's fills the square.
  await expect(card.locator('.playlist-artwork img')).toHaveJSProperty('naturalWidth', 160);
  const empty = page.getByRole('article', { name: 'Empty' });
  await expect(empty.locator('.playlist-artwork svg')).toBeVisible();
  await expect(empty.getByRole('button')).toHaveCount(0);

  // The keyboard way: focus the button and press Enter.
  await card.getByRole('button', { name: 'Play Night Drive' }).focus();
  await page.keyboard.press('Enter');
  const player = playerBar(page);
  await expect(player).toContainText('Bassline');
  await expect(player).toContainText('1 of 2');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(page).toHaveURL(/\/app\/playlists$/);

  // The playlist's own page wears the same cover beside its name.
  await card.getByRole('link', { name: 'Night Drive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
  await expect(page.locator('.playlist-page-heading .playlist-artwork img')).toHaveJSProperty(
    'naturalWidth',
    160,
  );
});

test('renames, and deletes only after confirming', async ({ page }) => {
  await page.goto('/app/playlists');
  await createThroughModal(page, 'Draft Name');
  await page.getByRole('link', { name: 'Draft Name' }).click();

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Playlist' });
  await rename.getByLabel('Playlist Name').fill('Final Name');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Final Name', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Playlist' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Final Name', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete Playlist' }).click();
  await expect(page).toHaveURL(/\/app\/playlists$/);
  await expect(page.getByText('No playlists yet.')).toBeVisible();
});

test("shows 'Failed to fetch playlists.' and 'Failed to create playlist.'", async ({ page }) => {
  await failGraphqlOperation(page, 'Playlists');
  await page.goto('/app/playlists');
  await expect(page.getByText('Failed to fetch playlists.')).toBeVisible();

  await page.unrouteAll();
  await failGraphqlOperation(page, 'CreatePlaylist');
  await page.getByRole('button', { name: 'Create New Playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Playlist' });
  await dialog.getByLabel('Playlist Name').fill('Doomed');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Failed to create playlist.')).toBeVisible();
});

test('on a desktop a playlist is one line a song, and Delete is no louder than Rename', async ({
  page,
  request,
}) => {
  const trackId = await seedTrack(request, artist, { title: 'One Line' });
  const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation { createPlaylist(input: { name: "Compact" }) { id } }',
  );
  await graphqlAs(
    request,
    artist,
    'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
    { id: createPlaylist.id, t: [trackId] },
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/playlists/${createPlaylist.id}`);
  const row = page.getByRole('list', { name: 'Tracks in this playlist' }).getByRole('listitem');
  const title = await row.locator('strong').boundingBox();
  const remove = await row.getByRole('button', { name: /^Remove/ }).boundingBox();
  const middle = (box: { y: number; height: number } | null) => (box ? box.y + box.height / 2 : Number.NaN);
  expect(Math.abs(middle(title) - middle(remove))).toBeLessThan(4);

  const outline = (name: string) =>
    page
      .getByRole('button', { name, exact: true })
      .evaluate((element) => getComputedStyle(element).borderColor);
  const textColour = await page.locator('body').evaluate((element) => getComputedStyle(element).color);
  expect(await outline('Delete')).not.toBe(textColour);
  expect(await outline('Delete')).not.toBe(await outline('Rename'));
});
