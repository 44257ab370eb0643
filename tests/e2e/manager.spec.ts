import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, await createArtist(request, 'Rae'));
});

test('chooses a manager, completes a task, asks a question and switches manager', async ({ page }) => {
  await page.goto('/app/ai-manager');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: 'Choose an AI manager' })).toBeVisible();
  for (const name of ['Maya Reyes', 'Elliot Vance', 'Luna Okafor', 'Marcus Hale']) {
    await expect(page.getByRole('button', { name: `Choose ${name}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Choose Luna Okafor' }).click();

  const header = page.locator('.manager-header');
  await expect(header.getByRole('heading', { name: 'Luna Okafor' })).toBeVisible();
  await expect(header.locator('.satisfaction')).toHaveText('50%');
  await expect(header.locator('.satisfaction')).toHaveClass(/poor/);
  await expect(header).toContainText('Rookie');
  await expect(sidebar).toContainText('Level 1 · Rookie');
  await expect(sidebar).toContainText('5 tasks to level 2');

  const plan = page.getByRole('region', { name: "Today's Action Plan" });
  const open = plan
    .getByRole('list', { name: 'Open tasks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') });
  await expect(open.first()).toBeVisible();
  const count = await open.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(plan.getByRole('status')).toHaveText(`${count} tasks remaining`);
  const first = open.first();
  const impact = Number((await first.locator('.task-facts').textContent())?.match(/impact (\d+)\/10/)?.[1]);
  await first.getByRole('button', { name: /^Complete/ }).click();
  await expect(plan.getByRole('status')).toHaveText(
    `${count - 1} ${count - 1 === 1 ? 'task' : 'tasks'} remaining`,
  );
  await expect(plan.getByRole('list', { name: 'Completed tasks' }).getByRole('listitem')).toHaveCount(1);
  await expect(header.locator('.satisfaction')).toHaveText(`${50 + 2 * impact}%`);
  await expect(sidebar).toContainText('4 tasks to level 2');
  await expect(sidebar.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
    'value',
    '1',
  );

  const ask = page.getByRole('region', { name: 'Ask Luna Okafor' });
  const input = ask.getByLabel('Your question for Luna Okafor');
  await input.fill('   ');
  await input.press('Enter');
  await expect(ask.getByRole('list', { name: 'Conversation' })).toHaveCount(0);
  await input.fill('How do I write better lyrics?');
  await input.press('Enter');
  const conversation = ask.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  await expect(conversation.getByRole('listitem').first()).toContainText('How do I write better lyrics?');
  await expect(conversation.getByRole('listitem').last()).toContainText(
    'Let us keep this true to your sound',
  );
  await expect(input).toHaveValue('');

  await page.getByRole('button', { name: 'Switch Manager' }).click();
  await page.getByRole('button', { name: 'Choose Maya Reyes' }).click();
  await expect(header.getByRole('heading', { name: 'Maya Reyes' })).toBeVisible();
  await expect(header.locator('.satisfaction')).toHaveText('50%');
  await expect(plan.getByRole('list', { name: 'Completed tasks' })).toHaveCount(0);

  await page.reload();
  await expect(header.getByRole('heading', { name: 'Maya Reyes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Success Pathway' })).toContainText('Level 2 of 5');
  await expect(page.getByRole('region', { name: 'Growth Predictions' })).toContainText('58,430');
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the chooser and the manager fit without sideways scrolling and pass axe', async ({ page }) => {
    await page.goto('/app/ai-manager');
    await expect(page.getByRole('button', { name: 'Choose Marcus Hale' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose Marcus Hale' }).click();
    await expect(page.getByRole('region', { name: "Today's Action Plan" })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
