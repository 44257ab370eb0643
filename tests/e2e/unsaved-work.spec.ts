import type { APIRequestContext, Page } from '@playwright/test';
import { type Artist, createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { failGraphqlOperation } from './support/network.js';
import { seriousViolations } from './support/page-checks.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Wren');
  await signInAs(page, artist);
});

async function seedProject(request: APIRequestContext, title: string): Promise<string> {
  const answer = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation ($title: String!) { createProject(input: { title: $title }) { id } }',
    { title },
  );
  return answer.createProject.id;
}

async function storedLyrics(request: APIRequestContext, id: string) {
  const answer = await graphqlAs<{
    project: { lyrics: { version: number; content: string } | null; lyricsRevisions: unknown[] };
  }>(
    request,
    artist,
    'query ($id: ID!) { project(id: $id) { lyrics { version content } lyricsRevisions { id } } }',
    {
      id,
    },
  );
  return answer.project;
}

/** The project's notes on the server, newest first. */
async function storedNotes(request: APIRequestContext, id: string): Promise<string[]> {
  const answer = await graphqlAs<{ project: { notes: { nodes: { content: string }[] } } }>(
    request,
    artist,
    'query ($id: ID!) { project(id: $id) { notes { nodes { content } } } }',
    { id },
  );
  return answer.project.notes.nodes.map((note) => note.content);
}

