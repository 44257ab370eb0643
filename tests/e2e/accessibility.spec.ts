import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
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
  await seedTrack(request, artist, { title: 'Axe Test', mood: 'Calm' });
  await signInAs(page, artist);
  await page.goto('/app/dashboard');
  await expect(page.getByText('Axe Test')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/app/tracks');
  await expect(page.getByRole('article', { name: 'Axe Test' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/app/playlists');
  await expect(page.getByText('No playlists yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
