import { expect, test } from './support/fixtures.js';

test('login links to registration and registration back to login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: /Create/i })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('the 404 page sits in the public layout, with its header', async ({ page }) => {
  for (const path of ['/no-such-page', '/app/no-such-screen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Backline' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Launch App' })).toBeVisible();
  }
});