/** Turns Auto-save off in Settings, as the artist would. */
async function turnAutoSaveOff(page: Page) {
  await page.goto('/app/settings');
  const toggle = page.getByRole('checkbox', { name: 'Auto-save' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(page.getByText('Auto-save off.')).toBeVisible();
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name, exact: true });
const lyricsBox = (page: Page) => page.getByRole('textbox', { name: 'Lyrics' });
const noteBox = (page: Page) =>
  page.getByRole('region', { name: 'Creative Notes' }).getByRole('textbox', { name: 'Note', exact: true });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test.describe('with Auto-save on, the default', () => {
  test('lyrics save themselves, say Saved, and survive leaving the screen and a reload', async ({
    page,
    request,
  }) => {
    const id = await seedProject(request, 'Lanterns');
    await page.goto('/app/settings');
    await expect(page.getByRole('checkbox', { name: 'Auto-save' })).toBeChecked();

    await page.goto(`/app/creative-studio?project=${id}`);
    await lyricsBox(page).pressSequentially('Verse one: lanterns on the water');
    await expect(page.getByText('Saved (version 1, auto-saved draft)')).toBeVisible();
    expect(await storedLyrics(request, id)).toMatchObject({
      lyrics: { version: 1, content: 'Verse one: lanterns on the water' },
      lyricsRevisions: [],
    });

    // Typed and left at once, before the pause: it is saved on the way out, without a question.
    await lyricsBox(page).press('Enter');
    await lyricsBox(page).pressSequentially('Verse two');
    await sidebarLink(page, 'Tracks').click();
    await expect(page).toHaveURL(/\/app\/tracks$/);
    await expect(leaveDialog(page)).toBeHidden();
    await page.goBack();
    await expect(lyricsBox(page)).toHaveValue('Verse one: lanterns on the water\nVerse two');
    await page.reload();
    await expect(lyricsBox(page)).toHaveValue('Verse one: lanterns on the water\nVerse two');
    // One sitting of auto-saves is one version, not one per pause.
    expect(await storedLyrics(request, id)).toMatchObject({ lyrics: { version: 1 }, lyricsRevisions: [] });
  });

  test('a failed auto-save says so, keeps the text, and Retry saves it', async ({ page, request }) => {
    const id = await seedProject(request, 'Static');
    await page.goto(`/app/creative-studio?project=${id}`);
    await failGraphqlOperation(page, 'SaveLyrics');
    await lyricsBox(page).fill('Through the static');
    await expect(page.getByRole('alert')).toContainText('Not saved:');
    await expect(lyricsBox(page)).toHaveValue('Through the static');
    // Leaving now asks, as the save failed.
    await sidebarLink(page, 'Tracks').click();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Saved (version 1, auto-saved draft)')).toBeVisible();
    expect((await storedLyrics(request, id)).lyrics).toMatchObject({ content: 'Through the static' });
  });

  test('a note being written saves itself to the server, says Saved, and is there from another page', async ({
    page,
    request,
  }) => {
    const id = await seedProject(request, 'Notebook');
    await page.goto(`/app/creative-studio?project=${id}`);
    const notes = page.getByRole('region', { name: 'Creative Notes' });
    await noteBox(page).pressSequentially('Capo on the third fret');
    await expect(notes.getByRole('status')).toHaveText('Saved');
    expect(await storedNotes(request, id)).toEqual(['Capo on the third fret']);
    expect(await seriousViolations(page)).toEqual([]);

    // More typing updates the same note; leaving before the pause saves it on the way out, unasked.
    await noteBox(page).pressSequentially(', then down');
    await sidebarLink(page, 'Tracks').click();
    await expect(page).toHaveURL(/\/app\/tracks$/);
    await expect(leaveDialog(page)).toBeHidden();
    await expect.poll(() => storedNotes(request, id)).toEqual(['Capo on the third fret, then down']);
    await page.goBack();
    await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(
      'Capo on the third fret, then down',
    );

    // Save Notes finishes a note: the box is empty for the next, which is a note of its own.
    await noteBox(page).fill('Bridge in D minor');
    await expect(notes.getByRole('status')).toHaveText('Saved');
    await notes.getByRole('button', { name: 'Save Notes' }).click();
    await expect(noteBox(page)).toHaveValue('');
    await page.reload();
    await expect(notes.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveCount(2);
    expect(await storedNotes(request, id)).toEqual([
      'Bridge in D minor',
      'Capo on the third fret, then down',
    ]);
  });
});

test.describe('with Auto-save off', () => {
  test.beforeEach(async ({ page }) => {
    await turnAutoSaveOff(page);
  });

  test('leaving typed lyrics asks first: Stay keeps them, Leave without saving drops them', async ({
    page,
    request,
  }) => {
    const id = await seedProject(request, 'Undertow');
    await page.goto(`/app/creative-studio?project=${id}`);
    await lyricsBox(page).fill('A verse I have not saved');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await sidebarLink(page, 'Tracks').click();
    const dialog = leaveDialog(page);
    await expect(dialog).toContainText('Not saved yet: Lyrics. If you leave now, it is lost.');
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/creative-studio/);
    await expect(lyricsBox(page)).toHaveValue('A verse I have not saved');

    // Escape is Stay too.
    await sidebarLink(page, 'Tracks').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(lyricsBox(page)).toHaveValue('A verse I have not saved');

    await sidebarLink(page, 'Tracks').click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/app\/tracks$/);
    await page.goBack();
    await expect(lyricsBox(page)).toHaveValue('');
    expect((await storedLyrics(request, id)).lyrics).toBeNull();
  });

  test('Save Lyrics stays where it is while the status goes from Unsaved changes to Saved', async ({
    page,
    request,
  }) => {
    const id = await seedProject(request, 'Steady Hand');
    const saveButton = page.getByRole('button', { name: 'Save Lyrics' });
    for (const [version, width] of [
      [1, 1280],
      [2, 390],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/app/creative-studio?project=${id}`);
      await lyricsBox(page).fill(`Take ${version} at ${width} px`);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      // Mid-screen first (clear of the player bar), so the click itself does not scroll the page.
      await saveButton.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      const before = await saveButton.boundingBox();
      await saveButton.click();
      await expect(page.getByText(`Saved (version ${version})`)).toBeVisible();
      expect(await saveButton.boundingBox(), `at ${width} px`).toEqual(before);
    }
  });

  test('Save and leave stores the lyrics as a version, then leaves', async ({ page, request }) => {
    const id = await seedProject(request, 'Harbour');
    await page.goto(`/app/creative-studio?project=${id}`);
    await lyricsBox(page).fill('Harbour lights');
    await sidebarLink(page, 'Tracks').click();
    await leaveDialog(page).getByRole('button', { name: 'Save and leave' }).click();
    await expect(page).toHaveURL(/\/app\/tracks$/);
    expect(await storedLyrics(request, id)).toMatchObject({
      lyrics: { version: 1, content: 'Harbour lights' },
    });
  });

  test('closing the tab with typed lyrics has the browser ask; with nothing unsaved it closes', async ({
    page,
    request,
  }) => {
    const id = await seedProject(request, 'Last Call');
    await page.goto(`/app/creative-studio?project=${id}`);
    await lyricsBox(page).fill('Do not close me');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(lyricsBox(page)).toHaveValue('Do not close me');

    await page.getByRole('button', { name: 'Save Lyrics' }).click();
    await expect(page.getByText('Saved (version 1)')).toBeVisible();
    page.on('dialog', (unexpected) => {
      throw new Error(`asked on close with nothing unsaved: ${unexpected.message()}`);
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
  });

  test('a note being written asks before leaving and before closing the tab', async ({ page, request }) => {
    const id = await seedProject(request, 'Sketches');
    await page.goto(`/app/creative-studio?project=${id}`);
    await noteBox(page).fill('Try it in D minor');
    await sidebarLink(page, 'Tracks').click();
    const dialog = leaveDialog(page);
    await expect(dialog).toContainText('Not saved yet: Note. If you leave now, it is lost.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(noteBox(page)).toHaveValue('Try it in D minor');

    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const closing = await asked;
    expect(closing.type()).toBe('beforeunload');
    await closing.dismiss();

    await sidebarLink(page, 'Tracks').click();
    await dialog.getByRole('button', { name: 'Save and leave' }).click();
    await expect(page).toHaveURL(/\/app\/tracks$/);
    await page.goBack();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Try it in D minor');
    await expect(noteBox(page)).toHaveValue('');
  });
});

test.describe('a dialog holding typing', () => {
  test('Escape, Cancel and leaving the screen ask before the New Project form is dropped', async ({
    page,
  }) => {
    // Reached in the app, so Back is the app's navigation.
    await page.goto('/app/dashboard');
    await sidebarLink(page, 'My Projects').click();
    await page.getByRole('button', { name: 'New Project', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New Project' });
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });

    // Untouched, Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(discard).toBeHidden();

    await page.getByRole('button', { name: 'New Project', exact: true }).click();
    await form.getByLabel('Project Title').fill('Night Drive');
    await form.getByLabel('Description').fill('Synths and rain');
    await page.keyboard.press('Escape');
    await expect(discard).toContainText('Not saved yet: New Project.');
    await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape on the question keeps editing.
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(form.getByLabel('Project Title')).toHaveValue('Night Drive');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Description')).toHaveValue('Synths and rain');

    await page.goBack();
    await expect(leaveDialog(page)).toContainText('Not saved yet: New Project.');
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(form.getByLabel('Project Title')).toHaveValue('Night Drive');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(form).toBeHidden();
    await expect(discard).toBeHidden();
    await expect(page.getByText('No projects yet')).toBeVisible();
  });
});
