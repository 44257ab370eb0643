import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { graphqlAnswer, holdNextAnswer } from './support/network.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { playerBar } from './support/player.js';

/** Names unique to the test: the search covers every artist of the shared app. */
const tag = () => randomBytes(3).toString('hex');

const SEND_MESSAGE =
  'mutation ($a: ID!, $b: String!) { sendDirectMessage(input: { artistId: $a, body: $b }) { id } }';

/** Two new artists, Nova and Echo, connected both ways (so they may message each other). */
async function mutualArtists(request: APIRequestContext) {
  const id = tag();
  const nova = await createArtist(request, `Nova ${id}`);
  const echo = await createArtist(request, `Echo ${id}`);
  const idOf = async (artist: Artist) =>
    (await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }')).me.id;
  const [novaId, echoId] = [await idOf(nova), await idOf(echo)];
  const connect = 'mutation ($a: ID!) { connectWithArtist(input: { artistId: $a }) { id } }';
  await graphqlAs(request, nova, connect, { a: echoId });
  await graphqlAs(request, echo, connect, { a: novaId });
  return { nova, echo, novaId, echoId };
}

async function openAs(browser: Browser, baseURL: string | undefined, artist: Artist, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, artist);
  await page.goto(path);
  return { page, close: () => context.close() };
}

const tile = (page: Page, name: string) =>
  page.locator('.tile').filter({ has: page.getByRole('heading', { name, exact: true }) });
const card = (page: Page, name: string) => page.getByRole('listitem', { name });

test('two artists connect, become mutual, message each other and are notified', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const id = tag();
  const nova = await createArtist(request, `Nova ${id}`);
  const echo = await createArtist(request, `Echo ${id}`);
  await signInAs(page, nova);
  await page.goto('/app/network');
  await expect(page.getByRole('heading', { level: 1, name: 'My Network' })).toBeVisible();
  await expect(tile(page, 'Connections')).toContainText('0');
  await expect(tile(page, 'Awaiting reply')).toContainText('Requests you send wait here');
  await expect(page.getByText('No connections yet.', { exact: false })).toBeVisible();

  await page.getByLabel('Artist name').fill(`echo ${id}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=echo\\+${id}`));
  const results = page.getByRole('list', { name: 'Search results' });
  await results
    .getByRole('listitem', { name: echo.artistName })
    .getByRole('button', { name: 'Connect' })
    .click();
  await expect(results).toContainText(`Request sent: waiting for ${echo.artistName} to accept`);
  // A request is not a connection yet.
  await expect(tile(page, 'Connections')).toContainText('0');
  await expect(tile(page, 'Awaiting reply')).toContainText('1');
  await expect(tile(page, 'Awaiting reply')).not.toContainText('Requests you send wait here');
  // The request waits under Requests You Sent; My Connections has none yet.
  const sentRequests = page.getByRole('region', { name: 'Requests You Sent' });
  await expect(sentRequests.getByRole('listitem', { name: echo.artistName })).toBeVisible();
  const myConnections = page.getByRole('region', { name: 'My Connections' });
  await expect(myConnections).toContainText('No connections yet.');

  const echoSide = await openAs(browser, baseURL, echo, '/app/dashboard');
  const echoPage = echoSide.page;
  await echoPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await echoPage
    .getByRole('button', { name: new RegExp(`${nova.artistName} wants to connect with you`) })
    .click();
  // The request leads to Nova's page, where it is answered.
  await expect(echoPage).toHaveURL(/\/app\/artists\/[0-9a-f-]+$/);
  await expect(echoPage.getByRole('heading', { level: 1 })).toHaveText(nova.artistName);
  await expect(echoPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(echoPage.getByText('Wants to connect with you')).toBeVisible();
  await echoPage.getByRole('button', { name: 'Accept' }).click();
  await expect(echoPage.getByText('Mutual Connection')).toBeVisible();

  await echoPage.getByRole('button', { name: 'Message' }).click();
  const echoDialog = echoPage.getByRole('dialog', { name: `Conversation with ${nova.artistName}` });
  await expect(echoDialog.getByText('No messages yet.')).toBeVisible();
  await expect(echoDialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await echoDialog.getByLabel('Write a message').fill('Want to co-write on Friday?');
  await echoDialog.getByLabel('Write a message').press('Enter');
  await expect(echoDialog.getByRole('list', { name: 'Messages' })).toContainText('You');
  await expect(echoDialog.getByRole('list', { name: 'Messages' })).toContainText(
    'Want to co-write on Friday?',
  );
  await expect(echoDialog.getByLabel('Write a message')).toHaveValue('');

  await page.reload();
  // Accepted: Echo is one of Nova's connections now, and nothing waits for a reply.
  await expect(myConnections.getByRole('listitem', { name: echo.artistName })).toBeVisible();
  await expect(sentRequests).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText(`${echo.artistName} accepted your connection request`);
  await expect(panel).toContainText('Want to co-write on Friday?');
  await panel.getByRole('button', { name: new RegExp(`${echo.artistName} sent you a message`) }).click();
  const novaDialog = page.getByRole('dialog', { name: `Conversation with ${echo.artistName}` });
  await expect(novaDialog.getByRole('list', { name: 'Messages' })).toContainText(
    'Want to co-write on Friday?',
  );
  await novaDialog.getByLabel('Write a message').fill('Yes! Bring the 124 BPM groove.');
  await novaDialog.getByRole('button', { name: 'Send' }).click();
  // Echo's open conversation picks the reply up without a reload.
  await expect(echoDialog.getByRole('list', { name: 'Messages' })).toContainText('Bring the 124 BPM groove', {
    timeout: 15_000,
  });
  // Sent: the box is empty again (until then, closing would rightly ask before dropping the text).
  await expect(novaDialog.getByLabel('Write a message')).toHaveValue('');
  await novaDialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/app\/network$/);
  // The conversation is listed under Messages, read, with its latest message; a click opens it again.
  const messages = page.getByRole('region', { name: 'Messages' });
  const conversation = messages.getByRole('button', { name: new RegExp(echo.artistName) });
  await expect(conversation).toContainText('You: Yes! Bring the 124 BPM groove.');
  await expect(conversation).not.toContainText('unread');
  await conversation.click();
  await expect(novaDialog).toBeVisible();
  await novaDialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await card(page, echo.artistName).getByRole('button', { name: 'Disconnect' }).click();
  await expect(tile(page, 'Connections')).toContainText('0');
  await echoPage.goto('/app/network');
  await expect(tile(echoPage, 'Connections')).toContainText('0');
  const novaCard = card(echoPage, nova.artistName);
  await expect(novaCard).toContainText(`Request sent: waiting for ${nova.artistName} to accept`);
  await expect(novaCard.getByRole('button', { name: 'Message' })).toHaveCount(0);
  await echoSide.close();
});

