import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { seriousViolations } from './support/page-checks.js';
import { expectTimeToAdvance, playerBar } from './support/player.js';

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

  // One walk through the workspace, as an artist moves around it with music on: each screen is
  // axe-clean in the theme, and the player goes on playing across all of them.
  test(`every workspace screen, with content, is axe-clean in the ${theme.attribute} theme, the player playing on`, async ({
    page,
    request,
  }) => {
    test.slow();
    const artist = await createArtist(request);
    const trackId = await seedTrack(request, artist, { title: 'Contrast Check', mood: 'Calm', seconds: 90 });
    await graphqlAs(request, artist, 'mutation { createPlaylist(input: { name: "Late Sets" }) { id } }');
    const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
      request,
      artist,
      'mutation { createProject(input: { title: "Second Album" }) { id } }',
    );
    // A song with a comment on its waveform, for the project's own page.
    const { attachTrackToProject } = await graphqlAs<{
      attachTrackToProject: { tracks: { nodes: { versions: { id: string }[] }[] } };
    }>(
      request,
      artist,
      'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { tracks { nodes { versions { id } } } } }',
      { input: { projectId: createProject.id, trackId } },
    );
    const versionId = attachTrackToProject.tracks.nodes[0]?.versions[0]?.id;
    const addComment = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
    await graphqlAs(request, artist, addComment, { input: { versionId, atSeconds: 12, body: 'Brighter' } });
    // A resolved thread too: it is drawn apart from the open ones, and must stay readable.
    const { addComment: resolved } = await graphqlAs<{ addComment: { id: string } }>(
      request,
      artist,
      addComment,
      {
        input: { versionId, atSeconds: 30, body: 'Fixed' },
      },
    );
    await graphqlAs(
      request,
      artist,
      'mutation($id: ID!) { resolveComment(input: { commentId: $id }) { id } }',
      {
        id: resolved.id,
      },
    );
    await graphqlAs(
      request,
      artist,
      'mutation($theme: Theme!) { updateSettings(input: { theme: $theme }) { theme } }',
      {
        theme: theme.setting,
      },
    );
    const { courses } = await graphqlAs<{ courses: { title: string }[] }>(
      request,
      artist,
      '{ courses { title } }',
    );
    const course = courses[0] as { title: string };
    await signInAs(page, artist);
    const sidebarLink = (name: string) =>
      page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name, exact: true });
    const screens: Array<{ heading: string | RegExp; open: () => Promise<void> }> = [
      { heading: /Tracks/, open: async () => {} },
      {
        heading: /Tracks/,
        open: async () => {
          await page.getByRole('main').getByRole('button', { name: 'List', exact: true }).click();
          await expect(page.getByRole('table')).toBeVisible();
        },
      },
      {
        heading: 'Contrast Check',
        open: () => page.getByRole('main').getByRole('link', { name: 'Contrast Check' }).first().click(),
      },
      { heading: /Welcome back/, open: () => sidebarLink('My Dashboard').click() },
      { heading: /Upload Track/, open: () => sidebarLink('Upload Track').click() },
      { heading: /Playlists/, open: () => sidebarLink('Playlists').click() },
      { heading: /Late Sets/, open: () => page.getByRole('link', { name: 'Late Sets' }).click() },
      { heading: /My Projects/, open: () => sidebarLink('My Projects').click() },
      {
        heading: /My Projects/,
        open: async () => {
          await page.getByRole('main').getByRole('button', { name: 'Board', exact: true }).click();
          await expect(page.getByRole('region', { name: /^Draft \(/ })).toBeVisible();
        },
      },
      {
        heading: /My Projects/,
        open: () => page.getByRole('main').getByRole('button', { name: 'Cards', exact: true }).click(),
      },
      {
        heading: 'Second Album',
        open: () => page.getByRole('heading', { name: 'Second Album' }).getByRole('link').click(),
      },
      { heading: /Creative Studio/, open: () => sidebarLink('Creative Studio').click() },
      { heading: /Academy/, open: () => sidebarLink('Academy').click() },
      {
        heading: course.title,
        open: () => page.getByRole('button', { name: `Start Learning ${course.title}` }).click(),
      },
      { heading: /My Profile/, open: () => sidebarLink('My Profile').click() },
      { heading: /Settings/, open: () => sidebarLink('Settings').click() },
      { heading: /AI Manager|Elliot Vance/, open: () => sidebarLink('AI Manager').click() },
      { heading: /My Network/, open: () => sidebarLink('My Network').click() },
    ];

    await page.goto('/app/tracks');
    await page.getByRole('button', { name: 'Play Contrast Check' }).click();
    const bar = playerBar(page);
    await expect(bar).toHaveAttribute('data-state', 'playing');
    for (const screen of screens) {
      await screen.open();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(screen.heading);
      const path = new URL(page.url()).pathname;
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.attribute);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(bar).toContainText('Contrast Check');
      await expect(bar).toHaveAttribute('data-state', 'playing');
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    expect(new URL(page.url()).pathname).toBe('/app/network');
    await expectTimeToAdvance(page);
  });
}
