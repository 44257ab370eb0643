import type { APIRequestContext, Page } from '@playwright/test';
import { type Artist, createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { failGraphqlOperation } from './support/network.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';

const MARKETING = 'Music Marketing Fundamentals';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  await signInAs(page, artist);
});

function courseCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

function progressText(page: Page) {
  return page.locator('.course-progress-text');
}

async function startCourse(page: Page, title: string): Promise<void> {
  await page.goto('/app/academy');
  await courseCard(page, title)
    .getByRole('button', { name: `Start Learning ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function completeShownLesson(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(
    page.getByRole('button', { name: /^Completed \(select to mark as not complete\)$/ }),
  ).toBeVisible();
}

/** Completes a lesson for another artist straight over GraphQL. */
async function completeLessonAs(request: APIRequestContext, other: Artist, lessonId: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${other.accessToken}` },
    data: {
      query:
        'mutation ($c: ID!, $l: ID!) { completeLesson(input: { courseId: $c, lessonId: $l }) { progressPercent } }',
      variables: { c: 'music-marketing-fundamentals', l: lessonId },
    },
  });
  expect(response.ok()).toBe(true);
  expect((await response.json()).data.completeLesson.progressPercent).toBeGreaterThan(0);
}

test('a lesson ends with its key points and a task to try, linked to the screen it is done on', async ({
  page,
}) => {
  await startCourse(page, MARKETING);
  const points = page.getByRole('region', { name: 'Key points' }).getByRole('listitem');
  await expect(points.first()).toBeVisible();
  expect(await points.count()).toBeGreaterThanOrEqual(3);
  const practice = page.getByRole('region', { name: 'Try it now' });
  await expect(practice).toContainText('core-listener portrait');
  expect(await seriousViolations(page)).toEqual([]);
  await practice.getByRole('link', { name: 'Open AI Manager' }).click();
  await expect(page).toHaveURL(/\/app\/ai-manager$/);
});

test('lists three courses; Start Learning opens one; completed lessons count and survive a reload', async ({
  page,
}) => {
  await page.goto('/app/academy');
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  const card = courseCard(page, MARKETING);
  await expect(card).toContainText('Beginner');
  await expect(card).toContainText('4 hours');
  await expect(card).toContainText('6 lessons');
  await expect(courseCard(page, 'Mixing and Mastering Essentials')).toContainText('6 hours');
  await expect(courseCard(page, 'Building a Music Business')).toContainText('8 hours');
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  // A row of cards with descriptions of different lengths lines its buttons up.
  const buttonTops = await page
    .getByRole('button', { name: /^Start Learning/ })
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(buttonTops).toHaveLength(3);
  expect(new Set(buttonTops).size).toBe(1);

  await startCourse(page, MARKETING);
  await expect(page).toHaveURL(/\/app\/academy\/music-marketing-fundamentals$/);
  await expect(progressText(page)).toHaveText('0 of 6 lessons done · 0% of the course time');

  await completeShownLesson(page, 'Find Your First 1,000 Listeners');
  await expect(progressText(page)).toHaveText('1 of 6 lessons done · 15% of the course time');
  await page.getByRole('link', { name: /^Next lesson/ }).click();
  await completeShownLesson(page, 'Your Artist Story and Visual Identity');
  // 35 + 35 of 240 minutes.
  await expect(progressText(page)).toHaveText('2 of 6 lessons done · 29% of the course time');
  await expect(page.getByRole('progressbar', { name: `Progress in ${MARKETING}` })).toHaveAttribute(
    'aria-valuenow',
    '29',
  );

  await page.reload();
  await expect(progressText(page)).toHaveText('2 of 6 lessons done · 29% of the course time');
  const lessons = page.getByRole('navigation', { name: 'Lessons' }).getByRole('link');
  await expect(lessons).toHaveCount(6);
  await expect(lessons.filter({ hasText: '(completed)' })).toHaveCount(2);

  // Taking a mark back lowers the progress again, without a reload.
  await lessons.first().click();
  await page.getByRole('button', { name: /^Completed \(select to mark as not complete\)$/ }).click();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
  await expect(progressText(page)).toHaveText('1 of 6 lessons done · 15% of the course time');

  await page.getByRole('main').getByRole('link', { name: 'Academy', exact: true }).click();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');
  await expect(card).toContainText('15% of the course time');
  await expect(card.getByRole('link', { name: `Continue ${MARKETING}` })).toBeVisible();
  await expect(courseCard(page, 'Mixing and Mastering Essentials').getByRole('button')).toHaveText(
    /^Start Learning/,
  );
});

test("another artist's progress never shows", async ({ page, request }) => {
  const other = await createArtist(request, 'Vela');
  await completeLessonAs(request, other, 'find-your-first-listeners');
  await completeLessonAs(request, other, 'plan-a-release');

  await page.goto('/app/academy');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Start Learning/ })).toHaveCount(3);
  // In the courses, that is: the sidebar's level bar is there from registration (the strategist is chosen).
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);

  await page.goto('/app/academy/music-marketing-fundamentals');
  await expect(progressText(page)).toHaveText('0 of 6 lessons done · 0% of the course time');
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
});

test('says when the courses cannot be fetched, or a course does not exist', async ({ page }) => {
  await failGraphqlOperation(page, 'AcademyCourses');
  await page.goto('/app/academy');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch courses.');

  await page.unrouteAll();
  await page.goto('/app/academy/no-such-course');
  await expect(page.getByRole('alert')).toHaveText('Course not found.');
  await expect(page.getByRole('link', { name: 'Back to the Academy' })).toBeVisible();
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits without sideways scrolling and has no serious accessibility violations', async ({ page }) => {
    await startCourse(page, 'Mixing and Mastering Essentials');
    await completeShownLesson(page, 'Gain Staging and a Clean Session');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Academy', exact: true }).click();
    await expect(courseCard(page, 'Mixing and Mastering Essentials')).toContainText('11% of the course time');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
