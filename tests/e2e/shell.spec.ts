import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';

test("the shell shows the artist's avatar, name, role and plan, and every screen under /app", async ({
  page,
  request,
}) => {
  await signInAs(page, await createArtist(request, 'Vela Moon'));
  await page.goto('/app/dashboard');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toContainText('Vela Moon');
  await expect(sidebar).toContainText('Independent Artist');
  await expect(sidebar).toContainText('Creator plan');
  await expect(page.getByRole('banner')).toContainText('Vela Moon');
  await expect(page.getByRole('banner')).toContainText('Creator plan');

  const navigation = page.getByRole('navigation', { name: 'Workspace' });
  for (const [label, path] of [
    ['My Dashboard', '/app/dashboard'],
    ['AI Manager', '/app/ai-manager'],
    ['My Projects', '/app/projects'],
    ['Creative Studio', '/app/creative-studio'],
    ['My Network', '/app/network'],
    ['Academy', '/app/academy'],
    ['My Profile', '/app/profile'],
    ['Settings', '/app/settings'],
  ] as const) {
    await expect(navigation.getByRole('link', { name: label })).toHaveAttribute('href', path);
  }
  await navigation.getByRole('link', { name: 'My Network' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Network' })).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});

test("the sidebar's project count follows projects created and deleted", async ({ page, request }) => {
  await signInAs(page, await createArtist(request, 'Vela Moon'));
  await page.goto('/app/projects');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toContainText('0 projects');

  await page.getByRole('button', { name: 'New Project', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Project Title').fill('Counted');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(sidebar).toContainText('1 project');

  await page.getByRole('button', { name: 'Delete Counted' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Project' })
    .getByRole('button', { name: 'Delete Project' })
    .click();
  await expect(sidebar).toContainText('0 projects');
});

test('on a laptop the navigation stays in view while a long screen scrolls to its end', async ({
  page,
  request,
}) => {
  await signInAs(page, await createArtist(request, 'Long Page'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/app/ai-manager');
  await expect(page.getByRole('region', { name: /^Ask / })).toBeVisible();
  // With today's plan in and every task's reasons open, the screen is twice the window's height or more.
  const reasons = page.getByText('Why this task');
  await expect(reasons.first()).toBeVisible();
  for (const reason of await reasons.all()) await reason.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1440);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const navigation = page.getByRole('navigation', { name: 'Workspace' });
  await expect(navigation.getByRole('link', { name: 'My Dashboard' })).toBeInViewport();
  await expect(navigation.getByRole('link', { name: 'Settings' })).toBeInViewport();
});

test('the first Tab reaches "Skip to content", which takes the keyboard past the sidebar', async ({
  page,
  request,
}) => {
  await signInAs(page, await createArtist(request, 'Keys'));
  await page.goto('/app/network');
  await expect(page.getByRole('heading', { level: 1, name: 'My Network' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is the screen's own first control, not the sidebar's first link.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Artist name')).toBeFocused();
});
