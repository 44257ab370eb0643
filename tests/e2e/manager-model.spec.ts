import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { DATE_MARK, HOLD_MARK, releaseHeldAnswers } from './support/stand-in-model.js';

// This app's manager talks to the run's stand-in model, which streams its answers word by word.
test.use({ backlineApp: 'withModel' });

test('the answer appears as the model writes it, from the artist’s own projects, and is kept', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request, 'Rae');
  await graphqlAs(request, artist, 'mutation { createProject(input: { title: "Neon Nights EP" }) { id } }');
  await signInAs(page, artist);
  await page.goto('/app/ai-manager');

  const ask = page.getByRole('region', { name: 'Ask Elliot Vance' });
  const input = ask.getByLabel('Your question for Elliot Vance');
  await input.fill(`When should I release? ${HOLD_MARK}`);
  await input.press('Enter');

  // The stand-in holds the rest of its answer: what shows now was streamed, not sent whole.
  const lines = ask.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(`When should I release? ${HOLD_MARK}`);
  await expect(lines.last()).toHaveText('Elliot Vance: Finish "Neon Nights EP"');
  await expect(ask.getByRole('button', { name: 'Asking…' })).toBeDisabled();
  await expect(input).toHaveValue('');

  await releaseHeldAnswers();
  const whole = 'Elliot Vance: Finish "Neon Nights EP" before anything else, then release it on a Friday.';
  await expect(lines.last()).toHaveText(whole);
  await expect(ask.getByRole('button', { name: 'Ask', exact: true })).toBeEnabled();

  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(lines.last()).toHaveText(whole);
});

test('a release date the manager proposes is set on the project only when the artist accepts it', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request, 'Rae');
  const created = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation { createProject(input: { title: "Glass City" }) { id } }',
  );
  await signInAs(page, artist);
  await page.goto('/app/ai-manager');

  const ask = page.getByRole('region', { name: 'Ask Elliot Vance' });
  await ask
    .getByLabel('Your question for Elliot Vance')
    .fill(`When should Glass City come out? ${DATE_MARK}`);
  await ask.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = ask.getByRole('list', { name: 'Conversation' }).getByRole('listitem').last();
  await expect(answer).toContainText('Proposed release date: Release "Glass City" on 2099-03-06');
  await expect(answer).toContainText('(A Friday, after mastering.)');

  await page.goto(`/app/projects/${created.createProject.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Glass City' })).toBeVisible();
  await expect(page.getByText('Release Mar 6, 2099')).toHaveCount(0);

  await page.goto('/app/ai-manager');
  await answer.getByRole('button', { name: 'Set the release date' }).click();
  await expect(answer).toContainText('Release date set.');
  await answer.getByRole('link', { name: 'Open the project' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${created.createProject.id}$`));
  await expect(page.locator('.project-page-heading')).toContainText('Release Mar 6, 2099');
});
