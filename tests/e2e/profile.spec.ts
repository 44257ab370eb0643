import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { cancelAndDiscard, expectPictureColour, solidPng } from './support/pictures.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  await signInAs(page, artist);
});

async function createProject(request: APIRequestContext, title: string): Promise<void> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${artist.accessToken}` },
    data: {
      query: 'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      variables: { input: { title } },
    },
  });
  expect(response.ok()).toBe(true);
}

async function openEditForm(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  return page.getByRole('dialog', { name: 'Edit Profile' });
}

test('a photo chosen in Edit Profile shows at once and is applied by Save Profile; Cancel keeps the old one, or none', async ({
  page,
}) => {
  await page.goto('/app/profile');
  const summary = page.getByRole('article', { name: 'Nova' });
  const shown = summary.locator('.avatar img');
  const sidebarPhoto = page.getByRole('complementary').locator('.sidebar-user .avatar img');
  await expect(summary.getByRole('img', { name: 'Avatar: Headphones' })).toBeVisible();
  const blue = await solidPng('#3399cc', 600, 400);
  const green = await solidPng('#33cc66', 600, 400);
  const preview = page.getByRole('dialog', { name: 'Edit Profile' }).locator('.profile-photo-preview img');
  const choose = (dialog: Locator, buffer: Buffer) =>
    dialog.getByLabel('Photo (JPEG, PNG or WebP, up to 5 MB)').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer,
    });

  // Chosen: shown in the dialog at once, from the device, and nowhere else yet. Cancel asks; Discard
  // leaves the emoji avatar.
  let dialog = await openEditForm(page);
  await choose(dialog, blue);
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(preview).toHaveJSProperty('naturalWidth', 600);
  await expect(dialog.getByRole('status')).toHaveText(
    'New photo, not saved yet: Save Profile keeps it, Cancel drops it.',
  );
  await expect(summary.getByRole('img', { name: 'Avatar: Headphones' })).toBeVisible();
  await cancelAndDiscard(page, dialog);
  await page.reload();
  await expect(summary.getByRole('img', { name: 'Avatar: Headphones' })).toBeVisible();
  await expect(sidebarPhoto).toHaveCount(0);

  // Saved with the profile: on the profile and in the sidebar, and after a reload.
  dialog = await openEditForm(page);
  await expect(preview).toHaveCount(0);
  await choose(dialog, blue);
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByRole('img', { name: 'Avatar: photo' })).toBeVisible();
  await expect(shown).toHaveAttribute('src', /\/media\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/large$/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await expect(sidebarPhoto).toHaveAttribute('src', /\/small$/);
  await page.reload();
  await expectPictureColour(shown, '#3399cc');

  // Another chosen over it, then Escape and Discard: the saved one stays.
  dialog = await openEditForm(page);
  await choose(dialog, green);
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await cancelAndDiscard(page, dialog, 'Escape');
  await page.reload();
  await expectPictureColour(shown, '#3399cc');

  // Removed, then Cancel: still there.
  dialog = await openEditForm(page);
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await expect(preview).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText(
    'Photo removed, not saved yet: Save Profile removes it, Cancel keeps it.',
  );
  await cancelAndDiscard(page, dialog);
  await page.reload();
  await expectPictureColour(shown, '#3399cc');

  // Removed, then Save Profile: the avatar is back.
  dialog = await openEditForm(page);
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByRole('img', { name: 'Avatar: Headphones' })).toBeVisible();
  await expect(sidebarPhoto).toHaveCount(0);
  await page.reload();
  await expect(summary.getByRole('img', { name: 'Avatar: Headphones' })).toBeVisible();
});

test("on a phone the photo picker has the dialog's width, so its own text is not cut", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/profile');
  await page.getByRole('button', { name: /Edit Profile/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const picker = dialog.getByLabel('Photo (JPEG, PNG or WebP, up to 5 MB)');
  const artistName = dialog.getByLabel('Artist name');
  // Below the photo, as wide as the fields under it (beside the photo it was cut to 'No fil…osen').
  const [pickerBox, fieldBox] = [await picker.boundingBox(), await artistName.boundingBox()];
  expect(Math.abs((pickerBox?.width ?? 0) - (fieldBox?.width ?? 0))).toBeLessThanOrEqual(1);
});

test('edits every field; handles typed with @ become links without it; the sidebar follows at once', async ({
  page,
}) => {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const summary = page.getByRole('article', { name: 'Nova' });
  await expect(summary.getByRole('img', { name: 'Avatar: Headphones' })).toBeVisible();
  await expect(summary).toContainText('Independent Artist');
  await expect(summary).toContainText('Creator plan');
  await expect(summary).toContainText('No social links yet.');

  const dialog = await openEditForm(page);
  await expect(dialog.getByLabel('Artist name')).toBeFocused();
  await dialog.getByRole('radio', { name: 'Piano' }).check();
  await dialog.getByLabel('Artist name').fill('Nova Lane');
  await dialog.getByLabel('Role').fill('Producer & DJ');
  await dialog.getByLabel('Location').fill('Lisbon, Portugal');
  await dialog.getByLabel('Bio').fill('Synths after midnight.');
  await dialog.getByLabel('Website').fill('NovaLane.com');
  await dialog.getByLabel('Spotify').fill('@nova.lane');
  await dialog.getByLabel('SoundCloud').fill('nova-lane');
  await dialog.getByLabel('Instagram').fill('@nova_lane');
  await dialog.getByLabel('X (Twitter)').fill('@NovaLane');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  const renamed = page.getByRole('article', { name: 'Nova Lane' });
  await expect(renamed.getByRole('img', { name: 'Avatar: Piano' })).toBeVisible();
  await expect(renamed).toContainText('Producer & DJ');
  await expect(renamed).toContainText('Lisbon, Portugal');
  await expect(renamed).toContainText('Synths after midnight.');
  await expect(renamed.getByRole('link', { name: 'novalane.com' })).toHaveAttribute(
    'href',
    'https://novalane.com/',
  );
  const links = renamed.getByRole('list', { name: 'Social links' }).getByRole('link');
  await expect(links).toHaveText([
    'Spotify: nova.lane',
    'SoundCloud: nova-lane',
    'Instagram: nova_lane',
    'X (Twitter): NovaLane',
  ]);
  for (const [index, url] of [
    'https://open.spotify.com/user/nova.lane',
    'https://soundcloud.com/nova-lane',
    'https://instagram.com/nova_lane',
    'https://x.com/NovaLane',
  ].entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', url);
  }

  // The shell took the new name, role and avatar from the same answer, without a reload.
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toContainText('Nova Lane');
  await expect(sidebar).toContainText('Producer & DJ');
  await expect(sidebar.locator('.sidebar-user .avatar svg.lucide-piano')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Nova Lane');

  await page.reload();
  await expect(renamed.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(4);
  const again = await openEditForm(page);
  await expect(again.getByRole('radio', { name: 'Piano' })).toBeChecked();
  await expect(again.getByLabel('Instagram')).toHaveValue('nova_lane');
  await expect(again.getByLabel('Website')).toHaveValue('https://novalane.com/');

  // A cleared handle drops its link; the server's own words when it refuses a change.
  await again.getByLabel('SoundCloud').fill('');
  await again.getByLabel('Website').fill('javascript:alert(1)');
  await again.getByRole('button', { name: 'Save Profile' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'Website must be a web address starting with http:// or https://.',
  );
  await again.getByLabel('Website').fill('');
  await again.getByRole('button', { name: 'Save Profile' }).click();
  await expect(again).toBeHidden();
  await expect(renamed.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveText([
    'Spotify: nova.lane',
    'Instagram: nova_lane',
    'X (Twitter): NovaLane',
  ]);
  await expect(renamed.getByRole('definition').nth(1)).toHaveText('Not given');
});

test('shows the real track and project counts, and zero for the figures not recorded yet', async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Night Drive' });
  await seedTrack(request, artist, { title: 'Static Bloom' });
  await createProject(request, 'Neon Rain');
  await page.goto('/app/profile');
  const stats = page.getByRole('region', { name: 'Stats' });
  await expect(stats.getByRole('term')).toHaveText([
    'Tracks',
    'Projects',
    'Connections',
    'Total streams',
    'Total revenue',
    'Monthly listeners',
    'Followers',
    'Following',
  ]);
  await expect(stats.getByRole('definition')).toHaveText(['2', '1', '0', '0', '$0.00', '0', '0', '0']);

  // Counted again when the screen opens after another upload.
  await seedTrack(request, artist, { title: 'Third' });
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Tracks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'My Profile' }).click();
  await expect(stats.getByRole('definition').first()).toHaveText('3');
});

test('keeps figures past 2^31 exactly (SafeInt, bigint columns)', async ({ page }) => {
  await page.goto('/app/profile');
  const dialog = await openEditForm(page);
  const figures = dialog.getByRole('group', { name: 'Your figures' });
  await figures.getByLabel('Total streams').fill('12345678901');
  await figures.getByLabel('Total revenue (USD)').fill('2500.5');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  const stats = page.getByRole('region', { name: 'Stats' });
  await expect(stats).toContainText('12,345,678,901');
  await expect(stats).toContainText('$2,500.50');

  await page.reload();
  await expect(stats).toContainText('12,345,678,901');
  const again = await openEditForm(page);
  await expect(again.getByLabel('Total streams')).toHaveValue('12345678901');
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits without sideways scrolling and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/app/profile');
    const dialog = await openEditForm(page);
    await dialog.getByLabel('Artist name').fill('A Rather Long Artist Name For A Narrow Phone');
    await dialog.getByLabel('Bio').fill('Long lines of text about the music. '.repeat(8));
    await dialog
      .getByLabel('Website')
      .fill('https://a-rather-long-domain-name-for-an-artist.example.com/tour/2026');
    await dialog.getByLabel('Spotify').fill('a_rather_long_handle_that_keeps_going_and_going');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('article', { name: /^A Rather Long/ })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
