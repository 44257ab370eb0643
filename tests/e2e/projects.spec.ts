import type { Locator, Page } from '@playwright/test';
import { makeWav, TEXT_PRETENDING_TO_BE_MP3 } from '../../server/src/test/audio-fixtures.js';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { failGraphqlOperation, graphqlAnswer, holdGraphqlOperation } from './support/network.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';
import { chooseTrackAction } from './support/track-menu.js';

let artist: Artist;

test.beforeEach(async ({ page, request }) => {
  artist = await createArtist(request, 'Nova');
  await signInAs(page, artist);
});

async function createProject(page: Page, title: string, description = ''): Promise<void> {
  await page.getByRole('button', { name: 'New Project', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Project Title').fill(title);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

/** Opens the card's Edit form, lets `fill` change it, and saves. */
async function editProject(
  page: Page,
  title: string,
  fill: (dialog: Locator) => Promise<unknown>,
): Promise<void> {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

function setStatus(page: Page, title: string, status: string) {
  return editProject(page, title, (dialog) => dialog.getByLabel('Status').selectOption({ label: status }));
}

/** The tabs' names, counts included: All, Draft, Recording, Mixing, Mastering, Released. */
async function expectTabCounts(page: Page, counts: [number, number, number, number, number, number]) {
  const names = ['All', 'Draft', 'Recording', 'Mixing', 'Mastering', 'Released'];
  await expect(page.getByRole('tablist', { name: 'Project status' }).getByRole('tab')).toHaveText(
    names.map((name, index) => `${name} ${counts[index]} ${counts[index] === 1 ? 'project' : 'projects'}`),
  );
}

const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
  new Date(),
);

test('starts empty; a blank title creates nothing; a new project appears with the defaults, no reload', async ({
  page,
}) => {
  const createCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('CreateProject'))
      createCalls.push(request.url());
  });
  await page.goto('/app/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await expect(page.getByText('0 projects · 0 released')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Career level 0 of 6');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByRole('button', { name: 'Create Your First Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(dialog.getByLabel('Project Title')).toBeFocused();
  await expect(dialog.getByLabel('Genre')).toHaveValue('ELECTRONIC');
  await expect(dialog.getByLabel('Genre').locator('option:checked')).toHaveText('Electronic');
  await dialog.getByLabel('Project Title').fill('   ');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(0);
  expect(createCalls).toEqual([]);

  const description =
    'Late-night synth lines over a rolling bassline, written on the last train home. ' +
    'A long note that runs well past two lines on a card, so the card cuts it short and keeps its shape. '.repeat(
      3,
    );
  await createProject(page, 'Neon Rain', description);
  const card = page.getByRole('article', { name: 'Neon Rain' });
  await expect(card.getByRole('heading', { name: 'Neon Rain' })).toBeVisible();
  await expect(card).toContainText('Electronic');
  await expect(card.getByText('Status: Draft')).toBeVisible();
  await expect(card).toContainText('0 tracks');
  await expect(card).toContainText('0 collaborators');
  await expect(card).toContainText(`Updated ${today}`);
  await expect(card.getByRole('link', { name: 'Open Project Neon Rain' })).toHaveAttribute(
    'href',
    /^\/app\/creative-studio\?project=[0-9a-f-]{36}$/,
  );
  await expect(page.getByText('1 project · 0 released')).toBeVisible();
  // A first project is a career milestone: the sidebar says so at once, without another screen.
  await expect(page.getByRole('complementary')).toContainText('Career level 1 of 6');

  // The description shows at most two lines of text.
  const shownDescription = card.getByText(/^Late-night synth lines/);
  const lineHeight = await shownDescription.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  const box = await shownDescription.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(2 * lineHeight + 1);

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('a card moves one stage on; the board moves projects by button and by drag', async ({ page }) => {
  await page.goto('/app/projects');
  await createProject(page, 'Neon Rain');
  await createProject(page, 'Glasshouse');
  // One step from the card, without opening Edit.
  await page
    .getByRole('article', { name: 'Neon Rain' })
    .getByRole('button', { name: /Move to recording/ })
    .click();
  await expect(page.getByText('Neon Rain is in recording now.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Neon Rain' })).toContainText('Recording');

  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(/view=board/);
  const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  await expect(column('Recording')).toContainText('Neon Rain');
  await expect(column('Draft')).toContainText('Glasshouse');
  // All five stages side by side on a laptop screen, none cut off behind a sideways scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  const board = page.locator('.project-board');
  expect(await board.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  // By keyboard: the card's buttons move it a step.
  await column('Recording').getByRole('button', { name: 'Move Neon Rain to mixing' }).focus();
  await page.keyboard.press('Enter');
  await expect(column('Mixing')).toContainText('Neon Rain');
  // Focus goes with the card, so Enter again takes it a step further.
  await expect(column('Mixing').getByRole('button', { name: 'Move Neon Rain to mastering' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column('Mastering')).toContainText('Neon Rain');
  await expect(column('Mastering').getByRole('button', { name: 'Move Neon Rain to released' })).toBeFocused();
  // By drag: Glasshouse from Draft to Mastering.
  await column('Draft').getByText('Glasshouse').dragTo(column('Mastering'));
  await expect(column('Mastering')).toContainText('Glasshouse');
  await expect(column('Draft')).toContainText('(0)');

  await page.reload();
  await expect(column('Mastering')).toContainText('Glasshouse');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowsSideways(page)).toBe(false);
  // On a phone one stage fills most of the row and the next one's edge shows: the row goes on sideways.
  const inView = async (name: string) => {
    const box = await column(name).boundingBox();
    const area = await board.boundingBox();
    if (!box || !area) return 0;
    return (Math.min(box.x + box.width, area.x + area.width) - Math.max(box.x, area.x)) / box.width;
  };
  expect(await inView('Draft')).toBe(1);
  const peek = await inView('Recording');
  expect(peek).toBeGreaterThan(0.05);
  expect(peek).toBeLessThan(0.5);
});

test('New Project stays where it is while the counts load, so a click lands on it', async ({ page }) => {
  const releaseProjects = await holdGraphqlOperation(page, 'Projects');
  await page.goto('/app/projects');
  const newProject = page.getByRole('button', { name: 'New Project', exact: true });
  await expect(newProject).toBeVisible();
  const before = await newProject.boundingBox();

  releaseProjects();
  await expect(page.getByText('0 projects · 0 released')).toBeVisible();
  expect(await newProject.boundingBox()).toEqual(before);
});

test('moves a project through every status with the edit form; the tabs and counts follow', async ({
  page,
}) => {
  await page.goto('/app/projects');
  await createProject(page, 'Neon Rain');
  await expectTabCounts(page, [1, 1, 0, 0, 0, 0]);

  // The keyboard way between tabs: arrows and Home/End move and select.
  const tabs = page.getByRole('tablist', { name: 'Project status' });
  await tabs.getByRole('tab', { name: /^All/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /^Draft/ })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Neon Rain' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /^Recording/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No recording projects')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Neon Rain' })).toBeVisible();

  const steps: Array<[string, [number, number, number, number, number, number]]> = [
    ['Recording', [1, 0, 1, 0, 0, 0]],
    ['Mixing', [1, 0, 0, 1, 0, 0]],
    ['Mastering', [1, 0, 0, 0, 1, 0]],
    ['Released', [1, 0, 0, 0, 0, 1]],
  ];
  for (const [status, counts] of steps) {
    await setStatus(page, 'Neon Rain', status);
    await expect(
      page.getByRole('article', { name: 'Neon Rain' }).getByText(`Status: ${status}`),
    ).toBeVisible();
    await expectTabCounts(page, counts);
  }
  await expect(page.getByText('1 project · 1 released')).toBeVisible();

  await tabs.getByRole('tab', { name: /^Draft/ }).click();
  await expect(page.getByText('No draft projects')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^Released/ }).click();
  await expect(page.getByRole('article', { name: 'Neon Rain' })).toBeVisible();

  // Back to Mixing from the Released tab: the card leaves this tab.
  await setStatus(page, 'Neon Rain', 'Mixing');
  await expect(page.getByText('No released projects')).toBeVisible();
  await expectTabCounts(page, [1, 0, 0, 1, 0, 0]);

  // The tab is in the address: a reload keeps it.
  await tabs.getByRole('tab', { name: /^Mixing/ }).click();
  await page.reload();
  await expect(tabs.getByRole('tab', { name: /^Mixing/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Neon Rain' })).toBeVisible();
});

test('edits every field: tags show three and "+N more", credits are kept apart from the people, BPM clears', async ({
  page,
}) => {
  await page.goto('/app/projects');
  await createProject(page, 'Neon Rain');
  const card = page.getByRole('article', { name: 'Neon Rain' });

  await editProject(page, 'Neon Rain', async (dialog) => {
    await dialog.getByLabel('Genre').selectOption('Synthwave');
    await dialog.getByLabel('BPM (optional)').fill('124');
    await dialog.getByLabel('Key', { exact: true }).fill('A minor');
    await dialog.getByLabel('Tags (comma-separated)').fill('night, synths, retro, drive');
    await dialog.getByLabel('Credits (comma-separated)').fill('Mira Cole, DJ Ando');
  });
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'night',
    'synths',
    'retro',
    '+1 more',
  ]);
  // Credited names are not people working on the project: those are invited.
  await expect(card).toContainText('0 collaborators');
  await expect(card).toContainText('Synthwave');

  await page.getByRole('button', { name: 'Edit Neon Rain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('BPM (optional)')).toHaveValue('124');
  await expect(dialog.getByLabel('Key', { exact: true })).toHaveValue('A minor');
  await expect(dialog.getByLabel('Tags (comma-separated)')).toHaveValue('night, synths, retro, drive');
  await dialog.getByLabel('Project Title').fill('Neon Rain (Extended)');
  await dialog.getByLabel('Description').fill('Seven minutes for the club.');
  await dialog.getByLabel('BPM (optional)').fill('');
  await dialog.getByLabel('Tags (comma-separated)').fill('night');
  await dialog.getByLabel('Credits (comma-separated)').fill('Mira Cole');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  const renamed = page.getByRole('article', { name: 'Neon Rain (Extended)' });
  await expect(renamed).toContainText('Seven minutes for the club.');
  await expect(renamed.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['night']);
  await page.reload();
  await page.getByRole('button', { name: 'Edit Neon Rain (Extended)' }).click();
  await expect(dialog.getByLabel('BPM (optional)')).toHaveValue('');
  await expect(dialog.getByLabel('Credits (comma-separated)')).toHaveValue('Mira Cole');

  // The server's own message when it refuses a change.
  await dialog.getByLabel('Tags (comma-separated)').fill('a tag far longer than thirty characters');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Each of the tags must be at most 30 characters.');
});

test('uploads a WAV into a card with progress, sets its status, and removes it from the project', async ({
  page,
}) => {
  await page.goto('/app/projects');
  await createProject(page, 'Neon Rain');
  const card = page.getByRole('article', { name: 'Neon Rain' });
  const dropzone = card.getByLabel('Audio file for Neon Rain (MP3 or WAV)');

  await dropzone.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(card.getByRole('alert')).toHaveText(
    'notes.txt: Invalid file type. Please upload MP3 or WAV files.',
  );

  // Slow the upload down so its progress is seen (about 2 s for this 1 MB file).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  await dropzone.setInputFiles({
    name: 'First Take.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 12, sampleRate: 44100 }),
  });
  await expect(card.getByText(/^Uploading\.\.\. ([1-9]|[1-9]\d)%$/)).toBeVisible();
  await expect(card.getByRole('alert')).toBeHidden();
  await expect(card).toContainText('1 track', { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const tracks = card.getByRole('list', { name: 'Tracks in Neon Rain' });
  await expect(tracks.getByRole('listitem')).toHaveCount(1);
  await expect(tracks).toContainText('First Take');
  await tracks.getByRole('button', { name: 'Play First Take' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toContainText('First Take');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(player.locator('.player-waveform canvas').first()).toBeVisible();
  await player.getByRole('button', { name: 'Pause' }).click();

  const status = card.getByLabel('Mix of First Take');
  await expect(status.locator('option')).toHaveText(['Not mixed yet', 'Mixed', 'Mastered']);
  await expect(status).toHaveValue('DRAFT');
  const statusSaved = graphqlAnswer(page, 'UpdateProjectTrack');
  await status.selectOption({ label: 'Mixed' });
  await statusSaved;
  await page.reload();
  await expect(page.getByLabel('Mix of First Take')).toHaveValue('MIXED');

  await page.getByRole('button', { name: 'Remove from project (First Take)' }).click();
  await expect(card).toContainText('0 tracks');
  await expect(card).toContainText('No tracks in this project yet.');
  // It was only taken out of the project: the library still has it.
  await page.goto('/app/tracks');
  await expect(page.getByRole('article', { name: 'First Take' })).toBeVisible();
});

test('shows the server refusing a disguised file, and "Failed to upload track." when the upload fails', async ({
  page,
}) => {
  await page.goto('/app/projects');
  await createProject(page, 'Neon Rain');
  const card = page.getByRole('article', { name: 'Neon Rain' });
  const dropzone = card.getByLabel('Audio file for Neon Rain (MP3 or WAV)');

  await dropzone.setInputFiles({
    name: 'disguised.mp3',
    mimeType: 'audio/mpeg',
    buffer: TEXT_PRETENDING_TO_BE_MP3,
  });
  await expect(card.getByRole('alert')).toHaveText('Invalid file type. Please upload MP3 or WAV files.');

  await page.route('**/graphql', (route) =>
    route.request().headers()['content-type']?.startsWith('multipart/')
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await dropzone.setInputFiles({ name: 'take.wav', mimeType: 'audio/wav', buffer: makeWav() });
  await expect(card.getByRole('alert')).toHaveText('Failed to upload track.');
  await expect(card).toContainText('0 tracks');
});

test('deletes a project only after confirming, and shows the empty state again', async ({ page }) => {
  await page.goto('/app/projects');
  await createProject(page, 'Neon Rain');

  await page.getByRole('button', { name: 'Delete Neon Rain' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(confirm).toContainText(
    'Delete Neon Rain? Its notes, lyrics and the tracks uploaded into it will be deleted. ' +
      'Tracks you attached from your library stay in your library.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: 'Neon Rain' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Neon Rain' }).click();
  await confirm.getByRole('button', { name: 'Delete Project' }).click();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('0 projects · 0 released')).toBeVisible();
  await expectTabCounts(page, [0, 0, 0, 0, 0, 0]);
});

test('shows a page of cards and more on "Show more"; genres read as people write them', async ({
  page,
  request,
}) => {
  // 25 projects: one more than a page. The oldest is Hip-Hop.
  for (let index = 1; index <= 25; index += 1) {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${artist.accessToken}` },
      data: {
        query: 'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
        variables: { input: { title: `Song ${index}`, ...(index === 1 ? { genre: 'HIP_HOP' } : {}) } },
      },
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto('/app/projects');
  await expect(page.getByText('25 projects · 0 released')).toBeVisible();
  await expectTabCounts(page, [25, 25, 0, 0, 0, 0]);
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(page.getByRole('article', { name: 'Song 25' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Song 1', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByRole('article')).toHaveCount(25);
  const oldest = page.getByRole('article', { name: 'Song 1', exact: true });
  await expect(oldest).toContainText('Hip-Hop');
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Song 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('Genre')).toHaveValue('HIP_HOP');
  await dialog.getByLabel('Genre').selectOption({ label: 'Ambient' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Song 1', exact: true })).toContainText('Ambient');
});

test("shows 'Failed to fetch projects.' and 'Failed to create project.'", async ({ page }) => {
  await failGraphqlOperation(page, 'Projects');
  await page.goto('/app/projects');
  await expect(page.getByText('Failed to fetch projects.')).toBeVisible();

  await page.unrouteAll();
  await failGraphqlOperation(page, 'CreateProject');
  await page.getByRole('button', { name: 'New Project', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Project Title').fill('Doomed');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to create project.');
});

test('adds a library track to a project from its card in Tracks; it stays in the library', async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Old Demo' });
  await page.goto('/app/projects');
  await createProject(page, 'Revival');

  await page.goto('/app/tracks');
  const trackCard = page.getByRole('article', { name: 'Old Demo' });
  await chooseTrackAction(trackCard, 'Old Demo', 'Add to project');
  const dialog = page.getByRole('dialog', { name: 'Add Old Demo to a project' });
  await dialog.getByRole('button', { name: /Revival/ }).click();
  await expect(page.getByText('Added Old Demo to Revival.')).toBeVisible();

  await page.goto('/app/projects');
  const projectCard = page.getByRole('article', { name: 'Revival' });
  await expect(projectCard).toContainText('1 track');
  await projectCard.getByRole('button', { name: 'Remove from project (Old Demo)' }).click();
  await expect(projectCard).toContainText('0 tracks');
  await page.goto('/app/tracks');
  await expect(page.getByRole('article', { name: 'Old Demo' })).toBeVisible();
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits without sideways scrolling and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/app/projects');
    await createProject(page, 'A Rather Long Project Title For A Narrow Phone Screen', 'Short and sweet.');
    await editProject(page, 'A Rather Long Project Title For A Narrow Phone Screen', (dialog) =>
      dialog.getByLabel('Tags (comma-separated)').fill('night, synths, retro, drive'),
    );
    const card = page.getByRole('article', { name: /^A Rather Long/ });
    await card
      .getByLabel(/^Audio file for/)
      .setInputFiles({ name: 'Narrow Take.wav', mimeType: 'audio/wav', buffer: makeWav() });
    await expect(card).toContainText('1 track');
    await expect(card.getByRole('button', { name: 'Play Narrow Take' })).toBeVisible();

    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // The status tabs keep to one row, which scrolls sideways, and the last one can be reached.
    const tabs = page.getByRole('tablist', { name: 'Project status' }).getByRole('tab');
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    );
    expect(new Set(tops).size).toBe(1);
    // The card's actions share one row: Delete is not left alone on a second.
    const actions = card.locator('.project-actions').locator('a, button');
    await expect(actions).toHaveText([/^Open Project/, /^Edit/, /^Delete/]);
    const actionTops = await actions.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(actionTops).size).toBe(1);
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toBeInViewport();
  });
});

test("a new project's page takes its first song: the owner adds it right there", async ({ page }) => {
  const { createProject: created } = await graphqlAs<{ createProject: { id: string } }>(
    page.request,
    artist,
    'mutation { createProject(input: { title: "Blank Canvas" }) { id } }',
  );
  await page.goto(`/app/projects/${created.id}`);
  const songs = page.getByRole('region', { name: 'Songs' });
  await expect(songs).toContainText('No songs in this project yet. Add the first one below.');
  await songs
    .getByLabel('Audio file (MP3 or WAV)')
    .setInputFiles({ name: 'First Idea.wav', mimeType: 'audio/wav', buffer: makeWav() });
  await expect(songs.getByRole('heading', { name: 'Versions of First Idea' })).toBeVisible();
  await expect(songs).not.toContainText('No songs in this project yet');
});

test('a file dropped on a project that is already in the library offers that track instead of a copy', async ({
  page,
  request,
}) => {
  await seedTrack(request, artist, { title: 'Neon Nights', seconds: 2 });
  const { createProject: project } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title: 'The EP' },
  );
  await page.goto(`/app/projects/${project.id}`);
  // The very file the library holds (seedTrack's bytes).
  await page.getByLabel('Audio file (MP3 or WAV)').setInputFiles({
    name: 'Neon Nights.wav',
    mimeType: 'audio/wav',
    buffer: makeWav({ seconds: 2 }),
  });
  const question = page.getByRole('alert').filter({ hasText: 'This looks like Neon Nights' });
  await expect(question).toContainText('uploaded on', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Add Neon Nights from your library' }).click();
  await expect(page.getByRole('region', { name: 'Versions of Neon Nights' })).toBeVisible();
  // Added, not copied: the library still holds one Neon Nights.
  const { tracks } = await graphqlAs<{ tracks: { totalCount: number } }>(
    request,
    artist,
    '{ tracks(search: "Neon Nights") { totalCount } }',
  );
  expect(tracks.totalCount).toBe(1);
});
