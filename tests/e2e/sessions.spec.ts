import type { APIRequestContext, Page } from '@playwright/test';
import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { followInAppLink } from './support/navigation.js';

// Access tokens live 5 seconds on this app, so a test can outlive one; long enough that a slow machine
// never sees the renewed token expire too before the next page has loaded.
test.use({ backlineApp: 'shortTokens' });
// Side by side: most of each test is waiting on a token lifetime.
test.describe.configure({ mode: 'parallel' });

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('backline.session') ?? 'null'));

/** Waits until the server refuses the access token as expired, asking it every quarter second. */
async function untilExpired(request: APIRequestContext, accessToken: string): Promise<void> {
  const refusalCode = async () => {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query: '{ me { id } }' },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return body.errors?.[0]?.extensions?.code ?? null;
  };
  await expect.poll(refusalCode, { intervals: [250], timeout: 15_000 }).toBe('UNAUTHENTICATED');
}

test('renews an expired access token once with the refresh token and carries on', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await signInAs(page, artist);
  const renewals: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && sent.postDataJSON()?.operationName === 'RefreshSession')
      renewals.push(sent.url());
  });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${artist.email}!` })).toBeVisible();

  await untilExpired(request, artist.accessToken);
  await page.getByRole('link', { name: 'Tracks' }).click();
  await expect(page.getByRole('heading', { name: 'Tracks', level: 1 })).toBeVisible();
  await expect(page.getByText('No tracks yet.')).toBeVisible();
  expect(renewals).toHaveLength(1);
  const renewed = await storedSession(page);
  expect(renewed.refreshToken).not.toBe(artist.refreshToken);
  expect(renewed.accessToken).not.toBe(artist.accessToken);
});

test('signs out when the session cannot be renewed', async ({ page, request }) => {
  const artist = await createArtist(request);
  await signInAs(page, { ...artist, refreshToken: 'not-a-refresh-token' });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await untilExpired(request, artist.accessToken);
  // Moving on inside the app asks the server again. The app may have asked already (its header polls),
  // and then is at Login before this: either way the renewal fails and the artist is signed out.
  await followInAppLink(page, '/app/tracks');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('logging out in one tab signs the other tab out too, and revokes the session', async ({
  context,
  request,
}) => {
  const artist = await createArtist(request);
  const first = await context.newPage();
  await signInAs(first, artist);
  await first.goto('/app/dashboard');
  const second = await context.newPage();
  await second.goto('/app/tracks');
  await expect(second.getByRole('heading', { name: 'Tracks', level: 1 })).toBeVisible();

  const live = await storedSession(first);
  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);

  const refresh = await request.post('/refresh', { data: { refreshToken: live.refreshToken } });
  expect(refresh.status()).toBe(401);
});
