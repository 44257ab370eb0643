import { randomBytes } from 'node:crypto';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { joinProject } from './support/shared-projects.js';

const myId = async (request: Parameters<typeof graphqlAs>[0], artist: Artist) =>
  (await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }')).me.id;

test('an invited artist is told, accepts in My Projects, and finds the project under Shared with me', async ({
  page,
  request,
}) => {
  const id = randomBytes(3).toString('hex');
  const owner = await createArtist(request, `Nova ${id}`);
  const mixer = await createArtist(request, `Kai ${id}`);
  const title = `Night Drive ${id}`;
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    owner,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title },
  );
  await graphqlAs(
    request,
    owner,
    'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
    { input: { projectId: createProject.id, artistId: await myId(request, mixer), role: 'MIX_ENGINEER' } },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, mixer);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page
    .getByRole('button', { name: new RegExp(`Nova ${id} invited you to ${title} as a mix engineer`) })
    .click();
  await expect(page).toHaveURL(/\/app\/projects/);

  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText(`Nova ${id} invited you to ${title} as a mix engineer.`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);
  await invitations.getByRole('button', { name: `Accept the invitation to ${title}` }).click();

  const shared = page.getByRole('region', { name: 'Shared with me' });
  await expect(shared).toContainText(title);
  await expect(shared).toContainText(`Nova ${id}'s · you are a mix engineer · Draft`);
  await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  // The artist's own projects are still theirs alone.
  await expect(page.getByText('No projects yet')).toBeVisible();
  // The dashboard lists what is shared with them, and leads to it.
  await page.goto('/app/dashboard');
  const onDashboard = page.getByRole('region', { name: 'Shared with me' });
  await expect(onDashboard).toContainText(`Nova ${id}'s · you are a mix engineer · Draft`);
  await onDashboard.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a shared project opens on its own page with what each role may do', async ({
  browser,
  baseURL,
  request,
}) => {
  // Four people in four browser contexts, with axe scans: 15 s on a quiet machine, more on a loaded one.
  test.slow();
  const id = randomBytes(3).toString('hex');
  const owner = await createArtist(request, `Nova ${id}`);
  const viewer = await createArtist(request, `Vic ${id}`);
  const editor = await createArtist(request, `Eddie ${id}`);
  const title = `Night Drive ${id}`;
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    owner,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title },
  );
  const projectId = createProject.id;
  const trackId = await seedTrack(request, owner, { title: `Demo ${id}` });
  await graphqlAs(
    request,
    owner,
    'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
    { input: { projectId, trackId } },
  );
  await graphqlAs(request, owner, 'mutation($input: SaveLyricsInput!) { saveLyrics(input: $input) { id } }', {
    input: { projectId, title, content: 'City lights in the rear view' },
  });
  await joinProject(request, owner, viewer, projectId, 'VIEWER');
  await joinProject(request, owner, editor, projectId, 'EDITOR');

  // The viewer, on a phone: from Shared with me to the project's page, to read and to play.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const viewerPage = await phone.newPage();
  await signInAs(viewerPage, viewer);
  await viewerPage.goto('/app/projects');
  await viewerPage.getByRole('region', { name: 'Shared with me' }).getByRole('link', { name: title }).click();
  await expect(viewerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(viewerPage.getByText(`Nova ${id}'s project · you are a viewer`)).toBeVisible();
  await expect(viewerPage.getByText('City lights in the rear view')).toBeVisible();
  await expect(viewerPage.getByRole('heading', { name: `Versions of Demo ${id}` })).toBeVisible();
  await expect(viewerPage.getByText('Your role cannot move this project from draft.')).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: /Remove from project/ })).toHaveCount(0);
  await expect(viewerPage.getByRole('form', { name: 'Invite a collaborator' })).toHaveCount(0);
  const people = viewerPage.getByRole('region', { name: 'People' });
  await expect(people).toContainText(`Nova ${id} owner`);
  await expect(people).toContainText(`Eddie ${id} editor`);
  expect(await seriousViolations(viewerPage)).toEqual([]);
  expect(await overflowsSideways(viewerPage)).toBe(false);
  await phone.close();

  // The editor moves the song on to recording: the moves follow the new stage.
  const desk = await browser.newContext({ baseURL });
  const editorPage = await desk.newPage();
  await signInAs(editorPage, editor);
  await editorPage.goto(`/app/projects/${projectId}`);
  await editorPage.getByRole('button', { name: 'Move to recording' }).click();
  const stage = editorPage.getByRole('region', { name: 'Stage' });
  await expect(stage).toContainText('Recording');
  await expect(stage.getByRole('button', { name: 'Move to draft' })).toBeVisible();
  await expect(stage.getByRole('button', { name: 'Move to mixing' })).toHaveCount(0);
  // The lyrics are theirs to write, in the Creative Studio.
  await editorPage.getByRole('link', { name: 'Write in the Creative Studio' }).click();
  await expect(editorPage.getByRole('textbox', { name: 'Lyrics', exact: true })).toHaveValue(
    'City lights in the rear view',
  );
  await desk.close();

  // The owner sees the people and changes a role.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  // The dashboard tells the owner what the others did, and leads to it; once seen, it is no longer new.
  await ownerPage.goto('/app/dashboard');
  const news = ownerPage.getByRole('region', { name: 'New in your projects' });
  await expect(news.getByRole('listitem')).toHaveText([/new updates$/]);
  expect(await seriousViolations(ownerPage)).toEqual([]);
  const markedSeen = ownerPage.waitForResponse(
    (response) => response.request().postDataJSON()?.operationName === 'MarkProjectActivitySeen',
  );
  await news.getByRole('link').click();
  await expect(ownerPage.getByRole('region', { name: 'Activity' })).toContainText(
    'moved the project to recording',
  );
  await markedSeen;
  await ownerPage.goto('/app/dashboard');
  await expect(ownerPage.getByRole('heading', { name: 'Welcome back', exact: false })).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'New in your projects' })).toHaveCount(0);
  await ownerPage.goto(`/app/projects/${projectId}`);
  await expect(ownerPage.getByText('Your project')).toBeVisible();
  await ownerPage.getByLabel(`Role of Eddie ${id}`).selectOption('MIX_ENGINEER');
  await expect(ownerPage.getByText(`Eddie ${id} is a mix engineer now.`)).toBeVisible();
  await expect(ownerPage.getByRole('form', { name: 'Invite a collaborator' })).toBeVisible();
  expect(await seriousViolations(ownerPage)).toEqual([]);
  await ownerPage.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(ownerPage)).toBe(false);
  // Deleting the account names who would lose access.
  await ownerPage.goto('/app/settings');
  await ownerPage.getByRole('button', { name: 'Delete Account' }).click();
  await expect(ownerPage.getByRole('dialog', { name: 'Delete Account' })).toContainText(
    `Eddie ${id} and Vic ${id} lose access to the projects you share with them`,
  );
  await ownerContext.close();
});

