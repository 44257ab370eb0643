import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;

function waitlist(page: Page) {
  return page.locator('#waitlist');
}

/**
 * Joins through the form and waits for the server's answer, however long a loaded machine takes, so
 * a failure says what the server answered rather than only that no message appeared in time.
 */
async function joinThroughForm(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/waitlist') && response.request().method() === 'POST',
  );
  await waitlist(page).getByRole('button', { name: 'Join the Waitlist' }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
}

test('shows every section, the marketing figures and the server-priced plans, without loading Apollo', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your AI music manager');
  await expect(page.getByLabel('Launch figures')).toContainText('1,000+');
  await expect(page.getByLabel('Launch figures')).toContainText('$29/month');
  await expect(page.getByLabel('Launch figures')).toContainText('50% off for life');
  await expect(page.getByLabel('Launch figures')).toContainText(
    'Early access open now; the waitlist keeps your discount',
  );

  const managers = page.getByRole('region', { name: 'Meet your AI managers' }).getByRole('listitem');
  await expect(managers).toHaveCount(4);
  for (const style of ['The Hustler', 'The Strategist', 'The Creative', 'The Entrepreneur']) {
    await expect(managers.filter({ hasText: style })).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Artists in the beta' }).getByRole('blockquote')).toHaveCount(
    3,
  );
  await expect(page.getByRole('heading', { name: 'The old way', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'With Backline', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Everything your career needs' }).getByRole('listitem'),
  ).toHaveCount(6);

  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByRole('heading', { name: 'Creator' })).toBeVisible();
  await expect(pricing.locator('.price').first()).toContainText('$29');

  expect(scripts.some((url) => /ApolloLayout|WorkspaceLayout|wavesurfer/i.test(url))).toBe(false);

  await page.getByRole('link', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("prices in the visitor's currency and says so when pricing cannot load", async ({
  browser,
  baseURL,
}) => {
  const german = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await german.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Pricing' }).locator('.price').first()).toContainText('€');
  await page.route('**/api/pricing/geo', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  await expect(page.getByText('Could not load pricing.')).toBeVisible();
  await german.close();
});

test('the waitlist asks for an email before any call, then gives a place in line and a referral link', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/waitlist')) calls.push(request.method());
  });
  await page.goto('/#waitlist');
  await waitlist(page).getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(waitlist(page).getByText('Email is required.')).toBeVisible();
  expect(calls).toEqual([]);

  await waitlist(page).getByLabel('Email').fill(uniqueEmail('fan'));
  await waitlist(page).getByLabel('Name (optional)').fill('Fan');
  await joinThroughForm(page);
  await expect(
    waitlist(page).getByText(/^Success! You are #\d+ in line\. We'll be in touch!$/),
  ).toBeVisible();
  await expect(waitlist(page).getByLabel('Your referral link')).toHaveValue(/\/\?ref=\w+/);
  expect(calls).toEqual(['POST']);
});

test('a friend joining through /?ref=CODE is credited to the one who shared it', async ({
  page,
  request,
}) => {
  const sharer = uniqueEmail('sharer');
  const joined = await request.post('/waitlist', { data: { email: sharer } });
  const { referralCode } = (await joined.json()) as { referralCode: string };

  await page.goto(`/?ref=${referralCode}`);
  await waitlist(page).getByLabel('Email').fill(uniqueEmail('friend'));
  await joinThroughForm(page);
  await expect(waitlist(page).getByText(/^Success!/)).toBeVisible();

  const again = await request.post('/waitlist', { data: { email: sharer } });
  expect(((await again.json()) as { referralCount: number }).referralCount).toBe(1);
});

test("shows the server's error, or a generic one when the call fails", async ({ page }) => {
  await page.goto('/');
  await waitlist(page).getByLabel('Email').fill('not-an-email');
  await waitlist(page).getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(waitlist(page).getByRole('alert')).toHaveText('Please enter a valid email address.');

  await page.route('**/waitlist', (route) => route.abort());
  await waitlist(page).getByLabel('Email').fill(uniqueEmail('offline'));
  await waitlist(page).getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(waitlist(page).getByRole('alert')).toHaveText(
    'An unexpected error occurred. Please try again.',
  );
});

test('the FAQ keeps one answer open at a time, and clicking the open question closes it', async ({
  page,
}) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'What is Backline?' })).toBeVisible();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'What is Backline?' })).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);

  // The launch has happened: the answer says the workspace is open, in a sentence that reads.
  await faq.getByRole('button', { name: 'When does it launch?' }).click();
  await expect(faq.getByRole('region', { name: 'When does it launch?' })).toHaveText(
    /^It is open now: create an account/,
  );
});

test('paints styled with no render-blocking request: its stylesheet comes inside the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Resource Timing marks each request the first paint waited for (`renderBlockingStatus`, in
  // Chromium; not yet in TypeScript's DOM types).
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
      .map((entry) => entry.name),
  );
  expect(blocking).toEqual([]);
  // The app's stylesheet still applies: the page takes the theme's background (none without it).
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  // Every other page keeps the cached stylesheet link.
  await page.goto('/login');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
});
