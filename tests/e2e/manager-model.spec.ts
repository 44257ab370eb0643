import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { HOLD_MARK, releaseHeldAnswers } from './support/stand-in-model.js';

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
