import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { seriousViolations } from './support/page-checks.js';

const THEMES = [
  { setting: 'DARK', attribute: 'dark' },
  { setting: 'LIGHT', attribute: 'light' },
] as const;

const PUBLIC_PAGES = ['/', '/login', '/register', '/no/such/page'];

for (const theme of THEMES) {
  test(`every public page is axe-clean in the ${theme.attribute} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('backline.theme', chosen), theme.setting);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.attribute);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
  });

  test(`every workspace screen, with content, is axe-clean in the ${theme.attribute} theme`, async ({
    page,
    request,
  }) => {
    test.slow();
    const artist = await createArtist(request);
    await seedTrack(request, artist, { title: 'Contrast Check', mood: 'Calm' });
    const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
      request,
      artist,
      'mutation { createPlaylist(input: { name: "Late Sets" }) { id } }',
    );
    await graphqlAs(request, artist, 'mutation { createProject(input: { title: "Second Album" }) { id } }');
    const { courses } = await graphqlAs<{ courses: { id: string }[] }>(request, artist, '{ courses { id } }');
    await graphqlAs(
      request,
      artist,
      'mutation($theme: Theme!) { updateSettings(input: { theme: $theme }) { theme } }',
      {
        theme: theme.setting,
      },
    );
    await signInAs(page, artist);

    const screens = [
      '/app/dashboard',
      '/app/tracks',
      '/app/upload',
      '/app/playlists',
      `/app/playlists/${createPlaylist.id}`,
      '/app/projects',
      '/app/creative-studio',
      '/app/academy',
      `/app/academy/${courses[0]?.id}`,
      '/app/profile',
      '/app/settings',
      '/app/ai-manager',
      '/app/network',
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.attribute);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}
