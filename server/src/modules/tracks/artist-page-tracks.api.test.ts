import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { trackDetails, uploadTrackOverGraphql } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const ARTIST_TRACKS = `query ($id: ID!, $first: Int, $after: String) {
  artist(id: $id) { tracks(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id title ownedByMe onArtistPage }
  } }
}`;
const SHOW = `mutation ($input: UpdateTrackInput!) { updateTrack(input: $input) { id onArtistPage } }`;
const TRACK =
  'query ($id: ID!) { track(id: $id) { id title ownedByMe audio { url } waveformPeaks(points: 10) } }';

async function upload(artist: SignedUpArtist, title: string): Promise<string> {
  const answer = await uploadTrackOverGraphql(
    server.url,
    artist.token,
    makeWav({ seconds: 1 }),
    `${title}.wav`,
    trackDetails({ title }),
  );
  return answer.data?.uploadTrack.id as string;
}

const show = (artist: SignedUpArtist, trackId: string, onArtistPage: boolean) =>
  graphql(server.url, SHOW, { input: { trackId, onArtistPage } }, artist.token);

describe("the tracks on an artist's page", () => {
  let nova: SignedUpArtist;
  let echo: SignedUpArtist;
  beforeEach(async () => {
    [nova, echo] = await Promise.all([
      signUpArtist(server.url, 'Nova Lane'),
      signUpArtist(server.url, 'Echo'),
    ]);
  });

  it('lists only the tracks the artist shows there, newest first, and each plays for another artist', async () => {
    const first = await upload(echo, 'Night Drive');
    await upload(echo, 'Unfinished Sketch');
    const third = await upload(echo, 'Neon Rain');
    expect((await show(echo, first, true)).data?.updateTrack).toEqual({ id: first, onArtistPage: true });
    await show(echo, third, true);

    const page = await graphql(server.url, ARTIST_TRACKS, { id: echo.id, first: 1 }, nova.token);
    expect(page.errors).toBeUndefined();
    const tracks = page.data?.artist.tracks;
    expect(tracks.totalCount).toBe(2);
    expect(tracks.nodes).toEqual([{ id: third, title: 'Neon Rain', ownedByMe: false, onArtistPage: true }]);
    const next = await graphql(
      server.url,
      ARTIST_TRACKS,
      { id: echo.id, first: 5, after: tracks.pageInfo.endCursor },
      nova.token,
    );
    expect(next.data?.artist.tracks.nodes.map((track: { title: string }) => track.title)).toEqual([
      'Night Drive',
    ]);

    const opened = await graphql(server.url, TRACK, { id: first }, nova.token);
    expect(opened.errors).toBeUndefined();
    expect(opened.data?.track).toMatchObject({ id: first, title: 'Night Drive', ownedByMe: false });
    expect(opened.data?.track.waveformPeaks).toBeTruthy();
    const audio = await fetch(opened.data?.track.audio.url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');

    const library = await graphql(
      server.url,
      '{ tracks(first: 10) { nodes { title onArtistPage } } }',
      {},
      echo.token,
    );
    expect(library.data?.tracks.nodes).toEqual([
      { title: 'Neon Rain', onArtistPage: true },
      { title: 'Unfinished Sketch', onArtistPage: false },
      { title: 'Night Drive', onArtistPage: true },
    ]);
  });

  it('keeps every other track private, and the shown ones stay theirs to change', async () => {
    const hidden = await upload(echo, 'Unfinished Sketch');
    const shown = await upload(echo, 'Night Drive');
    await show(echo, shown, true);

    expect(errorCodes(await graphql(server.url, TRACK, { id: hidden }, nova.token))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await show(nova, shown, false))).toEqual(['NOT_FOUND']);
    const renamed = await graphql(
      server.url,
      'mutation ($id: ID!) { updateTrack(input: { trackId: $id, title: "Mine now" }) { id } }',
      { id: shown },
      nova.token,
    );
    expect(errorCodes(renamed)).toEqual(['NOT_FOUND']);
    const deleted = await graphql(
      server.url,
      'mutation ($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id: shown },
      nova.token,
    );
    expect(errorCodes(deleted)).toEqual(['NOT_FOUND']);
    const playlist = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: "Borrowed" }) { id } }',
      {},
      nova.token,
    );
    const added = await graphql(
      server.url,
      'mutation ($input: AddTracksToPlaylistInput!) { addTracksToPlaylist(input: $input) { id } }',
      { input: { playlistId: playlist.data?.createPlaylist.id, trackIds: [shown] } },
      nova.token,
    );
    expect(errorCodes(added)).toEqual(['NOT_FOUND']);
    const library = await graphql(server.url, '{ tracks(first: 10) { totalCount } }', {}, nova.token);
    expect(library.data?.tracks.totalCount).toBe(0);

    await show(echo, shown, false);
    expect(errorCodes(await graphql(server.url, TRACK, { id: shown }, nova.token))).toEqual(['NOT_FOUND']);
    const page = await graphql(server.url, ARTIST_TRACKS, { id: echo.id }, nova.token);
    expect(page.data?.artist.tracks).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('refuses a value that is not true or false', async () => {
    const track = await upload(echo, 'Night Drive');
    const answer = await graphql(
      server.url,
      'mutation ($id: ID!) { updateTrack(input: { trackId: $id, onArtistPage: "yes" }) { id } }',
      { id: track },
      echo.token,
    );
    expect(errorCodes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