test('a search with no match says so; the header lists today’s open tasks from the AI manager', async ({
  page,
  request,
}) => {
  await signInAs(page, await createArtist(request, `Solo ${tag()}`));
  await page.goto(`/app/network?q=nobody-${tag()}`);
  await expect(page.getByText(/No artists found for/)).toBeVisible();

  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText('No notifications yet.');
  // A new artist's manager, the strategist, is already chosen: today's plan is waiting.
  const tasks = panel.getByRole('link', { name: /tasks? left in today's plan/ });
  await expect(tasks).toBeVisible();
  const open = Number((await tasks.textContent())?.match(/(\d+) tasks? left/)?.[1]);
  expect(open).toBeGreaterThanOrEqual(2);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await panel.getByRole('link', { name: /tasks? left in today's plan/ }).click();
  await expect(page.getByRole('region', { name: "Today's Action Plan" }).getByRole('status')).toHaveText(
    `${open} tasks remaining`,
  );
  await expect(page).toHaveURL(/\/app\/ai-manager$/);
});

test('My Network with a conversation open fits 360 px and passes axe', async ({ page, request }) => {
  const id = tag();
  const nova = await createArtist(request, `Nova ${id}`);
  const echo = await createArtist(request, `Echo ${id}`);
  for (const [from, to] of [
    [nova, echo],
    [echo, nova],
  ] as const) {
    const other = await request.post('/graphql', {
      headers: { authorization: `Bearer ${to.accessToken}` },
      data: { query: 'query { me { id } }' },
    });
    const otherId = ((await other.json()) as { data: { me: { id: string } } }).data.me.id;
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${from.accessToken}` },
      data: {
        query: 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }',
        variables: { id: otherId },
      },
    });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, nova);
  await page.goto(`/app/network?q=${id}`);
  await expect(card(page, echo.artistName).first()).toContainText('Mutual Connection');
  expect(await overflowsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await card(page, echo.artistName).first().getByRole('button', { name: 'Message' }).click();
  await expect(page.getByRole('dialog', { name: `Conversation with ${echo.artistName}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);

  // The profile counts the connection too.
  await page.goto('/app/profile');
  const connections = page
    .getByRole('region', { name: 'Stats' })
    .locator('.tile', { hasText: 'Connections' });
  await expect(connections.getByRole('definition')).toHaveText('1');
});

test('a long conversation shows the latest 50 messages and the earlier ones on "Show earlier"', async ({
  page,
  request,
}) => {
  const { nova, echo, novaId, echoId } = await mutualArtists(request);
  for (let n = 1; n <= 55; n += 1)
    await graphqlAs(request, echo, SEND_MESSAGE, { a: novaId, b: `Take ${n}` });

  await signInAs(page, nova);
  await page.goto(`/app/network?chat=${echoId}`);
  const dialog = page.getByRole('dialog', { name: `Conversation with ${echo.artistName}` });
  const messages = dialog.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(50);
  await expect(messages.first()).toContainText('Take 6');
  await expect(messages.last()).toContainText('Take 55');
  // A chat opens at its newest message, as chats do.
  await expect(messages.last()).toBeInViewport();

  await dialog.getByRole('button', { name: 'Show earlier' }).click();
  await expect(messages).toHaveCount(55);
  await expect(messages.first()).toContainText('Take 1');
  await expect(messages.last()).toContainText('Take 55');
  await expect(dialog.getByRole('button', { name: 'Show earlier' })).toHaveCount(0);
});

test("an artist's name leads to their page, with their bio and links; suggestions say why", async ({
  page,
  request,
}) => {
  const id = tag();
  const viewer = await createArtist(request, `Viewer ${id}`);
  const friend = await createArtist(request, `Friend ${id}`);
  const stranger = await createArtist(request, `Stranger ${id}`);
  const [viewerId, friendId, strangerId] = await Promise.all(
    [viewer, friend, stranger].map(
      async (artist) => (await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }')).me.id,
    ),
  );
  const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
  // Viewer and Friend, and Friend and Stranger, are connected both ways.
  await graphqlAs(request, viewer, connect, { id: friendId });
  await graphqlAs(request, friend, connect, { id: viewerId });
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    viewer,
    'mutation ($t: String!) { createProject(input: { title: $t }) { id } }',
    { t: `Night Run ${id}` },
  );
  const projectId = createProject.id;
  await graphqlAs(request, friend, connect, { id: strangerId });
  await graphqlAs(request, stranger, connect, { id: friendId });
  await graphqlAs(
    request,
    stranger,
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
    {
      input: {
        bio: 'Modular synths and field recordings.',
        location: 'Bristol',
        soundcloud: `stranger${id}`,
      },
    },
  );

  await signInAs(page, viewer);
  await page.goto('/app/network');
  const suggestions = page.getByRole('region', { name: 'Artists You May Know' });
  const suggested = suggestions.getByRole('listitem', { name: stranger.artistName });
  await expect(suggested).toContainText('1 of your connections knows them');
  // Searched for, they are listed once: among the results, not again among the suggestions.
  await page.goto(`/app/network?q=${encodeURIComponent(stranger.artistName)}`);
  await expect(page.getByRole('listitem', { name: stranger.artistName })).toHaveCount(1);
  await expect(suggestions).toBeHidden();
  await page.goto('/app/network');
  await suggested.getByRole('link', { name: stranger.artistName }).click();

  await expect(page).toHaveURL(`/app/artists/${strangerId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stranger.artistName);
  await expect(page.getByText('Bristol')).toBeVisible();
  await expect(page.getByText('Modular synths and field recordings.')).toBeVisible();
  await expect(page.getByRole('link', { name: `SoundCloud: stranger${id}` })).toHaveAttribute(
    'href',
    `https://soundcloud.com/stranger${id}`,
  );
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(`Request sent: waiting for ${stranger.artistName} to accept`)).toBeVisible();
  // They accept elsewhere: the page says so as the notification arrives, without a reload.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await graphqlAs(request, stranger, connect, { id: viewerId });
  await expect(page.getByText('Mutual Connection')).toBeVisible();

  await expect(page.getByRole('region', { name: 'Projects together' })).toContainText(
    `No projects together yet. Invite ${stranger.artistName} to one of yours.`,
  );
  // From their page, an invitation to one of the viewer's projects, with a role.
  await page.getByRole('button', { name: 'Invite to a project' }).click();
  const invite = page.getByRole('dialog', { name: `Invite ${stranger.artistName} to a project` });
  await expect(invite.getByLabel('Project')).toHaveValue(projectId);
  await invite.getByLabel('Role').selectOption({ label: 'editor' });
  await expect(invite).toContainText('edits lyrics, notes and details');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(
    page.getByText(`${stranger.artistName} is invited to Night Run ${id} as an editor.`),
  ).toBeVisible();
  await expect(invite).toBeHidden();
  const { projectInvitations } = await graphqlAs<{
    projectInvitations: { role: string; project: { title: string } }[];
  }>(request, stranger, '{ projectInvitations { role project { title } } }');
  expect(projectInvitations).toEqual([{ role: 'EDITOR', project: { title: `Night Run ${id}` } }]);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);
  await page.getByRole('main').getByRole('link', { name: 'My Network' }).click();
  // Asked for, the stranger is no longer suggested.
  await expect(page.getByRole('heading', { level: 1, name: 'My Network' })).toBeVisible();
  await expect(suggestions.getByRole('listitem', { name: stranger.artistName })).toHaveCount(0);

  await page.goto('/app/artists/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Artist not found.')).toBeVisible();
});

