import { expect, test } from './support/fixtures.js';

test('the app serves its page and answers health checks', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Backline');
  expect((await request.get('/healthz')).status()).toBe(200);
});