test("a collaborator opening the owner's track sees it shared, without the owner's Edit", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const id = randomBytes(3).toString('hex');
  const owner = await createArtist(request, `Nova ${id}`);
  const mixer = await createArtist(request, `Kai ${id}`);
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    owner,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title: `Night Drive ${id}` },
  );
  const trackId = await seedTrack(request, owner, { title: `Demo ${id}` });
  await graphqlAs(
    request,
    owner,
    'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
    { input: { projectId: createProject.id, trackId } },
  );
  await joinProject(request, owner, mixer, createProject.id, 'MIX_ENGINEER');

  await signInAs(page, mixer);
  await page.goto(`/app/tracks/${trackId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Demo ${id}` })).toBeVisible();
  await expect(page.getByText(`Nova ${id}'s track, shared with you in a project`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'In playlists' })).toHaveCount(0);
  // Played, it is not theirs to add to a playlist from the full player either.
  await page.getByRole('button', { name: `Play Demo ${id}` }).click();
  const bar = page.getByRole('region', { name: 'Player' });
  await bar.getByRole('button', { name: 'Pause' }).click();
  await bar.getByRole('button', { name: /expand/ }).click();
  const nowPlaying = page.getByRole('dialog', { name: 'Now Playing' });
  await expect(nowPlaying).toContainText(`Demo ${id}`);
  await expect(nowPlaying.getByRole('button', { name: /Add to playlist/ })).toHaveCount(0);
  await nowPlaying.getByRole('button', { name: 'Close' }).click();

  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  await ownerPage.goto(`/app/tracks/${trackId}`);
  await expect(ownerPage.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(ownerPage.getByRole('heading', { name: 'In projects' })).toBeVisible();
  await ownerContext.close();
});

test('the owner sees who has not answered yet, and withdraws an invitation', async ({ page, request }) => {
  const id = randomBytes(3).toString('hex');
  const owner = await createArtist(request, `Nova ${id}`);
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    owner,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title: `Night Drive ${id}` },
  );
  await signInAs(page, owner);
  await page.goto(`/app/projects/${createProject.id}`);
  const people = page.getByRole('region', { name: 'People' });
  const invite = people.getByRole('form', { name: 'Invite a collaborator' });
  const email = `waiting-${id}@example.com`;
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('VIEWER');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`${email} is invited as a viewer: they see it in My Projects`)).toBeVisible();

  const waiting = people.getByRole('region', { name: 'Waiting for an answer' });
  await expect(waiting.getByRole('listitem')).toHaveText([new RegExp(`${email}\\s*viewer`)]);
  // Scanned once the toast has gone: axe reads a fading toast's colours mid-animation.
  await expect(page.getByText(`${email} is invited as a viewer`)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await waiting.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  await expect(page.getByText(`The invitation to ${email} is withdrawn.`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.reload();
  await expect(people.getByRole('form', { name: 'Invite a collaborator' })).toBeVisible();
  await expect(people.getByRole('region', { name: 'Waiting for an answer' })).toHaveCount(0);
});