test('a request to connect can be declined: it goes, with its notification', async ({ page, request }) => {
  const id = tag();
  const nova = await createArtist(request, `Nova ${id}`);
  const echo = await createArtist(request, `Echo ${id}`);
  const { me } = await graphqlAs<{ me: { id: string } }>(request, echo, '{ me { id } }');
  await graphqlAs(
    request,
    nova,
    'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }',
    {
      id: me.id,
    },
  );

  await signInAs(page, echo);
  await page.goto('/app/network');
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const asking = page
    .getByRole('region', { name: 'Wants to Connect' })
    .getByRole('listitem', { name: nova.artistName });
  await asking.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Wants to Connect' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test("a notification's avatar is a circle as tall as it is wide, on a desktop and on a phone", async ({
  page,
  request,
}) => {
  const id = tag();
  const nova = await createArtist(request, `Nova ${id}`);
  const echo = await createArtist(request, `Echo ${id}`);
  const { me } = await graphqlAs<{ me: { id: string } }>(request, echo, '{ me { id } }');
  const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
  await graphqlAs(request, nova, connect, { id: me.id });

  await signInAs(page, echo);
  await page.goto('/app/network');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const avatar = panel.getByRole('listitem').locator('.avatar');
    await expect(avatar).toBeVisible();
    const box = await avatar.boundingBox();
    expect(box?.width, `at ${size.width} px`).toBe(box?.height);
    // As tall as elsewhere (2.25rem), and round.
    expect(box?.height, `at ${size.width} px`).toBe(36);
    expect(await avatar.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

test("an artist's page plays the tracks they show there, and only those", async ({
  page,
  browser,
  baseURL,
}) => {
  const id = tag();
  const { request } = page;
  const echo = await createArtist(request, `Echo ${id}`);
  const listener = await createArtist(request, `Listener ${id}`);
  const shown = await seedTrack(request, echo, { title: 'Night Drive' });
  await seedTrack(request, echo, { title: 'Unfinished Sketch' });
  const echoId = (await graphqlAs<{ me: { id: string } }>(request, echo, '{ me { id } }')).me.id;

  // Echo puts one track on their page, from the track's Edit.
  const echoSide = await openAs(browser, baseURL, echo, `/app/tracks/${shown}`);
  await echoSide.page.getByRole('button', { name: 'Edit' }).click();
  const edit = echoSide.page.getByRole('dialog', { name: 'Edit Track' });
  await edit.getByRole('checkbox', { name: 'Show on my artist page' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(echoSide.page.getByText('On your artist page')).toBeVisible();
  await echoSide.close();

  await signInAs(page, listener);
  await page.goto(`/app/artists/${echoId}`);
  const tracks = page.getByRole('region', { name: 'Tracks' });
  await expect(tracks.getByRole('listitem')).toHaveCount(1);
  await expect(tracks).toContainText('Night Drive');
  await expect(tracks).not.toContainText('Unfinished Sketch');
  await tracks.getByRole('button', { name: 'Play Night Drive' }).click();
  await expect(playerBar(page)).toContainText('Night Drive');
  await expect(playerBar(page)).toHaveAttribute('data-state', 'playing');
  expect(await seriousViolations(page)).toEqual([]);

  await tracks.getByRole('link', { name: 'Night Drive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
  await expect(page.getByText('on their artist page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test("'Mark all as read' clears the count even when an older read of the inbox lands after it", async ({
  page,
  request,
}) => {
  const { nova, echo, novaId } = await mutualArtists(request);
  await signInAs(page, nova);
  await page.goto('/app/dashboard');
  const bell = page.locator('.notifications-button');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  // Echo's message arrives over the live socket and the header reads the inbox again: that read is
  // answered by the server at once, and its answer held on its way back.
  const olderRead = await holdNextAnswer(page, 'Notifications');
  await graphqlAs(request, echo, SEND_MESSAGE, { a: novaId, b: 'Still up?' });
  await olderRead.answered;
  await bell.click();
  const marked = graphqlAnswer(page, 'MarkAllNotificationsRead');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await marked;
  // The older answer lands after the write: the count shown is the one read after it.
  olderRead.release();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('region', { name: 'Notifications' })).not.toContainText('(unread)');
});
