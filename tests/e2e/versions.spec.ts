import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { playerBar } from './support/player.js';
import { sharedSong } from './support/shared-projects.js';

test("a mix engineer uploads v2 in mixing; switching versions keeps the song's place", async ({
  page,
  request,
}) => {
  const { id, owner, mixer, projectId } = await sharedSong(request, 6);

  await signInAs(page, mixer);
  await page.goto(`/app/projects/${projectId}`);
  const versions = page.getByRole('region', { name: `Versions of Demo ${id}` });
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  // In draft, a mix engineer has nothing to upload yet.
  await expect(page.getByRole('form', { name: `Upload new version of Demo ${id}` })).toHaveCount(0);

  await graphqlAs(
    request,
    owner,
    'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
    {
      input: { projectId, status: 'MIXING' },
    },
  );
  await page.reload();
  // One button a song; the form opens from it, its file field first.
  await page.getByRole('button', { name: `Upload new version of Demo ${id}` }).click();
  const form = page.getByRole('form', { name: `Upload new version of Demo ${id}` });
  await expect(form.getByLabel('Audio file (MP3 or WAV)')).toBeFocused();
  await form.getByLabel('Audio file (MP3 or WAV)').setInputFiles({
    name: 'mix.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 6 }),
  });
  await form.getByLabel('What changed (optional)').fill('Louder vocals');
  await form.getByRole('button', { name: 'Upload new version' }).click();
  await expect(page.getByText(`Uploaded v2 of Demo ${id}.`)).toBeVisible();
  const newest = versions.getByRole('listitem').first();
  await expect(newest).toContainText('v2');
  await expect(newest).toContainText('Current');
  await expect(newest).toContainText(`Kai ${id}`);
  await expect(newest).toContainText('Louder vocals');
  // Uploaded, the form folds back into its button.
  await expect(form).toHaveCount(0);

  // A/B: v1 plays for a while, then v2 goes on from there.
  await versions.getByRole('button', { name: `Play Demo ${id} v1` }).click();
  const elapsed = playerBar(page).getByTestId('player-elapsed');
  await expect(elapsed).toHaveText(/0:0[2-5]/, { timeout: 10_000 });
  await versions.getByRole('button', { name: `Play Demo ${id} v2` }).click();
  await expect(playerBar(page)).toContainText(`Demo ${id} v2`);
  await expect(versions.getByRole('button', { name: `Pause Demo ${id} v2` })).toBeVisible();
  // Read once, at once: started from 0 it would still show 0:00 here.
  expect(await elapsed.textContent()).toMatch(/0:0[2-6]/);

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);
});

test('a comment at a moment of the waveform reaches the mix engineer, who plays from it and resolves it', async ({
  browser,
  baseURL,
  request,
}) => {
  const { id, owner, mixer, projectId } = await sharedSong(request, 20);

  // The owner clicks the waveform at about 0:12 and comments there, mentioning the mix engineer.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  await ownerPage.goto(`/app/projects/${projectId}`);
  const waveform = ownerPage.locator('.comment-waveform[data-ready="true"]');
  const box = await waveform.boundingBox();
  if (!box) throw new Error('no waveform');
  await waveform.click({ position: { x: box.width * 0.61, y: box.height / 2 } });
  const comments = ownerPage.getByRole('region', { name: new RegExp(`Comments on Demo ${id} v1`) });
  await expect(comments.getByLabel(/^Comment at 0:12/)).toBeVisible();
  await comments.getByLabel(/^Comment at 0:12/).fill(`Vocals too quiet here, @Kai ${id}`);
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comments.getByRole('list', { name: `Comments on Demo ${id} v1` })).toContainText(
    'Vocals too quiet',
  );
  await ownerContext.close();

  const mixerContext = await browser.newContext({ baseURL });
  const page = await mixerContext.newPage();
  await signInAs(page, mixer);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText(`Nova ${id} mentioned you on Demo ${id} v1 at 0:12`)).toBeVisible();
  await page.goto(`/app/projects/${projectId}`);
  const threads = page.getByRole('list', { name: `Comments on Demo ${id} v1` });
  await expect(threads).toContainText(`Nova ${id}`);
  // Drawn on the waveform too: a marker (inside wavesurfer's shadow root).
  await expect(page.locator('[part~="marker"]')).toHaveCount(1);

  // From the comment's time, the player starts there.
  await threads.getByRole('button', { name: 'Play from 0:12' }).click();
  await expect(playerBar(page)).toContainText(`Demo ${id} v1`);
  expect(await playerBar(page).getByTestId('player-elapsed').textContent()).toMatch(/0:1[2-4]/);

  // The keyboard reaches the next open comment, and the engineer resolves it.
  await page.getByRole('button', { name: 'Next open comment' }).press('Enter');
  await expect(threads.getByRole('listitem').first()).toBeFocused();
  await threads.getByRole('button', { name: 'Resolve the comment at 0:12' }).click();
  await expect(threads).toContainText('Resolved');
  await expect(page.getByRole('button', { name: '0 open comments on v1' })).toBeVisible();
  // The feed lists it all, newest first.
  const activity = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(activity.nth(0)).toContainText(`Kai ${id} resolved a comment on Demo ${id} v1 at 0:12`);
  await expect(activity.nth(1)).toContainText(`Nova ${id} commented on Demo ${id} v1 at 0:12`);
  await expect(activity.nth(2)).toContainText(`Kai ${id} joined as a mix engineer`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);

  // A comment being written is not lost by leaving: the workspace asks first.
  const commentBox = page.getByRole('textbox', { name: /^Comment at/ });
  await commentBox.fill('Unsent thought');
  await page.getByRole('main').getByRole('link', { name: 'My Projects', exact: true }).click();
  const leaving = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leaving).toContainText('Not saved yet: Comment.');
  await leaving.getByRole('button', { name: 'Stay' }).click();
  await expect(commentBox).toHaveValue('Unsent thought');
  await mixerContext.close();
});

