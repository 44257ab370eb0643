import type { Locator, Page } from '@playwright/test';
import { signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { type LongNamedLibrary, seedLongNamedLibrary } from './support/long-names.js';
import { navigateInApp } from './support/navigation.js';
import { hasOrphanCard, overflowsSideways, seriousViolations } from './support/page-checks.js';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

let library: LongNamedLibrary;

test.beforeEach(async ({ page, request }) => {
  library = await seedLongNamedLibrary(request);
  await signInAs(page, library.artist);
});

/** Every workspace screen, with the heading that says it has loaded. */
function workspaceScreens(): ReadonlyArray<readonly [string, string | RegExp]> {
  return [
    ['/app/dashboard', /Welcome back/],
    ['/app/tracks', 'Tracks'],
    ['/app/upload', /Upload/],
    ['/app/playlists', 'Playlists'],
    [`/app/playlists/${library.playlistId}`, library.playlistName],
    ['/app/projects', 'My Projects'],
    ['/app/creative-studio', 'Creative Studio'],
    ['/app/ai-manager', 'AI Manager'],
    ['/app/profile', 'My Profile'],
    ['/app/network', 'My Network'],
    ['/app/academy', 'Academy'],
    ['/app/settings', 'Settings'],
  ];
}

/** Asserts the element's box lies wholly inside the window. */
async function expectInsideViewport(page: Page, element: Locator, what: string) {
  // Waits for any slide-in to finish: the whole element within the window.
  await expect(element, what).toBeInViewport({ ratio: 1 });
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) throw new Error(`${what} has no box`);
  expect(box.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right edge`).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height, `${what} bottom edge`).toBeLessThanOrEqual(size.height);
}

/** Whether the element's text is cut (an ellipsis) rather than shown whole. */
/** Cut short: on one line with an ellipsis, or after its last allowed line (a playlist's name has two). */
const isCut = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight);

test('with 130-character unbroken titles, no workspace screen scrolls sideways at 390 or 360 px', async ({
  page,
}) => {
  // Twelve screens and twelve axe scans: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto('/app/dashboard');
  for (const [path, heading] of workspaceScreens()) {
    await page.setViewportSize(PHONE);
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await overflowsSideways(page), `${path} at ${PHONE.width} px`).toBe(false);
    expect(await seriousViolations(page), path).toEqual([]);
    // The narrowest phones: the same screen in a window made narrower, as the layout is CSS alone.
    await page.setViewportSize(NARROW_PHONE);
    expect(await overflowsSideways(page), `${path} at ${NARROW_PHONE.width} px`).toBe(false);
  }
  await page.setViewportSize(PHONE);

  // Long titles are cut, with the whole title still the card's name or the element's title.
  await navigateInApp(page, '/app/tracks');
  const card = page.getByRole('article', { name: library.trackTitle });
  await expect(card).toBeVisible();
  expect(await isCut(card.getByRole('heading', { name: library.trackTitle }))).toBe(true);
  await navigateInApp(page, '/app/playlists');
  const playlistLink = page.getByRole('link', { name: library.playlistName });
  await expect(playlistLink).toHaveAttribute('title', library.playlistName);
  expect(await isCut(page.locator('.playlist-card h2'))).toBe(true);
  await navigateInApp(page, '/app/dashboard');
  await expect(page.locator('.recent-uploads').getByTitle(library.trackTitle)).toBeVisible();
  await navigateInApp(page, '/app/projects');
  await expect(page.getByRole('heading', { name: library.projectTitle })).toHaveAttribute(
    'title',
    library.projectTitle,
  );
  await expect(
    page.getByRole('complementary', { includeHidden: true }).getByTitle(library.artist.artistName),
  ).toBeAttached();
});

test('the header fits one row and the menu button opens the navigation as a drawer', async ({ page }) => {
  await page.goto('/app/tracks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible();
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  const controls = [
    menu,
    header.getByRole('button', { name: /Jump to/ }),
    header.getByRole('button', { name: /Notifications/ }),
  ];
  // Log out waits in the drawer, out of the way of a thumb reaching for the header's last button.
  await expect(header.getByRole('button', { name: 'Log out' })).toBeHidden();
  const middles: number[] = [];
  for (const control of controls) {
    await expectInsideViewport(
      page,
      control,
      (await control.getAttribute('aria-label')) ?? (await control.innerText()),
    );
    const box = await control.boundingBox();
    middles.push((box?.y ?? 0) + (box?.height ?? 0) / 2);
  }
  expect(Math.max(...middles) - Math.min(...middles), 'header controls on one row').toBeLessThan(4);

  // Content comes first: the navigation waits in the closed drawer.
  const navigation = page.getByRole('navigation', { name: 'Workspace' });
  await expect(navigation).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const drawerId = await menu.getAttribute('aria-controls');
  expect(drawerId).toBeTruthy();
  const drawer = page.locator(`[id="${drawerId}"]`);
  // Closed, it is not laid out at all: the phone's first screen has that much less layout to do.
  expect(await drawer.boundingBox(), 'the closed drawer has a layout box').toBeNull();
  await drawer.evaluate((element) => {
    // At its end: measured mid-slide, the drawer's edge can still sit a fraction of a pixel off-screen.
    (element as HTMLElement).addEventListener('transitionend', (event) => {
      if (event.propertyName === 'transform') element.dataset.slidIn = 'true';
    });
  });

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation).toBeVisible();
  await expect(drawer, 'the drawer slides in').toHaveAttribute('data-slid-in', 'true');
  await expectInsideViewport(page, drawer, 'drawer');
  await expect(navigation.getByRole('link', { name: 'Tracks' })).toBeFocused();
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: Enter opens it, Tab moves through it, Enter chooses a screen and closes it.
  await page.keyboard.press('Enter');
  await expect(navigation.getByRole('link', { name: 'Tracks' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('link', { name: 'Upload Track' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/upload$/);
  await expect(navigation).toBeHidden();

  // A click outside closes it.
  await menu.click();
  await expect(navigation).toBeVisible();
  await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
  await expect(navigation).toBeHidden();
  await expect(page).toHaveURL(/\/app\/upload$/);

  // Choosing a screen goes there and closes it.
  await menu.click();
  await navigation.getByRole('link', { name: 'Playlists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();
  await expect(navigation).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await overflowsSideways(page)).toBe(false);

  await menu.click();
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the player keeps no room for a timeline while nothing is loaded, and makes room once a track is', async ({
  page,
}) => {
  await page.goto('/app/tracks');
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar).toContainText('Nothing playing');
  const empty = (await bar.boundingBox())?.height ?? 0;
  expect(empty).toBeGreaterThan(0);
  expect(empty).toBeLessThanOrEqual(64);
  // At the narrowest phones too, 'Nothing playing' keeps to one line beside the controls.
  await page.setViewportSize(NARROW_PHONE);
  const emptyTitle = bar.getByText('Nothing playing');
  const lineHeight = await emptyTitle.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await emptyTitle.boundingBox())?.height ?? 0).toBeLessThanOrEqual(lineHeight + 1);
  await page.setViewportSize(PHONE);
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(bar.getByTestId('player-elapsed')).toBeVisible();
  expect((await bar.boundingBox())?.height ?? 0).toBeGreaterThan(empty);
});

test('at 390 px the notifications panel and the Ctrl+K switcher lie inside the window', async ({ page }) => {
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText('wants to connect with you');
  await expectInsideViewport(page, panel, 'notifications panel');
  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  await expectInsideViewport(page, markAll, "'Mark all as read'");
  await markAll.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.keyboard.press('Control+k');
  const switcher = page.getByRole('dialog', { name: 'Jump to' });
  await expect(switcher).toBeVisible();
  await switcher.getByLabel('Screen, track, project, playlist or artist').fill('Trackname');
  await expect(switcher.getByRole('button', { name: /Trackname/ })).toBeVisible();
  await expectInsideViewport(page, switcher, 'switcher');
  expect(await switcher.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  expect(await overflowsSideways(page)).toBe(false);
});

test('a toast never covers the header, on a phone or a desktop', async ({ page }) => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/app/projects');
    await page.getByRole('button', { name: 'New Project', exact: true }).click();
    const title = `Toast ${viewport.width}`;
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project Title').fill(title);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    const toast = page.getByRole('status').filter({ hasText: `Created ${title}.` });
    await expect(toast).toBeVisible();
    const headerBox = await page.getByRole('banner').boundingBox();
    if (!headerBox) throw new Error('the header has no box');
    // The toast slides down into place; where it comes to rest is what must clear the header.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? -1, {
        message: `toast below the header at ${viewport.width} px`,
      })
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  }
});

test("the 'Recording' badge is not the error red, and passes contrast in both themes", async ({
  page,
  request,
}) => {
  for (const theme of ['DARK', 'LIGHT'] as const) {
    await graphqlAs(
      request,
      library.artist,
      `mutation { updateSettings(input: { theme: ${theme} }) { theme } }`,
    );
    await page.goto('/app/projects');
    const badge = page.getByRole('article', { name: library.projectTitle }).getByText('Recording');
    await expect(badge).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
    const { badgeColour, errorColour } = await badge.evaluate((node) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--error)';
      node.append(probe);
      const colours = {
        badgeColour: getComputedStyle(node).color,
        errorColour: getComputedStyle(probe).color,
      };
      probe.remove();
      return colours;
    });
    expect(badgeColour).not.toBe(errorColour);
    expect(hue(badgeColour), `${theme} badge ${badgeColour} is not a red`).toBeGreaterThan(30);
    expect(hue(badgeColour)).toBeLessThan(330);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

/** The hue (0-360) of a computed `rgb(r, g, b)` colour. */
function hue(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

test('the AI manager chooser and the Academy leave no card alone on its row, at any width', async ({
  page,
}) => {
  for (const width of [390, 700, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/ai-manager');
    await page.getByRole('button', { name: 'Switch Manager' }).click();
    const personas = page.locator('.persona-grid');
    await expect(personas.locator(':scope > *')).toHaveCount(4);
    expect(await hasOrphanCard(personas), `managers at ${width} px`).toBe(false);
    await page.goto('/app/academy');
    const courses = page.locator('.course-grid');
    await expect(courses.getByRole('button', { name: /Start Learning/ }).first()).toBeVisible();
    expect(await hasOrphanCard(courses), `courses at ${width} px`).toBe(false);
  }
});

test('a touch screen is told to tap, not to drag and drop or press arrow keys', async ({
  browser,
  baseURL,
}) => {
  const touch = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await touch.newPage();
  await signInAs(page, library.artist);
  await page.goto('/app/upload');
  await expect(page.getByText('Tap to choose MP3 or WAV files; several at once is fine')).toBeVisible();
  await expect(page.getByText(/Drag and drop/)).toHaveCount(0);
  await page.getByRole('button', { name: /Jump to/ }).tap();
  await expect(page.getByRole('dialog', { name: 'Jump to' })).toContainText('Tap one to open it.');
  await touch.close();
});
