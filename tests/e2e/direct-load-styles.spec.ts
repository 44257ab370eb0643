import type { Page } from '@playwright/test';
import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { navigateInApp } from './support/navigation.js';

/**
 * How every element of the page's main area is laid out and written: what a missing stylesheet
 * changes. Screens load their styles with their code, so a screen opened directly (a pasted link, a
 * reload) has only its own; one reached through the app has every screen's before it too.
 */
async function styleSignature(page: Page): Promise<Map<string, Set<string>>> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .page-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const elements = await page.evaluate(() =>
    // Elements with classes, which the stylesheets name; an icon's inner shapes are not.
    Array.from(document.querySelectorAll('main [class]')).map((element) => {
      const style = getComputedStyle(element);
      const key = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      const looks = [
        style.display,
        style.whiteSpace,
        style.fontSize,
        style.flexDirection,
        style.position,
        style.borderRadius,
      ].join(' ');
      return [key, looks] as const;
    }),
  );
  const byKey = new Map<string, Set<string>>();
  for (const [key, looks] of elements) byKey.set(key, (byKey.get(key) ?? new Set()).add(looks));
  return byKey;
}

/**
 * The classes both pages show that look nothing alike: a missing stylesheet changes every element of
 * a class, while a page still loading something, or in another state, shows a few more or fewer.
 */
function differences(direct: Map<string, Set<string>>, throughApp: Map<string, Set<string>>): string[] {
  return [...direct].flatMap(([key, looks]) => {
    const expected = throughApp.get(key);
    if (!expected || [...looks].some((look) => expected.has(look))) return [];
    return [`${key}: ${[...looks].join(' / ')}, not ${[...expected].join(' / ')}`];
  });
}

test('every screen opened directly is styled as when it is reached through the app', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const artist = await createArtist(request, 'Direct');
  const trackId = await seedTrack(request, artist, { title: 'Straight In', seconds: 4 });
  const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation { createPlaylist(input: { name: "Linked" }) { id } }',
  );
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation { createProject(input: { title: "Shared Link" }) { id } }',
  );
  await graphqlAs(
    request,
    artist,
    'mutation($id: ID!) { saveLyrics(input: { projectId: $id, content: "Line one\\nLine two" }) { id } }',
    { id: createProject.id },
  );
  const { courses } = await graphqlAs<{ courses: { id: string }[] }>(request, artist, '{ courses { id } }');
  const other = await createArtist(request, 'Direct Peer');
  const { me: peer } = await graphqlAs<{ me: { id: string } }>(request, other, '{ me { id } }');
  const paths = [
    '/app/dashboard',
    '/app/tracks',
    `/app/tracks/${trackId}`,
    '/app/upload',
    '/app/playlists',
    `/app/playlists/${createPlaylist.id}`,
    '/app/projects',
    `/app/projects/${createProject.id}`,
    '/app/creative-studio',
    '/app/academy',
    `/app/academy/${courses[0]?.id}`,
    '/app/profile',
    '/app/settings',
    '/app/ai-manager',
    '/app/network',
    `/app/artists/${peer.id}`,
  ];

  // Through the app: every screen once, so every screen's styles are loaded.
  await signInAs(page, artist);
  await page.goto('/app/dashboard');
  for (const path of paths) {
    await navigateInApp(page, path);
    await styleSignature(page);
  }

  const direct = await browser.newContext({ baseURL });
  const directPage = await direct.newPage();
  await signInAs(directPage, artist);
  for (const path of paths) {
    await navigateInApp(page, path);
    const throughApp = await styleSignature(page);
    await directPage.goto(path);
    const opened = await styleSignature(directPage);
    expect({ path, differences: differences(opened, throughApp) }).toEqual({ path, differences: [] });
  }
  await direct.close();
});
