import { type Artist, createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { holdGraphqlOperation } from './support/network.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Rae');
  await signInAs(page, artist);
});

test("a new artist has the strategist at 85% 'Pro'; keeping him changes nothing; completes, asks and switches", async ({
  page,
}) => {
  await page.goto('/app/ai-manager');
  const sidebar = page.getByRole('complementary');
  const header = page.locator('.manager-header');
  // The description's initial state: the strategist, already chosen, at 85% and level 3.
  await expect(header.getByRole('heading', { name: 'Elliot Vance' })).toBeVisible();
  await expect(header.locator('.satisfaction')).toHaveText('85%');
  await expect(header.locator('.satisfaction')).toHaveClass(/good/);
  await expect(header).toContainText('Pro');
  await expect(header.getByRole('button', { name: 'Switch Manager' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
  await expect(header).toContainText('5 completed tasks to the next level');
  // The sidebar shows the career level, from real milestones: a new artist has reached none.
  await expect(sidebar).toContainText('Career level 0 of 6');
  await expect(sidebar.getByRole('link', { name: 'Next: A track in your library' })).toBeVisible();
  const milestones = page.getByRole('region', { name: 'Career Milestones' });
  await expect(milestones).toContainText('Next: Upload a track.');

  const plan = page.getByRole('region', { name: "Today's Action Plan" });
  const open = plan
    .getByRole('list', { name: 'Open tasks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') });
  await expect(open.first()).toBeVisible();
  // A task's title is written like the text around it, not greyed out as if it were disabled.
  const colorOf = (element: Element) => getComputedStyle(element).color;
  expect(await open.first().getByRole('heading', { level: 3 }).evaluate(colorOf)).toBe(
    await open.first().locator('p').first().evaluate(colorOf),
  );
  const count = await open.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(plan.getByRole('status')).toHaveText(`${count} tasks remaining`);
  const first = open.first();
  // Why the manager set the task, and how to tell it is done, are one click away, not a page of text.
  const why = first.getByText('Done when:');
  await expect(why).toBeHidden();
  await first.getByText('Why this task').click();
  await expect(why).toBeVisible();
  await expect(first.getByRole('list', { name: 'Success metrics' })).toBeVisible();
  const impact = Number((await first.locator('.task-facts').textContent())?.match(/impact (\d+)\/10/)?.[1]);
  await first.getByRole('button', { name: /^Complete/ }).click();
  await expect(plan.getByRole('status')).toHaveText(
    `${count - 1} ${count - 1 === 1 ? 'task' : 'tasks'} remaining`,
  );
  const raised = `${Math.min(100, 85 + 2 * impact)}%`;
  await expect(header.locator('.satisfaction')).toHaveText(raised);
  await expect(header).toContainText('4 completed tasks to the next');
  await expect(sidebar).toContainText('Career level 0 of 6');

  // Choosing the manager the artist already has changes nothing.
  await page.getByRole('button', { name: 'Switch Manager' }).click();
  const current = page.locator('.persona-card.current');
  await expect(current).toContainText('Your current manager');
  await expect(current.getByRole('heading', { name: 'Elliot Vance' })).toBeVisible();
  await current.getByRole('button', { name: 'Keep Elliot Vance' }).click();
  await expect(page.getByText('Elliot Vance stays your manager.')).toBeVisible();
  await expect(header.getByRole('heading', { name: 'Elliot Vance' })).toBeVisible();
  await expect(header.locator('.satisfaction')).toHaveText(raised);
  await expect(header).toContainText('Pro');
  await expect(plan.getByRole('list', { name: 'Completed tasks' }).getByRole('listitem')).toHaveCount(1);
  await expect(header).toContainText('4 completed tasks to the next');

  const ask = page.getByRole('region', { name: 'Ask Elliot Vance' });
  const input = ask.getByLabel('Your question for Elliot Vance');
  await input.fill('   ');
  await input.press('Enter');
  await expect(ask.getByRole('list', { name: 'Conversation' })).toHaveCount(0);
  await input.fill('How do I plan my next release?');
  await input.press('Enter');
  const conversation = ask.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  await expect(conversation.getByRole('listitem').first()).toContainText('How do I plan my next release?');
  // The strategist's voice, answering about the release asked of him.
  await expect(conversation.getByRole('listitem').last()).toContainText(
    /(Looking at where you are, here is the plan|Step by step|Here is how I would sequence it):/,
  );
  await expect(input).toHaveValue('');
  // On a phone, asking comes before the plan's cards, not thousands of pixels below them.
  await page.setViewportSize({ width: 390, height: 844 });
  const [askBox, planBox] = [await ask.boundingBox(), await plan.boundingBox()];
  expect(askBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(planBox?.y ?? 0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Switching to another manager starts over at 50% and level 1.
  await page.getByRole('button', { name: 'Switch Manager' }).click();
  await page.getByRole('button', { name: 'Choose Maya Reyes' }).click();
  await expect(header.getByRole('heading', { name: 'Maya Reyes' })).toBeVisible();
  await expect(header.locator('.satisfaction')).toHaveText('50%');
  await expect(header.locator('.satisfaction')).toHaveClass(/poor/);
  await expect(header).toContainText('Rookie');
  await expect(header).toContainText('5 completed tasks to the next');
  await expect(plan.getByRole('list', { name: 'Completed tasks' })).toHaveCount(0);

  await page.reload();
  await expect(header.getByRole('heading', { name: 'Maya Reyes' })).toBeVisible();
});

test('the outlook shows no sample figures, says what to enter, and shows the figures entered in the profile', async ({
  page,
}) => {
  await page.goto('/app/ai-manager');
  const pathway = page.getByRole('region', { name: 'Success Pathway' });
  const growth = page.getByRole('region', { name: 'Growth Predictions' });
  await expect(pathway).toContainText(
    'Add your monthly listeners in your profile to see your success pathway.',
  );
  await expect(growth).toContainText(
    'Add your total streams, followers, and total revenue in your profile to see your growth.',
  );
  for (const sample of ['58,430', '396', '1,247', 'Level 2 of 5']) {
    await expect(page.getByRole('main')).not.toContainText(sample);
  }
  await expect(growth.getByRole('table')).toHaveCount(0);

  // The link opens the profile editor, which has a field for every figure the outlook reads.
  await pathway.getByRole('link', { name: 'Edit your profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile/);
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const figures = dialog.getByRole('group', { name: 'Your figures' });
  await figures.getByLabel('Monthly listeners').fill('12000');
  await figures.getByLabel('Total streams').fill('100000');
  await figures.getByLabel('Followers').fill('800');
  await expect(figures.getByLabel('Total revenue (USD)')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('region', { name: 'Stats' })).toContainText('12,000');

  await page.getByRole('link', { name: 'AI Manager', exact: true }).first().click();
  await expect(pathway).toContainText('Listener stage 3 of 5');
  await expect(pathway).toContainText('Reach 50K monthly listeners and headline your own show');
  const rows = growth.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Streams' })).toContainText('100,000');
  await expect(rows.filter({ hasText: 'Followers' })).toContainText('800');
  await expect(rows.filter({ hasText: 'Revenue' })).toHaveCount(0);
  await expect(growth).toContainText('Add your total revenue in your profile to see your growth.');

  await page.reload();
  await expect(pathway).toContainText('Listener stage 3 of 5');
});

test('the chat shows the newest 50 lines and "Show earlier" brings back the rest', async ({
  page,
  request,
}) => {
  // 26 questions and their answers: 52 lines, two more than the first page.
  for (let index = 1; index <= 26; index += 1) {
    await graphqlAs(
      request,
      artist,
      'mutation ($q: String!) { askManager(input: { question: $q }) { id } }',
      {
        q: `Question ${index}?`,
      },
    );
  }
  await page.goto('/app/ai-manager');
  const ask = page.getByRole('region', { name: 'Ask Elliot Vance' });
  const lines = ask.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(lines).toHaveCount(50);
  await expect(lines.first()).toContainText('Question 2?');
  // Beside today's plan in the first screen of a laptop, scrolled in its own box to the newest line.
  await expect(ask.getByRole('heading', { name: 'Ask Elliot Vance' })).toBeInViewport();
  await ask.getByLabel('Your question for Elliot Vance').scrollIntoViewIfNeeded();
  await expect(lines.last()).toBeInViewport();

  await ask.getByRole('button', { name: 'Show earlier' }).click();
  await expect(lines).toHaveCount(52);
  await expect(lines.first()).toContainText('Question 1?');
  await expect(ask.getByRole('button', { name: 'Show earlier' })).toHaveCount(0);
});

test("today's plan says it is on its way rather than '0 tasks remaining'", async ({ page }) => {
  // The plan first arrives as PlanToday's answer (written to the cache as TodaysPlan), so hold that.
  const release = await holdGraphqlOperation(page, 'PlanToday');
  await page.goto('/app/ai-manager');
  const status = page.getByRole('region', { name: "Today's Action Plan" }).getByRole('status');
  await expect(status).toHaveText("Reading today's plan…");
  release();
  await expect(status).toHaveText(/^[1-9]\d* tasks remaining$/);
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the manager and the chooser fit without sideways scrolling and pass axe', async ({ page }) => {
    await page.goto('/app/ai-manager');
    await expect(page.getByRole('region', { name: "Today's Action Plan" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Growth Predictions' })).toContainText('Add your');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // The Ask button keeps its label on one line, as tall as the question field beside it.
    const askBox = await page.getByRole('button', { name: 'Ask', exact: true }).boundingBox();
    const questionBox = await page.getByLabel(/^Your question for/).boundingBox();
    expect(askBox?.height).toBeLessThanOrEqual((questionBox?.height ?? 0) + 1);
    // The manager's figures keep their labels whole: 'Satisfaction' on one line, not 'Satisfactio / n'.
    const labelLines = await page.locator('.manager-figures dt').evaluateAll((terms) =>
      terms.map((term) => {
        const range = document.createRange();
        range.selectNodeContents(term);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(labelLines).toEqual([1, 1]);
    await page.getByRole('button', { name: 'Switch Manager' }).click();
    await expect(page.getByRole('button', { name: 'Keep Elliot Vance' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose Marcus Hale' }).click();
    await expect(page.locator('.manager-header').getByRole('heading', { name: 'Marcus Hale' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
