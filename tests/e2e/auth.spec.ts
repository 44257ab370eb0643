import { randomUUID } from 'node:crypto';
import { createArtist } from './support/artists.js';
import { expect, test } from './support/fixtures.js';

test('a signed-out visitor of a workspace page logs in and lands on the page they asked for', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await page.goto('/app/tracks');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(artist.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password').fill(artist.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/app\/tracks$/);
  await expect(page.getByRole('heading', { name: 'Tracks', level: 1 })).toBeVisible();
});

test('registering shows the welcome screen, signs in and opens the dashboard; a reload stays signed in', async ({
  page,
}) => {
  const email = `new-${randomUUID()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Artist Name').fill('Lumen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${email}!` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${email}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login and registration pages load no GraphQL client and sign in over REST', async ({ page }) => {
  const scripts: string[] = [];
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
    if (sent.method() === 'POST') calls.push(new URL(sent.url()).pathname);
  });
  const apolloScripts = () => scripts.filter((url) => /ApolloLayout|useQuery|useMutation/.test(url));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Artist Name').fill('Nova');
  expect(apolloScripts()).toEqual([]);

  await page.getByLabel('Email').fill(`rest-${randomUUID()}@example.com`);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(calls.slice(0, 2)).toEqual(['/register', '/login']);
});
