import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createArtist, seedTrack, seedTrackCover, signInAs } from '../e2e/support/artists.js';
import { expect, test } from '../e2e/support/fixtures.js';
import { graphqlAs } from '../e2e/support/graphql.js';

const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Sets the account's theme (the workspace follows it). */
async function useTheme(
  request: Parameters<typeof graphqlAs>[0],
  artist: Parameters<typeof graphqlAs>[1],
  theme: 'DARK' | 'LIGHT',
) {
  await graphqlAs(request, artist, 'mutation($t: Theme!) { updateSettings(input: { theme: $t }) { id } }', {
    t: theme,
  });
}

test('the screens issue 31 changed, at 1280 and 390 px, in both themes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const artist = await createArtist(request, 'Nova Lane');
  const trackIds: string[] = [];
  for (const [title, bpm] of [
    ['Night Drive', 98],
    ['Aurora', 70],
    ['Bassline Theory', 124],
  ] as const)
    trackIds.push(await seedTrack(request, artist, { title, bpm, seconds: 12 }));
  // Covers on two tracks, so playlist artwork and the now-playing view show pictures.
  const [nightDrive, aurora] = trackIds as [string, string, string];
  await seedTrackCover(request, artist, nightDrive, '#3366cc');
  await seedTrackCover(request, artist, aurora, '#cc6633');
  const projectIds: string[] = [];
  for (const title of ['Neon Nights EP', 'Glasshouse', 'Paper Moon']) {
    const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
      request,
      artist,
      'mutation($t: String!) { createProject(input: { title: $t }) { id } }',
      { t: title },
    );
    await graphqlAs(
      request,
      artist,
      'mutation($id: ID!) { updateProject(input: { projectId: $id, targetReleaseDate: "2027-03-05" }) { id } }',
      { id: createProject.id },
    );
    projectIds.push(createProject.id);
  }
  const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation { createPlaylist(input: { name: "Late drives" }) { id } }',
  );
  await graphqlAs(
    request,
    artist,
    'mutation($p: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $p, trackIds: $t }) { id } }',
    { p: createPlaylist.id, t: trackIds },
  );
  await graphqlAs(request, artist, 'mutation { createPlaylist(input: { name: "Demos to finish" }) { id } }');
  await graphqlAs(
    request,
    artist,
    'mutation { askManager(input: { question: "When should I release Neon Nights EP?" }) { id } }',
  );
  // A profile photo, sent as the web client sends files (GraphQL multipart request).
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3399cc' } })
    .png()
    .toBuffer();
  const uploaded = await request.post('/graphql', {
    headers: { authorization: `Bearer ${artist.accessToken}`, 'apollo-require-preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($input: UploadProfilePhotoInput!) { uploadProfilePhoto(input: $input) { id } }',
        variables: { input: { file: null } },
      }),
      // Not '0': an integer key would come first in the object, and the spec wants the file last.
      map: JSON.stringify({ photo: ['variables.input.file'] }),
      photo: { name: 'me.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  // A network: Echo connected both ways, Mira asking, and Kai (Echo's mutual connection) to suggest.
  const echo = await createArtist(request, 'Echo Park');
  const kai = await createArtist(request, 'Kai Rivers');
  const mira = await createArtist(request, 'Mira Sol');
  const idOf = async (someone: typeof artist) =>
    (await graphqlAs<{ me: { id: string } }>(request, someone, '{ me { id } }')).me.id;
  const [novaId, echoId, kaiId] = [await idOf(artist), await idOf(echo), await idOf(kai)];
  const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
  await graphqlAs(request, artist, connect, { id: echoId });
  await graphqlAs(request, echo, connect, { id: novaId });
  await graphqlAs(request, echo, connect, { id: kaiId });
  await graphqlAs(request, kai, connect, { id: echoId });
  await graphqlAs(request, mira, connect, { id: novaId });
  await graphqlAs(
    request,
    echo,
    'mutation ($id: ID!, $body: String!) { sendDirectMessage(input: { artistId: $id, body: $body }) { id } }',
    { id: novaId, body: 'Loved the new mix. Can we talk about the bridge on Friday?' },
  );
  // Kai shows two tracks on his page; Nova has invited someone to a project who has not answered.
  for (const [title, bpm] of [
    ['Bristol Nights', 122],
    ['Tape Hiss Lullaby', 84],
  ] as const) {
    const shown = await seedTrack(request, kai, { title, bpm, seconds: 12 });
    await graphqlAs(
      request,
      kai,
      'mutation ($id: ID!) { updateTrack(input: { trackId: $id, onArtistPage: true }) { id } }',
      { id: shown },
    );
  }
  await graphqlAs(
    request,
    artist,
    'mutation ($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
    { input: { projectId: projectIds[0], email: 'producer@example.com', role: 'MIX_ENGINEER' } },
  );
  await graphqlAs(
    request,
    kai,
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
    {
      input: {
        role: 'Mix Engineer',
        bio: 'Mixing soul and electronic records from a small room in Bristol.\nOpen for collaborations.',
        location: 'Bristol, UK',
        website: 'kairivers.example',
        soundcloud: 'kairivers',
        instagram: 'kai.rivers',
      },
    },
  );
  await signInAs(page, artist);

  const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      name: 'tracks-table',
      path: '/app/tracks?view=list',
      ready: (p) => expect(p.getByRole('table')).toBeVisible(),
    },
    {
      name: 'track-page',
      path: '/app/tracks',
      ready: async (p) => {
        await p.getByRole('link', { name: 'Night Drive' }).first().click();
        await expect(p.getByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
        // The waveform live: started (or, once it is the player's, moved) at 40 %, then paused there.
        const waveform = p.getByRole('slider', { name: 'Seek in Night Drive' });
        const box = await waveform.boundingBox();
        await waveform.click({ position: { x: (box?.width ?? 0) * 0.4, y: (box?.height ?? 0) / 2 } });
        const pause = p.getByRole('button', { name: 'Pause Night Drive' });
        if (await pause.isVisible()) await pause.click();
        await expect(p.getByRole('button', { name: 'Play Night Drive' })).toBeVisible();
        await expect(waveform).toHaveAttribute('aria-valuenow', '5');
      },
    },
    {
      name: 'projects-board',
      path: '/app/projects?view=board',
      ready: (p) => expect(p.getByRole('region', { name: /^Draft \(/ })).toBeVisible(),
    },
    {
      name: 'ai-manager',
      path: '/app/ai-manager',
      ready: (p) =>
        expect(p.getByRole('region', { name: 'Career Milestones' })).toContainText('Career level'),
    },
    {
      name: 'dashboard',
      path: '/app/dashboard',
      ready: async (p) => {
        await expect(p.getByRole('region', { name: /^Today with / })).toBeVisible();
        await expect(p.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
      },
    },
    {
      name: 'projects',
      path: '/app/projects',
      ready: (p) => expect(p.getByText('Release Mar 5, 2027').first()).toBeVisible(),
    },
    {
      name: 'ai-manager-conversation',
      path: '/app/ai-manager',
      ready: async (p) => {
        const ask = p.getByRole('region', { name: /^Ask / });
        await expect(ask.getByRole('list', { name: 'Conversation' })).toBeVisible();
        await ask.scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'profile',
      path: '/app/profile',
      ready: (p) => expect(p.getByRole('heading', { level: 2, name: 'Nova Lane' })).toBeVisible(),
    },
    {
      name: 'network',
      path: '/app/network',
      ready: (p) =>
        expect(p.getByRole('region', { name: 'Artists You May Know' })).toContainText('Kai Rivers'),
    },
    {
      name: 'playlists',
      path: '/app/playlists',
      ready: (p) => expect(p.getByRole('button', { name: 'Play Late drives' })).toBeVisible(),
    },
    {
      name: 'playlist',
      path: '/app/playlists',
      ready: async (p) => {
        await p.getByRole('link', { name: 'Late drives' }).click();
        await expect(p.getByRole('heading', { level: 1, name: 'Late drives' })).toBeVisible();
      },
    },
    {
      name: 'now-playing',
      path: '/app/tracks',
      ready: async (p) => {
        const bar = p.getByRole('region', { name: 'Player' });
        await p.getByRole('button', { name: 'Play Night Drive' }).first().click();
        await bar.getByRole('button', { name: 'Pause' }).click();
        await bar.getByRole('button', { name: /expand/ }).click();
        await expect(p.getByRole('dialog', { name: 'Now Playing' })).toBeVisible();
      },
    },
    {
      name: 'artist-page',
      path: `/app/artists/${kaiId}`,
      ready: (p) => expect(p.getByRole('region', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(2),
    },
    {
      name: 'project-page',
      path: `/app/projects/${projectIds[0]}`,
      ready: (p) =>
        expect(p.getByRole('region', { name: 'Waiting for an answer' })).toContainText(
          'producer@example.com',
        ),
    },
    {
      name: 'player-queue',
      path: '/app/tracks',
      ready: async (p) => {
        await p.getByRole('button', { name: 'Play Night Drive' }).first().click();
        await p.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();
        await p.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Queue' }).click();
        await expect(p.getByRole('dialog', { name: 'Queue' })).toBeVisible();
      },
    },
  ];
  for (const theme of ['DARK', 'LIGHT'] as const) {
    await useTheme(request, artist, theme);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await page.screenshot({
          path: path.join(OUT, `${screen.name}-${size.width}-${theme.toLowerCase()}.png`),
        });
        await page.keyboard.press('Escape');
      }
    }
  }
});
