import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { type Artist, createArtist, seedTrack, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { navigateInApp } from './support/navigation.js';
import { seriousViolations } from './support/page-checks.js';
import { chooseTrackAction, type TrackAction } from './support/track-menu.js';

/**
 * Every dialog of the app keeps its actions in the window and clickable, from a 360x640 phone to a
 * 1280x800 laptop: the body scrolls inside the dialog, the title and the actions stay.
 */

const SIZES = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];

interface DialogCase {
  /** The dialog's accessible name. */
  name: string;
  /** Its action buttons, which must stay reachable. */
  actions: string[];
  /** The page to open it from, and the click (or key) that opens it. */
  path: string;
  open(page: Page): Promise<unknown>;
}

interface Seeded {
  artist: Artist;
  friend: string;
  project: string;
  projectId: string;
  playlistId: string;
}

function dialogCases({ friend, project, projectId, playlistId }: Seeded): DialogCase[] {
  const card = (page: Page) => page.getByRole('article', { name: 'Aurora' });
  const fromMenu = (page: Page, action: TrackAction) => chooseTrackAction(card(page), 'Aurora', action);
  return [
    {
      name: 'Edit Track',
      actions: ['Cancel', 'Save'],
      path: '/app/tracks',
      open: (page) => fromMenu(page, 'Edit'),
    },
    {
      name: 'Delete Track',
      actions: ['Cancel', 'Delete Track'],
      path: '/app/tracks',
      open: (page) => fromMenu(page, 'Delete'),
    },
    {
      name: 'Add Aurora to a playlist',
      actions: ['Cancel'],
      path: '/app/tracks',
      open: (page) => fromMenu(page, 'Add to playlist'),
    },
    {
      name: 'Add Aurora to a project',
      actions: ['Cancel'],
      path: '/app/tracks',
      open: (page) => fromMenu(page, 'Add to project'),
    },
    {
      name: 'Queue',
      actions: ['Close'],
      path: '/app/tracks',
      open: async (page) => {
        await card(page).getByRole('button', { name: 'Play Aurora' }).click();
        await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Queue' }).click();
      },
    },
    {
      name: 'Now Playing',
      actions: ['Queue', 'Close'],
      path: '/app/tracks',
      open: async (page) => {
        await card(page).getByRole('button', { name: 'Play Aurora' }).click();
        await page
          .getByRole('region', { name: 'Player' })
          .getByRole('button', { name: /expand/ })
          .click();
      },
    },
    {
      name: 'Keyboard shortcuts',
      actions: ['Close'],
      path: '/app/tracks',
      open: async (page) => {
        await page.getByRole('button', { name: /Jump to/ }).focus();
        await page.keyboard.press('?');
      },
    },
    {
      name: 'Create New Playlist',
      actions: ['Cancel', 'Create'],
      path: '/app/playlists',
      open: (page) => page.getByRole('button', { name: 'Create New Playlist' }).click(),
    },
    {
      name: 'Rename Playlist',
      actions: ['Cancel', 'Save'],
      path: `/app/playlists/${playlistId}`,
      open: (page) => page.getByRole('button', { name: 'Rename' }).click(),
    },
    {
      name: 'Delete Playlist',
      actions: ['Cancel', 'Delete Playlist'],
      path: `/app/playlists/${playlistId}`,
      open: (page) => page.getByRole('button', { name: 'Delete', exact: true }).click(),
    },
    {
      name: 'New Project',
      actions: ['Cancel', 'Create Project'],
      path: '/app/projects',
      open: (page) => page.getByRole('button', { name: 'New Project', exact: true }).click(),
    },
    {
      name: 'Edit Project',
      actions: ['Cancel', 'Save Changes'],
      path: '/app/projects',
      open: (page) => page.getByRole('button', { name: `Edit ${project}` }).click(),
    },
    {
      name: 'Delete Project',
      actions: ['Cancel', 'Delete Project'],
      path: '/app/projects',
      open: (page) => page.getByRole('button', { name: `Delete ${project}` }).click(),
    },
    {
      name: 'Edit Profile',
      actions: ['Cancel', 'Save Profile'],
      path: '/app/profile',
      open: (page) => page.getByRole('button', { name: 'Edit Profile' }).click(),
    },
    {
      name: `Invite ${friend} to a project`,
      actions: ['Cancel', 'Invite'],
      // Not the next case's path: this one leaves for the artist's page, so that one loads its own.
      path: '/app/network',
      open: async (page) => {
        await page
          .getByRole('listitem', { name: friend })
          .first()
          .getByRole('link', { name: friend })
          .click();
        await page.getByRole('button', { name: 'Invite to a project' }).click();
      },
    },
    {
      name: `Conversation with ${friend}`,
      actions: ['Close'],
      path: `/app/network?q=${encodeURIComponent(friend)}`,
      open: (page) =>
        page.getByRole('listitem', { name: friend }).first().getByRole('button', { name: 'Message' }).click(),
    },
    {
      name: 'Jump to',
      actions: ['Close'],
      path: '/app/dashboard',
      open: async (page) => {
        await page.getByRole('button', { name: /Jump to/ }).focus();
        await page.keyboard.press('Control+k');
      },
    },
    {
      name: 'Delete Account',
      actions: ['Cancel', 'Delete My Account'],
      path: '/app/settings',
      open: (page) => page.getByRole('button', { name: 'Delete Account' }).click(),
    },
    {
      // Escape on a form with typing asks first; Escape again (here) keeps editing, the form stays open.
      name: 'Discard changes?',
      actions: ['Keep editing', 'Discard changes'],
      path: '/app/projects',
      open: async (page) => {
        await page.getByRole('button', { name: 'New Project', exact: true }).click();
        await page.getByRole('dialog', { name: 'New Project' }).getByLabel('Project Title').fill('Typed');
        await page.keyboard.press('Escape');
      },
    },
    {
      // Auto-save is off (see seed): leaving typed lyrics asks first. Last, as the lyrics stay typed.
      name: 'Leave without saving?',
      actions: ['Stay', 'Leave without saving', 'Save and leave'],
      path: `/app/creative-studio?project=${projectId}`,
      open: async (page) => {
        await page.getByRole('textbox', { name: 'Lyrics' }).fill('A verse typed and not saved');
        const menu = page.getByRole('button', { name: 'Menu' });
        if (await menu.isVisible()) await menu.click();
        await page
          .getByRole('navigation', { name: 'Workspace' })
          .getByRole('link', { name: 'Tracks', exact: true })
          .click();
      },
    },
  ];
}

