import { createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { countLocaleFormatting, localeFormattingCalls } from './support/locale-formatting.js';
import { failGraphqlOperation, holdGraphqlOperation } from './support/network.js';
import { playerBar } from './support/player.js';

test('welcomes the artist with their library figures, newest uploads and top genres and moods', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await seedTrack(request, artist, { title: 'One', genre: 'House', mood: 'Happy' });
  await seedTrack(request, artist, { title: 'Two', genre: 'House', mood: 'Dark' });
  await seedTrack(request, artist, { title: 'Three', genre: 'Techno', mood: 'Happy' });
  await signInAs(page, artist);
  await page.goto('/app');

  await expect(page.getByRole('heading', { name: `Welcome back, ${artist.email}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick Upload' })).toHaveAttribute('href', '/app/upload');
  await expect(page.locator('.tile').filter({ hasText: 'Total Tracks' })).toContainText('3');
  // Three 2-second 8 kHz mono WAVs: 3 × 32,044 bytes.
  await expect(page.locator('.tile').filter({ hasText: 'Storage Usage' })).toContainText('0.09 MB');
  await expect(page.locator('.recent-uploads .track-title')).toHaveText(['Three', 'Two', 'One']);
  await expect(page.locator('.recent-uploads li').first()).toContainText('0:02');
  await expect(page.locator('.name-counts').first().getByRole('listitem')).toHaveText([
    'House: 2',
    'Techno: 1',
  ]);
  await expect(page.locator('.name-counts').last().getByRole('listitem')).toHaveText(['Happy: 2', 'Dark: 1']);

  // A recent upload plays, and the others follow it in the player's queue.
  await page.getByRole('button', { name: 'Play Two' }).click();
  const bar = playerBar(page);
  await expect(bar).toHaveAttribute('data-state', 'playing');
  await expect(bar).toContainText('Two');
  await expect(bar).toContainText('2 of 3');
  await expect(page.getByRole('button', { name: 'Pause Two' })).toBeVisible();

  // Its title opens its page, and the music plays on.
  await page.locator('.recent-uploads').getByRole('link', { name: 'Two' }).click();
  await expect(page).toHaveURL(/\/app\/tracks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two' })).toBeVisible();
  await expect(bar).toHaveAttribute('data-state', 'playing');
});

test("shows 'Failed to fetch dashboard stats.' when the figures cannot be loaded", async ({
  page,
  request,
}) => {
  await signInAs(page, await createArtist(request));
  await failGraphqlOperation(page, 'Dashboard');
  await page.goto('/app/dashboard');
  await expect(page.getByText('Failed to fetch dashboard stats.')).toBeVisible();
});

test("dates each recent upload, and starts no locale formatting on the first screen (ICU's start-up is a long task on a phone)", async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await seedTrack(request, artist, { title: 'Dated', genre: 'House' });
  await signInAs(page, artist);
  await countLocaleFormatting(page);
  await page.goto('/app/dashboard');

  const today = await page.evaluate(() => {
    const now = new Date();
    return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`;
  });
  await expect(page.locator('.recent-uploads li').first().locator('time')).toHaveText(today);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(await localeFormattingCalls(page)).toEqual([]);
});

test("says where to start: today's plan from the manager and the next milestone, then the plan's tasks", async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await signInAs(page, artist);
  await page.goto('/app/dashboard');
  const today = page.getByRole('region', { name: 'Today with Elliot Vance' });
  // Today's plan at once (the dashboard stores it, as the AI Manager screen does), and the first
  // milestone to reach.
  const firstOnDashboard = today.getByRole('listitem').first();
  await expect(firstOnDashboard).toHaveText('Upload your first track');
  await expect(today).toContainText('Next milestone: A track in your library');

  // The same plan on the AI Manager screen.
  await today.getByRole('link', { name: 'Open today’s plan' }).click();
  const plan = page.getByRole('region', { name: "Today's Action Plan" });
  await expect(plan.getByRole('heading', { level: 3 }).first()).toHaveText('Upload your first track');
});

test("today's tasks are a summary on the dashboard: one line each, the whole title in its tooltip", async ({
  page,
  request,
}) => {
  const artist = await createArtist(request);
  await signInAs(page, artist);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/dashboard');
  const tasks = page.locator('.manager-today-tasks li');
  await expect(tasks.first()).toBeVisible();
  for (const task of await tasks.all()) {
    expect(await task.getAttribute('title')).toBe(await task.textContent());
    const lines = await task.evaluate(
      (element) =>
        element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
  }
});

test("the dashboard's HTML paints the frame and greeting before any script runs, and React's frame takes its place", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const artist = await createArtist(request);
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const htmlOnly = await bare.newPage();
  for (const address of ['/app', '/app/dashboard']) {
    await htmlOnly.goto(address);
    await expect(htmlOnly.locator('#app-shell h1')).toHaveText('Welcome back!');
    await expect(htmlOnly.locator('#app-shell h1')).toBeVisible();
    await expect(htmlOnly.locator('#app-shell .page-heading a')).toHaveText('Quick Upload');
    await expect(htmlOnly.locator('#app-shell .sidebar a.active')).toHaveText('My Dashboard');
  }
  const staticBox = await htmlOnly.locator('#app-shell h1').boundingBox();
  await bare.close();

  await signInAs(page, artist);
  const releaseFigures = await holdGraphqlOperation(page, 'Dashboard');
  await page.goto('/app/dashboard');
  // React's greeting stands where the static one was, until the figures (and the email) arrive.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('main').getByText('Loading...')).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(heading).toHaveText('Welcome back!');
  expect(await heading.boundingBox()).toEqual(staticBox);
  releaseFigures();
  await expect(heading).toHaveText(`Welcome back, ${artist.email}!`);
});
