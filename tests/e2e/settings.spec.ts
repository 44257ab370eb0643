import type { Browser, Page } from '@playwright/test';
import { type Artist, createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  await signInAs(page, artist);
});

const html = (page: Page) => page.locator('html');

/** The page's own background colour, as the browser paints it. */
function backgroundColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

async function logInThroughTheForm(browser: Browser, baseURL: string | undefined, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(artist.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return { page, close: () => context.close() };
}

test('switches to the light theme at once; a reload and another device keep it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await backgroundColour(page)).toBe('rgb(17, 19, 24)');

  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await backgroundColour(page)).toBe('rgb(246, 247, 249)');
  await expect(page.getByText('Light theme saved.')).toBeVisible();

  await page.reload();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  // A browser that never saw the switch takes the theme from the server once signed in.
  const elsewhere = await logInThroughTheForm(browser, baseURL, artist.password);
  await expect(elsewhere.page).toHaveURL(/\/app/);
  await expect(html(elsewhere.page)).toHaveAttribute('data-theme', 'light');
  await elsewhere.close();

  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await backgroundColour(page)).toBe('rgb(17, 19, 24)');
});

test('saves the notification and auto-save preferences as they change', async ({ page }) => {
  // Stands in for the browser's permission prompt (the headless browser has no one to answer it):
  // the artist's answer is whatever the test put in sessionStorage, and the browser keeps it.
  await page.addInitScript(() => {
    class Prompted {
      static get permission() {
        return (sessionStorage.getItem('notify-permission') ?? 'default') as NotificationPermission;
      }
      static async requestPermission() {
        const answer = (sessionStorage.getItem('notify-answer') ?? 'denied') as NotificationPermission;
        sessionStorage.setItem('notify-permission', answer);
        return answer;
      }
    }
    Object.assign(window, { Notification: Prompted });
  });
  await page.goto('/app/settings');
  const email = page.getByRole('checkbox', { name: 'Email notifications' });
  const push = page.getByRole('checkbox', { name: 'Push notifications' });
  const autoSave = page.getByRole('checkbox', { name: 'Auto-save' });
  await expect(email).toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(autoSave).toBeChecked();

  // Refused by the browser: it stays off, and says why.
  await push.click();
  await expect(
    page.getByText(
      'This browser blocks notifications from Backline: allow them in its site settings, then turn this on.',
    ),
  ).toBeVisible();
  await expect(push).not.toBeChecked();
  await page.evaluate(() => {
    sessionStorage.setItem('notify-answer', 'granted');
    sessionStorage.removeItem('notify-permission');
  });
  await push.click();
  await expect(page.getByText('Push notifications on.')).toBeVisible();
  await expect(push).toBeChecked();
  await autoSave.uncheck();
  await expect(page.getByText('Auto-save off.')).toBeVisible();
  await email.uncheck();
  await expect(page.getByText('Email notifications off.')).toBeVisible();

  await page.reload();
  await expect(email).not.toBeChecked();
  await expect(push).toBeChecked();
  await expect(autoSave).not.toBeChecked();
});

test('changes the password: a mismatch is shown before any call; afterwards only the new one logs in', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && sent.postData()?.includes('ChangePassword')) calls.push('sent');
  });
  const otherDevice = await request.post('/login', {
    data: { email: artist.email, password: artist.password },
  });
  const otherToken = ((await otherDevice.json()) as { accessToken: string }).accessToken;

  await page.goto('/app/settings');
  const form = page.getByRole('region', { name: 'Change Password' });
  await form.getByLabel('Current password').fill(artist.password);
  await form.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await form.getByLabel('Confirm new password').fill('a brand new passphrase!');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('The new passwords do not match.');
  expect(calls).toEqual([]);

  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('Confirm new password').fill('a brand new passphrase');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect.');

  await form.getByLabel('Current password').fill(artist.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Password changed. Your other devices have been signed out.',
  );
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This browser stays signed in; the other session has ended.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const other = await request.post('/graphql', {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { query: '{ me { id } }' },
  });
  expect(
    ((await other.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code,
  ).toBe('UNAUTHENTICATED');

  const withOld = await logInThroughTheForm(browser, baseURL, artist.password);
  await expect(withOld.page.getByRole('alert')).toHaveText('Invalid email or password.');
  await withOld.close();
  const withNew = await logInThroughTheForm(browser, baseURL, 'a brand new passphrase');
  await expect(withNew.page).toHaveURL(/\/app/);
  await withNew.close();
});

test('deletes the account: a wrong password is refused; the right one signs out for good', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog.getByLabel('Enter your password to confirm')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByLabel('Enter your password to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByLabel('Enter your password to confirm').fill(artist.password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('backline.session'))).toBeNull();

  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/login$/);
  const again = await logInThroughTheForm(browser, baseURL, artist.password);
  await expect(again.page.getByRole('alert')).toHaveText('Invalid email or password.');
  await again.close();
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits without sideways scrolling and has no serious accessibility violations, in both themes', async ({
    page,
  }) => {
    await page.goto('/app/settings');
    await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByText('Light theme saved.')).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Account' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
