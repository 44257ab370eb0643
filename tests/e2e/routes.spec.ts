import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { failGraphqlOperation } from './support/network.js';

test('/dashboard and /admin go to /login, replacing the history entry', async ({ page }) => {
  for (const path of ['/dashboard', '/admin', '/app']) {
    await page.goto('/');
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("an unknown path shows 'Page Not Found' with 'Go Home'", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('public pages share the header; a signed-in visitor of / goes to the dashboard', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Launch App' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Backline', exact: true })).toHaveAttribute('href', '/');
  }
  await signInAs(page, await createArtist(request));
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test("a page that fails to render shows 'Something went wrong' and 'Reload Page' recovers", async ({
  page,
  request,
}) => {
  await signInAs(page, await createArtist(request));
  await failGraphqlOperation(page, 'WorkspaceUser');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but something unexpected happened.")).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});
