import type { APIRequestContext, Page } from '@playwright/test';
import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { type Artist, createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { playerBar } from './support/player.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Mira');
  await signInAs(page, artist);
});

/** Runs a GraphQL operation as the artist, for setting up what the test is not about. */
async function graphqlAs(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${artist.accessToken}` },
    data: { query, variables },
  });
  return (await response.json()) as {
    // biome-ignore lint/suspicious/noExplicitAny: set-up answers are untyped JSON read by the test.
    data?: Record<string, any>;
    errors?: { extensions?: { code?: string } }[];
  };
}

async function seedProject(request: APIRequestContext, title: string): Promise<string> {
  const answer = await graphqlAs(
    request,
    'mutation ($title: String!) { createProject(input: { title: $title }) { id } }',
    {
      title,
    },
  );
  return answer.data?.createProject.id;
}

const projectSelector = (page: Page) => page.getByRole('combobox', { name: 'Project' });

test('asks to select a project when there is none, and picks the most recent one by default', async ({
  page,
  request,
}) => {
  await page.goto('/app/creative-studio');
  await expect(page.getByRole('heading', { name: 'Select a Project' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create one in My Projects' })).toHaveAttribute(
    'href',
    '/app/projects',
  );

  await seedProject(request, 'Older Song');
  await seedProject(request, 'Newer Song');
  await page.reload();
  await expect(projectSelector(page)).toHaveValue(/.+/);
  await expect(projectSelector(page).locator('option:checked')).toHaveText('Newer Song');
  await expect(page.getByRole('heading', { name: 'Lyric Editor' })).toBeVisible();

  await projectSelector(page).selectOption({ label: 'Select Project...' });
  await expect(page.getByRole('heading', { name: 'Select a Project' })).toBeVisible();
  await projectSelector(page).selectOption({ label: 'Older Song' });
  await expect(page.getByLabel('Song title')).toHaveValue('Older Song');
});

test('saves lyrics that survive a reload, and restores an overwritten version', async ({ page, request }) => {
  const id = await seedProject(request, 'Paper Moon');
  // Saved by hand here; auto-save has its own tests (unsaved-work.spec.ts).
  await graphqlAs(request, 'mutation { updateSettings(input: { autoSave: false }) { id } }');
  await page.goto(`/app/creative-studio?project=${id}`);
  const insight = page.getByRole('region', { name: 'Mentor Insight' });
  await expect(insight).toContainText('"Paper Moon" is 0% of the way to release.');
  await expect(insight).toContainText('Upload a first take');

  await page.getByLabel('Lyrics').fill('Paper moon over the river\nhold the light');
  await page.getByRole('button', { name: 'Save Lyrics' }).click();
  await expect(page.getByText('Saved (version 1)')).toBeVisible();
  await expect(insight).toContainText('is 20% of the way to release.');

  await page.reload();
  await expect(page.getByLabel('Lyrics')).toHaveValue('Paper moon over the river\nhold the light');
  await page.getByLabel('Lyrics').fill('A second draft');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Lyrics' }).click();
  await expect(page.getByText('Saved (version 2)')).toBeVisible();

  await page.getByText('Earlier versions (1)').click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByLabel('Lyrics')).toHaveValue('Paper moon over the river\nhold the light');
  await expect(page.getByText('Saved (version 3)')).toBeVisible();
});

test('writes a text note, records a voice note with the microphone and plays it back, and deletes notes', async ({
  page,
  request,
}) => {
  const id = await seedProject(request, 'Sketchbook');
  await page.goto(`/app/creative-studio?project=${id}`);
  const notes = page.getByRole('region', { name: 'Creative Notes' });
  await expect(notes.getByText('No notes yet for this project')).toBeVisible();

  const save = notes.getByRole('button', { name: 'Save Notes' });
  await expect(save).toBeDisabled();
  await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('   ');
  await expect(save).toBeDisabled();
  await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('Try the chorus a step higher');
  await save.click();
  const list = notes.getByRole('list', { name: 'Notes' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Try the chorus a step higher');
  await expect(notes.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');

  await notes.getByRole('button', { name: 'Voice Note' }).click();
  // The status and the Stop button count the same seconds: read together, so a busy machine's
  // clock reaching 2 s between two separate checks cannot fail the test.
  const stop = notes.getByRole('button', { name: /^Stop \(/ });
  await expect
    .poll(async () => [await notes.getByRole('status').textContent(), await stop.textContent()], {
      intervals: [100],
    })
    .toEqual(['Recording... (1s)', 'Stop (0:01)']);
  await expect(notes.getByRole('status')).toHaveText('Recording... (2s)');
  await notes.getByRole('button', { name: 'Stop (0:02)' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const voiceNote = list.getByRole('listitem').first();
  await expect(voiceNote.getByText('Voice', { exact: true })).toBeVisible();
  await expect(voiceNote).toContainText(/0:0[23]/);

  // The clip plays in the workspace player.
  await voiceNote.getByRole('button', { name: /^Play Voice note/ }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(player.getByTestId('player-elapsed')).toHaveText('0:01', { timeout: 10_000 });

  await voiceNote.getByRole('button', { name: /^Delete note/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Try the chorus a step higher');
});

test('a voice note recorded with text typed becomes one note with both', async ({ page, request }) => {
  const id = await seedProject(request, 'Bridge');
  await page.goto(`/app/creative-studio?project=${id}`);
  const notes = page.getByRole('region', { name: 'Creative Notes' });
  await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('hum for the bridge');
  await notes.getByRole('button', { name: 'Voice Note' }).click();
  await expect(notes.getByRole('status')).toHaveText('Recording... (1s)');
  await notes.getByRole('button', { name: /^Stop/ }).click();
  const note = notes.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('hum for the bridge');
  await expect(note.getByText('Voice', { exact: true })).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');
});

test('says clearly when the microphone is refused', async ({ page, request }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const id = await seedProject(request, 'Quiet');
  await page.goto(`/app/creative-studio?project=${id}`);
  await page.getByRole('button', { name: 'Voice Note' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Microphone access was refused. Allow the microphone for this site to record voice notes.',
  );
  // Above the player bar, whole: not drawn under it.
  const [alertBox, barBox] = [await alert.boundingBox(), await playerBar(page).boundingBox()];
  expect((alertBox?.y ?? 0) + (alertBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  await page.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('uploads a track into the project from the studio and shows its waveform', async ({ page, request }) => {
  const id = await seedProject(request, 'Tidal');
  await page.goto(`/app/creative-studio?project=${id}`);
  const tracks = page.getByRole('region', { name: 'Project Tracks' });
  await tracks.locator('input[type=file]').setInputFiles({
    name: 'Tidal rough mix.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 2 }),
  });
  await tracks.getByRole('button', { name: 'Play Tidal rough mix' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('Tidal rough mix');
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing');
  await expect(page.getByRole('region', { name: 'Mentor Insight' })).toContainText('Write the lyrics');
});

test('deleting a project from My Projects takes its notes with it', async ({ page, request }) => {
  const id = await seedProject(request, 'Short Lived');
  await graphqlAs(
    request,
    'mutation ($id: ID!) { createNote(input: { projectId: $id, content: "gone soon" }) { id } }',
    { id },
  );
  await page.goto(`/app/creative-studio?project=${id}`);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('gone soon');

  await page.goto('/app/projects');
  await page.getByRole('button', { name: 'Delete Short Lived' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Project' })
    .getByRole('button', { name: 'Delete Project' })
    .click();
  await expect(page.getByText('No projects yet')).toBeVisible();

  await page.goto(`/app/creative-studio?project=${id}`);
  await expect(page.getByRole('heading', { name: 'Select a Project' })).toBeVisible();
  const notes = await graphqlAs(request, 'query ($id: ID!) { project(id: $id) { notes { totalCount } } }', {
    id,
  });
  expect(notes.data?.project).toBeNull();
  expect(notes.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits without sideways scrolling and has no serious accessibility violations', async ({
    page,
    request,
  }) => {
    const id = await seedProject(request, 'A Long Studio Project Title For A Narrow Screen');
    await graphqlAs(
      request,
      'mutation ($id: ID!) { saveLyrics(input: { projectId: $id, content: "one" }) { id } }',
      {
        id,
      },
    );
    await graphqlAs(
      request,
      'mutation ($id: ID!) { saveLyrics(input: { projectId: $id, content: "two" }) { id } }',
      {
        id,
      },
    );
    await graphqlAs(
      request,
      'mutation ($id: ID!) { createNote(input: { projectId: $id, content: "a note" }) { id } }',
      {
        id,
      },
    );
    await page.goto(`/app/creative-studio?project=${id}`);
    await page.getByRole('region', { name: 'Project Tracks' }).locator('input[type=file]').setInputFiles({
      name: 'Narrow.wav',
      mimeType: 'audio/wav',
      buffer: makeWav(),
    });
    await expect(page.getByRole('button', { name: 'Play Narrow' })).toBeVisible();
    await page.getByText('Earlier versions (1)').click();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('a note');

    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