/** How many places in the client open a <Dialog>: a new dialog must join the cases above. */
function dialogsInClient(): number {
  const root = join(import.meta.dirname, '../../client/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  return files
    .map((file) => readFileSync(join(root, file), 'utf8').match(/<Dialog\b/g)?.length ?? 0)
    .reduce((sum, count) => sum + count, 0);
}

const tag = () => randomBytes(3).toString('hex');

async function artistId(request: APIRequestContext, artist: Artist): Promise<string> {
  return (await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }')).me.id;
}

/** An artist with a track, a playlist, a project, several playlists to choose from and a connection. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const id = tag();
  const artist = await createArtist(request, `Nova ${id}`);
  const friendArtist = await createArtist(request, `Echo ${id}`);
  await seedTrack(request, artist, { title: 'Aurora' });
  const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
  await graphqlAs(request, artist, connect, { id: await artistId(request, friendArtist) });
  await graphqlAs(request, friendArtist, connect, { id: await artistId(request, artist) });
  let playlistId = '';
  for (let index = 1; index <= 8; index++) {
    const created = await graphqlAs<{ createPlaylist: { id: string } }>(
      request,
      artist,
      'mutation ($name: String!) { createPlaylist(input: { name: $name }) { id } }',
      { name: `Night Drive ${index}` },
    );
    playlistId ||= created.createPlaylist.id;
  }
  const project = 'Neon Rain';
  const created = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation ($title: String!) { createProject(input: { title: $title }) { id } }',
    { title: project },
  );
  await graphqlAs(request, artist, 'mutation { updateSettings(input: { autoSave: false }) { id } }');
  return {
    artist,
    friend: friendArtist.artistName,
    project,
    projectId: created.createProject.id,
    playlistId,
  };
}

/** The element at the button's centre is the button: nothing covers it and a tap lands on it. */
function hitsItself(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/**
 * The dialog fits the window, its actions are wholly in view and clickable, and what does not fit
 * scrolls inside the dialog without taking the actions along. Answers whether the body had to scroll.
 */
async function expectActionsReachable(dialog: Locator, actions: string[]): Promise<boolean> {
  await expect(dialog).toBeInViewport({ ratio: 1 });
  const buttons = actions.map((name) => dialog.getByRole('button', { name, exact: true }));
  const checkButtons = async () => {
    for (const button of buttons) {
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(await hitsItself(button)).toBe(true);
    }
  };
  await checkButtons();

  // The dialog itself does not scroll (that would carry the actions away); a box inside it does.
  const scrolled = await dialog.evaluate((element) => {
    const overflows = (box: Element) => box.scrollHeight > box.clientHeight + 1;
    const scrolls = (box: Element) => ['auto', 'scroll'].includes(getComputedStyle(box).overflowY);
    if (overflows(element) && scrolls(element)) return 'the dialog itself';
    const scroller = Array.from(element.querySelectorAll('*')).find((box) => overflows(box) && scrolls(box));
    if (!scroller) return 'nothing';
    scroller.scrollTop = scroller.scrollHeight;
    return scroller.scrollTop > 0 ? 'its body' : 'a body that would not move';
  });
  expect(scrolled).not.toBe('the dialog itself');
  expect(scrolled).not.toBe('a body that would not move');
  await checkButtons();
  await expect(buttons[0] as Locator).toBeEnabled();
  await (buttons[0] as Locator).click({ trial: true });
  return scrolled === 'its body';
}

async function chooseCover(page: Page, dialog: Locator) {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Cover image (JPEG, PNG or WebP, up to 5 MB)')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('button', { name: 'Remove cover' })).toBeVisible();
  // Shown from the device until Save: the file itself, not yet the server's 160 px square.
  await expect(page.locator('.track-cover-preview img')).toHaveJSProperty('naturalWidth', 400);
}

for (const size of SIZES) {
  test(`every dialog keeps its actions in view and clickable at ${size.width}x${size.height}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const seeded = await seed(request);
    const cases = dialogCases(seeded);
    await page.setViewportSize(size);
    await signInAs(page, seeded.artist);

    const scrolledBodies: string[] = [];
    let path = '';
    for (const dialogCase of cases) {
      if (dialogCase.path !== path) {
        if (path) await navigateInApp(page, dialogCase.path);
        else await page.goto(dialogCase.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        path = dialogCase.path;
      }
      await dialogCase.open(page);
      const dialog = page.getByRole('dialog', { name: dialogCase.name });
      await expect(dialog).toBeVisible();
      if (dialogCase.name === 'Edit Track') await chooseCover(page, dialog);
      if (await expectActionsReachable(dialog, dialogCase.actions)) scrolledBodies.push(dialogCase.name);
      await page.keyboard.press('Escape');
      // The chosen cover is not saved yet: Escape asks first.
      if (dialogCase.name === 'Edit Track')
        await page
          .getByRole('dialog', { name: 'Discard changes?' })
          .getByRole('button', { name: 'Discard changes' })
          .click();
      await expect(dialog).toBeHidden();
      // Focus goes back to what opened it, not to the top of the page.
      await expect(page.locator('body'), `${dialogCase.name}: focus after closing`).not.toBeFocused();
      await expect(page.locator(':focus')).toHaveCount(1);
    }
    expect(cases.length, 'every <Dialog> in client/src has a case here').toBe(dialogsInClient());
    // The tall ones did scroll their bodies at this size, so the check above was put to work.
    expect(scrolledBodies).toContain('Edit Profile');
    if (size.width < 400)
      expect(scrolledBodies).toEqual(expect.arrayContaining(['Edit Track', 'Edit Project']));
  });
}

test('Edit Track with a cover at 1280x800: the body scrolls to the last field and Save saves', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request, 'Nova');
  await seedTrack(request, artist, { title: 'Aurora' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, artist);
  await page.goto('/app/tracks');
  const card = page.getByRole('article', { name: 'Aurora' });
  await chooseTrackAction(card, 'Aurora', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  await chooseCover(page, dialog);

  expect(await expectActionsReachable(dialog, ['Cancel', 'Save'])).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  const mood = dialog.getByLabel('Mood');
  await mood.fill('Dreamy');
  await expect(mood).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  // Enter in a field still submits the form, whose button now sits outside it.
  await mood.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Track saved.')).toBeVisible();
  await chooseTrackAction(card, 'Aurora', 'Edit');
  await expect(dialog.getByLabel('Mood')).toHaveValue('Dreamy');
  // The cover was saved with it: the server's square now.
  await expect(page.locator('.track-cover-preview img')).toHaveJSProperty('naturalWidth', 160);
});
