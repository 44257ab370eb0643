import sharp from 'sharp';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { failGraphqlOperation, holdGraphqlOperation } from './support/network.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { cancelAndDiscard, expectPictureColour, solidPng } from './support/pictures.js';
import { chooseTrackAction } from './support/track-menu.js';

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

test('a card shows a title of a few words whole, over two lines where it needs them', async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Golden Hour (Radio Edit)' });
  await page.goto('/app/tracks');
  const title = page.getByRole('article', { name: 'Golden Hour (Radio Edit)' }).locator('h2');
  await expect(title).toHaveText('Golden Hour (Radio Edit)');
  const clipped = await title.evaluate(
    (element) =>
      element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
  );
  expect(clipped).toBe(false);
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

test('finds tracks by key, the keys that mix with it, and a BPM range, for a DJ set', async ({ page }) => {
  await page.goto('/app/tracks');
  await page.getByRole('combobox', { name: 'Key' }).selectOption('4A');
  await expect(cardTitles(page)).toHaveText(['Bassline Theory']);
  // F minor (4A) mixes with C minor (5A), a fifth up on the wheel.
  // The box follows the address, which the router updates a moment after the click.
  await page.getByLabel('Compatible keys').click();
  await expect(page.getByLabel('Compatible keys')).toBeChecked();
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Aurora', 'Bassline Theory']);
  await page.getByLabel('BPM from').fill('90');
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Bassline Theory']);
  await page.getByLabel('BPM to').fill('100');
  await expect(cardTitles(page)).toHaveText(['City Rain']);
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(cardTitles(page)).toHaveText(['City Rain']);
  await expect(page.getByRole('combobox', { name: 'Key' })).toHaveValue('4A');
  await expect(page.getByLabel('BPM to')).toHaveValue('100');
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

test('the list view is a compact table that sorts by its headers and plays from a row', async ({ page }) => {
  await page.goto('/app/tracks');
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  const list = page.getByRole('button', { name: 'List', exact: true });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.track-grid')).toBeVisible();
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.track-grid')).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Tracks' });
  const titles = table.locator('tbody .track-table-title');
  await expect(titles).toHaveText(['City Rain', 'Aurora', 'Bassline Theory']);
  await expect(table.getByRole('columnheader', { name: /Added/ })).toHaveAttribute('aria-sort', 'descending');

  await table.getByRole('button', { name: /^BPM/ }).click();
  await expect(titles).toHaveText(['Aurora', 'City Rain', 'Bassline Theory']);
  await expect(table.getByRole('columnheader', { name: /BPM/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=bpm/);
  await table.getByRole('button', { name: /^Title/ }).click();
  await expect(titles).toHaveText(['Aurora', 'Bassline Theory', 'City Rain']);

  await table.getByRole('button', { name: 'Play Bassline Theory' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('Bassline Theory');
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('2 of 3');
  expect(await seriousViolations(page)).toEqual([]);
  // Round the Camelot wheel: F minor (4A) before C minor (5A).
  await table.getByRole('button', { name: /^Key/ }).click();
  await expect(titles.first()).toHaveText('Bassline Theory');
  await expect(page).toHaveURL(/sort=key/);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);
  // On a phone the table itself fits too: the duration is in view, without scrolling the table.
  await expect(table.getByRole('columnheader', { name: 'Duration' })).toBeInViewport();
  const scroller = page.locator('.table-scroll');
  expect(await scroller.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
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

test("a track's title leads to its page: details, waveform, its playlists and projects, Play, Edit and Share", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/app/tracks');
  await chooseTrackAction(page, 'Aurora', 'Add to playlist');
  const adding = page.getByRole('dialog', { name: 'Add Aurora to a playlist' });
  await adding.getByRole('textbox', { name: 'New playlist' }).fill('Late Night');
  await adding.getByRole('button', { name: /Create and add/ }).click();
  await expect(page.getByText('Added Aurora to Late Night.')).toBeVisible();

  await page.getByRole('article', { name: 'Aurora' }).getByRole('link', { name: 'Aurora' }).click();
  await expect(page).toHaveURL(/\/app\/tracks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
  await expect(page.getByText('Zed Lights')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Seek in Aurora' })).toBeVisible();
  const facts = page.locator('.track-page-facts');
  await expect(facts).toContainText('Ambient');
  await expect(facts).toContainText('70');
  await expect(
    page.getByRole('region', { name: 'In playlists' }).getByRole('link', { name: 'Late Night' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'In projects' })).toContainText('In no project yet.');

  await page.getByRole('button', { name: 'Play Aurora' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('Aurora');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(
    page.getByText('Link copied. It opens for you and for the people in the projects that hold this track.'),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  await dialog.getByLabel('Title').fill('Aurora (Extended)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora (Extended)' })).toBeVisible();
  // The page itself is judged, once the toasts are gone: one fading out while axe runs would be
  // judged at whatever frame it is on.
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);

  await page.goto('/app/tracks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Track not found.');
});

test("shows 'Failed to fetch tracks.' when the library cannot be loaded", async ({ page }) => {
  await failGraphqlOperation(page, 'Tracks');
  await page.goto('/app/tracks');
  await expect(page.getByText('Failed to fetch tracks.')).toBeVisible();
});

test('edits a track with the server rules, and the change survives a reload', async ({ page }) => {
  await page.goto('/app/tracks');
  const card = page.getByRole('article', { name: 'Aurora' });
  await chooseTrackAction(card, 'Aurora', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  await dialog.getByLabel('BPM').fill('500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('BPM must be a number between 20 and 300.');
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByLabel('BPM').fill('72');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Title is required.');

  await dialog.getByLabel('Title').fill('Aurora (Extended)');
  await dialog.getByLabel('Key', { exact: true }).fill('D major');
  await dialog.getByLabel('Genre').fill('Downtempo');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('article', { name: 'Aurora (Extended)' });
  await expect(edited.getByRole('listitem')).toHaveText(['Downtempo', 'D major', '72 BPM']);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Aurora (Extended)' }).getByRole('listitem')).toHaveText([
    'Downtempo',
    'D major',
    '72 BPM',
  ]);
});

test('deletes a track after a confirmation naming its playlists and projects', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${artist.accessToken}` };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const answer = await request.post('/graphql', { headers: auth, data: { query, variables } });
    return (await answer.json()).data;
  };
  const { tracks } = await gql('{ tracks { edges { node { id title } } } }', {});
  const aurora = tracks.edges.find((edge: { node: { title: string } }) => edge.node.title === 'Aurora').node
    .id;
  const playlist = await gql('mutation { createPlaylist(input: { name: "Night Drive" }) { id } }', {});
  await gql(
    'mutation($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
    { id: playlist.createPlaylist.id, t: [aurora] },
  );
  const project = await gql('mutation { createProject(input: { title: "Neon Rain" }) { id } }', {});
  await gql(
    'mutation($p: ID!, $t: ID!) { attachTrackToProject(input: { projectId: $p, trackId: $t }) { id } }',
    {
      p: project.createProject.id,
      t: aurora,
    },
  );

  await page.goto('/app/tracks');
  await page.getByRole('button', { name: 'Play Aurora' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('Aurora');
  await chooseTrackAction(page, 'Aurora', 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete Track' });
  await expect(dialog).toContainText("It will leave the playlist 'Night Drive'.");
  await expect(dialog).toContainText("It will leave the project 'Neon Rain'.");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: 'Aurora' })).toBeVisible();

  // Not confirmed before the dialog knows what goes with the track.
  const releaseUsage = await holdGraphqlOperation(page, 'TrackUsage');
  await chooseTrackAction(page, 'Aurora', 'Delete');
  await expect(dialog).toContainText('Checking where it is used');
  await expect(dialog.getByRole('button', { name: 'Delete Track' })).toBeDisabled();
  releaseUsage();
  await expect(dialog).toContainText("It will leave the playlist 'Night Drive'.");
  await dialog.getByRole('button', { name: 'Delete Track' }).click();
  await expect(page.getByRole('article', { name: 'Aurora' })).toHaveCount(0);
  await expect(page.getByText('2 tracks')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player' })).not.toContainText('Aurora');

  await page.reload();
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Bassline Theory']);
  await page.goto(`/app/playlists/${playlist.createPlaylist.id}`);
  await expect(page.getByText('No tracks yet.', { exact: false })).toBeVisible();
});

test('a cover chosen in Edit shows at once and is applied by Save; Cancel or Escape keeps the old one, or none', async ({
  page,
}) => {
  const red = await solidPng('#cc3366');
  const blue = await solidPng('#3366cc');
  await page.goto('/app/tracks');
  const card = page.getByRole('article', { name: 'Aurora' });
  const cardCover = card.locator('.track-art img');
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  const coverInput = dialog.getByLabel('Cover image (JPEG, PNG or WebP, up to 5 MB)');
  const preview = dialog.locator('.track-cover-preview img');
  const edit = () => chooseTrackAction(card, 'Aurora', 'Edit');

  // Bytes that are no picture are refused at once, in the server's words; nothing is sent or pending.
  await edit();
  await coverInput.setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('cover.png: Cover images must be JPEG, PNG or WebP.');
  // A picture shows at once, from the device (the file itself, not yet the server's 160 px square).
  await coverInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: red });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(preview).toHaveJSProperty('naturalWidth', 400);
  await expect(dialog.getByRole('status')).toHaveText(
    'New cover, not saved yet: Save keeps it, Cancel drops it.',
  );
  // Cancel asks, as for typing, and Discard leaves the track as it was: without a cover.
  await cancelAndDiscard(page, dialog);
  await expect(card.locator('.track-art')).toBeVisible();
  await expect(cardCover).toHaveCount(0);
  await page.reload();
  await expect(card.locator('.track-art')).toBeVisible();
  await expect(cardCover).toHaveCount(0);

  // Save applies it: on the card, in the player and in the OS media controls, and after a reload.
  await edit();
  await coverInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: red });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Track saved.')).toBeVisible();
  await expect(cardCover).toHaveJSProperty('naturalWidth', 160);
  await expectPictureColour(cardCover, '#cc3366');
  await card.getByRole('button', { name: 'Play Aurora' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.locator('.player-artwork img')).toHaveJSProperty('naturalWidth', 160);
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((image) => image.sizes)))
    .toEqual(['160x160', '640x640']);
  await page.reload();
  await expectPictureColour(cardCover, '#cc3366');

  // Another chosen over it, then Escape and Discard: the saved one stays.
  await edit();
  await coverInput.setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: blue });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await cancelAndDiscard(page, dialog, 'Escape');
  await expectPictureColour(cardCover, '#cc3366');
  await page.reload();
  await expectPictureColour(cardCover, '#cc3366');

  // Removed, then Cancel: still there.
  await edit();
  await dialog.getByRole('button', { name: 'Remove cover' }).click();
  await expect(preview).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText(
    'Cover removed, not saved yet: Save removes it, Cancel keeps it.',
  );
  await expect(dialog.getByRole('button', { name: 'Remove cover' })).toHaveCount(0);
  await cancelAndDiscard(page, dialog);
  await expectPictureColour(cardCover, '#cc3366');
  await page.reload();
  await expectPictureColour(cardCover, '#cc3366');

  // Removed, then Save: gone.
  await edit();
  await dialog.getByRole('button', { name: 'Remove cover' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardCover).toHaveCount(0);
  await page.reload();
  await expect(card.locator('.track-art')).toBeVisible();
  await expect(cardCover).toHaveCount(0);
});

test("the track page's Edit: a cover the server refuses on Save, or refused details, keep the dialog open with nothing lost", async ({
  page,
}) => {
  const red = await solidPng('#cc3366');
  // Cut off half way: a browser draws what there is, the server refuses it.
  const noisy = await sharp(
    Buffer.from(Array.from({ length: 200 * 150 * 3 }, (_, index) => (index * 7919) % 251)),
    {
      raw: { width: 200, height: 150, channels: 3 },
    },
  )
    .png()
    .toBuffer();
  const cutOff = noisy.subarray(0, noisy.length >> 1);
  await page.goto('/app/tracks');
  await page.getByRole('article', { name: 'Aurora' }).getByRole('link', { name: 'Aurora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora' })).toBeVisible();
  const pageArt = page.locator('.track-page-art img');
  await expect(pageArt).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  const coverInput = dialog.getByLabel('Cover image (JPEG, PNG or WebP, up to 5 MB)');
  const preview = dialog.locator('.track-cover-preview img');
  await coverInput.setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: cutOff });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await dialog.getByLabel('Mood').fill('Dreamy');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That image could not be read. Please choose another JPEG, PNG or WebP.',
  );
  // Nothing lost: the picture chosen and the typing are all still there, and nothing was saved.
  await expect(dialog).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(dialog.getByLabel('Mood')).toHaveValue('Dreamy');
  await expect(pageArt).toHaveCount(0);

  // A good picture, with a detail the server refuses: the cover is saved, the dialog stays with the typing.
  await coverInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: red });
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Title is required.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mood')).toHaveValue('Dreamy');
  await expect(preview).not.toHaveAttribute('src', /^blob:/);
  await expectPictureColour(pageArt, '#cc3366');

  await dialog.getByLabel('Title').fill('Aurora Borealis');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Borealis' })).toBeVisible();
  await expectPictureColour(pageArt, '#cc3366');
  await expect(page.getByRole('definition').filter({ hasText: 'Dreamy' })).toBeVisible();
});

test("the page's HTML paints the frame and heading before any script runs, and React's frame replaces it in place", async ({
  page,
  browser,
  baseURL,
}) => {
  // What the HTML alone paints: a browser without JavaScript shows the frame, the heading and the controls.
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const htmlOnly = await bare.newPage();
  await htmlOnly.goto('/app/tracks');
  const staticHeading = htmlOnly.locator('#app-shell h1');
  await expect(staticHeading).toHaveText('Tracks');
  await expect(staticHeading).toBeVisible();
  await expect(htmlOnly.locator('#app-shell .sidebar a.active')).toHaveText('Tracks');
  await expect(htmlOnly.locator('#app-shell')).toHaveAttribute('aria-hidden', 'true');
  const staticBox = await staticHeading.boundingBox();
  await bare.close();

  await page.goto('/app/tracks');
  await expect(cardTitles(page)).toHaveCount(3);
  // Replaced, not doubled: one set of landmarks, one heading, where the static one was.
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Tracks');
  expect(await heading.boundingBox()).toEqual(staticBox);
  // The theme shown is remembered where the server can read it, for the next page's static frame.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'backline.theme')?.value).toBe('dark');
});

test("a track's other actions are in one 'More actions' menu, on its card and its table row, by keyboard too", async ({
  page,
}) => {
  await page.goto('/app/tracks');
  const card = page.getByRole('article', { name: 'Aurora' });
  // The card shows Play and its facts; everything else is behind one button.
  const buttons = card.getByRole('button');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.first()).toHaveAccessibleName('Play Aurora');
  await expect(buttons.last()).toHaveAccessibleName('More actions for Aurora');

  const more = card.getByRole('button', { name: 'More actions for Aurora' });
  const menu = card.getByRole('menu', { name: 'More actions for Aurora' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Add to playlist',
    'Add to project',
    'Edit',
    'Delete',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Add to playlist' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Add to project' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // Down opens it too; an item chosen with Enter opens its dialog, which gives focus back on closing.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Add to playlist' })).toBeFocused();
  await page.keyboard.press('Enter');
  const adding = page.getByRole('dialog', { name: 'Add Aurora to a playlist' });
  await adding.getByRole('textbox', { name: 'New playlist' }).fill('Late Night');
  await adding.getByRole('button', { name: /Create and add/ }).click();
  await expect(page.getByText('Added Aurora to Late Night.')).toBeVisible();
  await expect(adding).toBeHidden();
  await expect(more).toBeFocused();

  // A click elsewhere closes it.
  await more.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Tracks' }).click();
  await expect(menu).toHaveCount(0);

  // The table's rows have the same menu.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const row = page.getByRole('row', { name: /Bassline Theory/ });
  await chooseTrackAction(row, 'Bassline Theory', 'Edit');
  const editing = page.getByRole('dialog', { name: 'Edit Track' });
  await expect(editing.getByLabel('Title')).toHaveValue('Bassline Theory');
  await editing.getByLabel('BPM').fill('126');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(row.getByRole('cell', { name: '126', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'More actions for Bassline Theory' })).toBeFocused();
});

test('on a phone the tracks start on the first screen: the search box stays, the other choices are behind Filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/tracks');
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Aurora', 'Bassline Theory']);
  // The first two cards are whole, above the player docked at the bottom.
  const player = await page.getByRole('region', { name: 'Player' }).boundingBox();
  for (const title of ['City Rain', 'Aurora']) {
    const card = await page.getByRole('article', { name: title }).boundingBox();
    expect(card && player && card.y >= 0 && card.y + card.height <= player.y, title).toBe(true);
  }
  expect(await overflowsSideways(page)).toBe(false);

  await expect(page.getByLabel('Search')).toBeVisible();
  await expect(page.getByLabel('Genre')).toBeHidden();
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toBeHidden();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName('Filters');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Genre').selectOption('House');
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Bassline Theory']);
  await expect(filters).toHaveAccessibleName('Filters (1 active)');
  await page.getByLabel('Sort by').selectOption('bpm');
  await expect(filters).toHaveAccessibleName('Filters (2 active)');
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Bassline Theory']);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);

  // The choices live in the address: a reload keeps them, with the panel closed and the count shown.
  await page.reload();
  await expect(cardTitles(page)).toHaveText(['City Rain', 'Bassline Theory']);
  await expect(filters).toHaveAccessibleName('Filters (2 active)');
  await expect(page.getByLabel('Genre')).toBeHidden();

  // A card's menu fits the phone's window.
  await page.getByRole('button', { name: 'More actions for Bassline Theory' }).click();
  await expect(page.getByRole('menu', { name: 'More actions for Bassline Theory' })).toBeInViewport({
    ratio: 1,
  });
  expect(await overflowsSideways(page)).toBe(false);

  // Wider, every control shows and there is no Filters button.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(filters).toBeHidden();
  await expect(page.getByLabel('Genre')).toHaveValue('House');
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toBeVisible();
});

test('the filters line up under the heading: every control as tall, every row from one left edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/tracks');
  const controls = [
    page.getByRole('searchbox', { name: 'Search' }),
    page.getByRole('combobox', { name: 'Genre' }),
    page.getByRole('combobox', { name: 'Sort by' }),
    page.getByRole('button', { name: 'Grid' }),
    page.getByRole('combobox', { name: 'Key' }),
    page.getByRole('spinbutton', { name: 'BPM from' }),
  ];
  const boxes = [];
  for (const control of controls) boxes.push(await control.boundingBox());
  const heights = new Set(boxes.map((box) => Math.round(box?.height ?? 0)));
  expect(heights.size).toBe(1);
  // Search starts the first row and Key the second, at the heading's left edge.
  const heading = await page.getByRole('heading', { level: 1, name: 'Tracks' }).boundingBox();
  expect(Math.round(boxes[0]?.x ?? -1)).toBe(Math.round(heading?.x ?? -2));
  expect(Math.round(boxes[4]?.x ?? -1)).toBe(Math.round(heading?.x ?? -2));
});
