import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { makeWav } from '../../../server/src/test/audio-fixtures.js';

export interface Artist {
  email: string;
  password: string;
  artistName: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers a new artist over the REST API (faster than the form where the form is not under test). */
export async function createArtist(request: APIRequestContext, artistName = 'Nova'): Promise<Artist> {
  const email = `artist-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const response = await request.post('/register', { data: { email, password, artistName } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string; refreshToken: string };
  return { email, password, artistName, accessToken: body.accessToken, refreshToken: body.refreshToken };
}

/** Opens pages as the artist: the session the app keeps in localStorage, stored before it loads. */
export async function signInAs(page: Page, artist: Artist): Promise<void> {
  const session = JSON.stringify({ accessToken: artist.accessToken, refreshToken: artist.refreshToken });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('backline.session', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, session);
}

export interface TrackSeed {
  title: string;
  artist?: string;
  genre?: string;
  key?: string;
  bpm?: number;
  mood?: string;
  seconds?: number;
}

/** Adds a track to the artist's library over REST POST /tracks, with a short generated WAV. */
export async function seedTrack(
  request: APIRequestContext,
  artist: Artist,
  track: TrackSeed,
): Promise<string> {
  const response = await request.post('/tracks', {
    headers: { authorization: `Bearer ${artist.accessToken}` },
    multipart: {
      track: {
        name: `${track.title}.wav`,
        mimeType: 'audio/wav',
        buffer: makeWav({ seconds: track.seconds ?? 2 }),
      },
      title: track.title,
      artist: track.artist ?? artist.artistName,
      genre: track.genre ?? 'House',
      key: track.key ?? 'C minor',
      bpm: String(track.bpm ?? 120),
      ...(track.mood ? { mood: track.mood } : {}),
    },
  });
  if (!response.ok()) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Gives one of the artist's tracks a plain square cover of one colour, sent as the web client sends
 * files (the GraphQL multipart request).
 */
export async function seedTrackCover(
  request: APIRequestContext,
  artist: Artist,
  trackId: string,
  colour: string,
): Promise<void> {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${artist.accessToken}`, 'apollo-require-preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($input: UploadTrackCoverInput!) { uploadTrackCover(input: $input) { id } }',
        variables: { input: { trackId, file: null } },
      }),
      // Not '0': an integer key would come first in the object, and the spec wants the file last.
      map: JSON.stringify({ cover: ['variables.input.file'] }),
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: png },
    },
  });
  const body = await response.text();
  if (!response.ok() || body.includes('"errors"')) throw new Error(`cover failed: ${body}`);
}