test("the owner's comment appears on the mix engineer's open page without a reload", async ({
  page,
  request,
}) => {
  const { id, owner, mixer, projectId } = await sharedSong(request, 20);
  const { project } = await graphqlAs<{ project: { tracks: { nodes: { versions: { id: string }[] }[] } } }>(
    request,
    owner,
    'query($id: ID!) { project(id: $id) { tracks { nodes { versions { id } } } } }',
    { id: projectId },
  );

  await signInAs(page, mixer);
  // The page asks the server for the project's activity over its socket.
  const subscribing = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"subscribe"')) resolve();
      }),
    );
  });
  await page.goto(`/app/projects/${projectId}`);
  const threads = page.getByRole('region', { name: new RegExp(`Comments on Demo ${id} v1`) });
  await expect(threads).toContainText('No comments on this version yet.');
  await subscribing;

  // The server takes the subscription a moment after the frame: should a comment beat it, the next
  // one (a new comment, not a retry of the same) shows it is live.
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    await graphqlAs(
      request,
      owner,
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      {
        input: {
          versionId: project.tracks.nodes[0]?.versions[0]?.id,
          atSeconds: 12,
          body: `Live ${id} #${attempt}`,
        },
      },
    );
    await expect(threads.getByRole('list')).toContainText(`Live ${id} #${attempt}`, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
    `Nova ${id} commented on Demo ${id} v1 at 0:12`,
  );
});

test('versions are compared at matched loudness: the louder plays turned down, and says so', async ({
  page,
  request,
}) => {
  const { id, owner, projectId } = await sharedSong(request, 6);
  await signInAs(page, owner);
  await page.goto(`/app/projects/${projectId}`);
  const versions = page.getByRole('region', { name: `Versions of Demo ${id}` });
  await page.getByRole('button', { name: `Upload new version of Demo ${id}` }).click();
  const form = page.getByRole('form', { name: `Upload new version of Demo ${id}` });
  // Twice the amplitude of v1: 6 dB louder, its true peak at full scale.
  await form.getByLabel('Audio file (MP3 or WAV)').setInputFiles({
    name: 'master.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 6, amplitude: 1 }),
  });
  await form.getByRole('button', { name: 'Upload new version' }).click();
  const master = versions.getByRole('listitem').first();
  // Measured on the server after the upload; the list asks again until it is.
  await expect(master).toContainText('played 6.0 dB quieter to match', { timeout: 20_000 });
  await expect(master).toContainText('may clip');
  await expect(versions.getByRole('listitem').last()).toContainText(/[-+]\d+\.\d LUFS · true peak/);
  expect(await seriousViolations(page)).toEqual([]);
  await versions.getByLabel('Play at matched loudness').uncheck();
  await expect(master).not.toContainText('quieter to match');
});

test("the project page shows one song's comments at a time, the one the artist chose", async ({
  page,
  request,
}) => {
  const { id, owner, projectId } = await sharedSong(request, 4);
  const secondId = await seedTrack(request, owner, { title: `Second ${id}`, seconds: 4 });
  await graphqlAs(
    request,
    owner,
    'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
    { input: { projectId, trackId: secondId } },
  );
  await signInAs(page, owner);
  await page.goto(`/app/projects/${projectId}`);
  const commentBlocks = page.getByRole('region', { name: /^Comments on / });
  await expect(page.getByRole('region', { name: /^Versions of / })).toHaveCount(2);
  await expect(commentBlocks).toHaveCount(1);

  for (const title of [`Second ${id}`, `Demo ${id}`]) {
    await page
      .getByRole('region', { name: `Versions of ${title}` })
      .getByRole('button', { name: '0 open comments on v1' })
      .click();
    await expect(page.getByRole('region', { name: `Comments on ${title} v1 (0 open)` })).toBeVisible();
    await expect(commentBlocks).toHaveCount(1);
  }
});
