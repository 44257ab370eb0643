import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, signUp, trackDetails, uploadTrackOverRest } from '../../test/uploads.js';
import { Track } from '../tracks/track.entity.js';
import { Playlist } from './playlist.entity.js';
import { PlaylistEntry } from './playlist-entry.entity.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SET_COVER = `mutation($input: UploadTrackCoverInput!) { uploadTrackCover(input: $input) { id } }`;
const ADD_TRACKS = `mutation ($id: ID!, $trackIds: [ID!]!) {
  addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { id }
}`;
const ARTWORK = `{ playlists { nodes { name artwork { url expiresAt } large: artwork(size: LARGE) { url } } } }`;

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

async function uploadTrack(title: string, accessToken = token): Promise<string> {
  const answer = await uploadTrackOverRest(
    server.url,
    accessToken,
    makeWav({ seconds: 0.2 }),
    'take.wav',
    trackDetails({ title }),
  );
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

async function setCover(trackId: string, accessToken = token): Promise<void> {
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const answer = await graphqlWithFile(
    server.url,
    accessToken,
    SET_COVER,
    { input: { trackId } },
    { bytes, filename: 'cover.png' },
  );
  expect(answer.errors).toBeUndefined();
}

async function createPlaylist(name: string, trackIds: string[], accessToken = token): Promise<string> {
  const created = await graphql(
    server.url,
    'mutation ($name: String!) { createPlaylist(input: { name: $name }) { id } }',
    { name },
    accessToken,
  );
  const id = created.data?.createPlaylist.id as string;
  if (trackIds.length > 0) {
    expect((await graphql(server.url, ADD_TRACKS, { id, trackIds }, accessToken)).errors).toBeUndefined();
  }
  return id;
}

interface ArtworkNode {
  name: string;
  artwork: { url: string; expiresAt: string }[];
  large: { url: string }[];
}

async function artworkByName(accessToken = token): Promise<Map<string, ArtworkNode>> {
  const answer = await graphql(server.url, ARTWORK, {}, accessToken);
  expect(answer.errors).toBeUndefined();
  return new Map(answer.data?.playlists.nodes.map((node: ArtworkNode) => [node.name, node]));
}

/** The track a cover address is of, and its size. */
function coverOf(url: string): string {
  const found = new URL(url).pathname.match(/^\/media\/covers\/([^/]+)\/(small|large)$/);
  if (!found) throw new Error(`not a cover address: ${url}`);
  return `${found[1]} ${found[2]}`;
}

describe('Playlist.artwork', () => {
  it('signs the covers of the first four tracks that have one, in playlist order; empty without any', async () => {
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) ids.push(await uploadTrack(title));
    const [one, two, three, four, five, six] = ids as [string, string, string, string, string, string];
    for (const id of [one, three, four, five, six]) await setCover(id);
    // Two has no cover; the playlist order is not the upload order.
    const mixedId = await createPlaylist('Mixed', [five, two, one, six, three, four]);
    await createPlaylist('Two covers', [two, three, one]);
    await createPlaylist('No covers', [two]);
    await createPlaylist('Empty', []);

    const playlists = await artworkByName();
    const mixed = playlists.get('Mixed');
    expect(mixed?.artwork.map((cover) => coverOf(cover.url))).toEqual(
      [five, one, six, three].map((id) => `${id} small`),
    );
    expect(mixed?.large.map((cover) => coverOf(cover.url))).toEqual(
      [five, one, six, three].map((id) => `${id} large`),
    );
    expect(Date.parse(mixed?.artwork[0]?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(playlists.get('Two covers')?.artwork.map((cover) => coverOf(cover.url))).toEqual([
      `${three} small`,
      `${one} small`,
    ]);
    expect(playlists.get('No covers')?.artwork).toEqual([]);
    expect(playlists.get('Empty')?.artwork).toEqual([]);

    // The addresses open the covers, as Track.cover's do.
    const image = await fetch(mixed?.artwork[0]?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(160);

    // One playlist asked for by id answers its artwork too.
    const single = await graphql(
      server.url,
      'query ($id: ID!) { playlist(id: $id) { name artwork { url } } }',
      { id: mixedId },
      token,
    );
    expect(single.data?.playlist.artwork).toEqual(mixed?.artwork.map(({ url }) => ({ url })));
  });

  it("never shows another artist's covers, nor mine to them", async () => {
    const mine = await uploadTrack('Mine');
    await setCover(mine);
    const myPlaylist = await createPlaylist('Mine', [mine]);

    const other = await signUp(server.url, uniqueEmail('other'));
    const theirs = await uploadTrack('Theirs', other);
    await setCover(theirs, other);
    await createPlaylist('Theirs', [theirs], other);

    // Even an entry holding another artist's track (the service refuses one; written straight into
    // the table here) adds nothing of theirs to my artwork.
    const em = db.fork();
    em.persist(new PlaylistEntry(em.getReference(Playlist, myPlaylist), em.getReference(Track, theirs), 1));
    await em.flush();

    const myArtwork = await artworkByName();
    expect([...myArtwork.keys()]).toEqual(['Mine']);
    expect(myArtwork.get('Mine')?.artwork.map((cover) => coverOf(cover.url))).toEqual([`${mine} small`]);

    const theirArtwork = await artworkByName(other);
    expect([...theirArtwork.keys()]).toEqual(['Theirs']);
    expect(theirArtwork.get('Theirs')?.artwork.map((cover) => coverOf(cover.url))).toEqual([
      `${theirs} small`,
    ]);
    // My playlist, asked for by id, is not found for them.
    const asked = await graphql(
      server.url,
      'query ($id: ID!) { playlist(id: $id) { artwork { url } } }',
      { id: myPlaylist },
      other,
    );
    expect(errorCodes(asked)).toEqual(['NOT_FOUND']);
    expect(asked.data?.playlist).toBeNull();
  });

  it('reads a page of playlists with their artwork in as many statements for 5 playlists as for 1', async () => {
    const track = await uploadTrack('Covered');
    await setCover(track);
    await createPlaylist('First', [track]);
    const statementsForPage = async () => {
      const execute = vi.spyOn(db.orm.em.getConnection(), 'execute');
      try {
        const listed = await artworkByName();
        for (const node of listed.values()) expect(node.artwork).toHaveLength(1);
        return { playlists: listed.size, statements: execute.mock.calls.length };
      } finally {
        execute.mockRestore();
      }
    };
    const one = await statementsForPage();
    for (const name of ['Second', 'Third', 'Fourth', 'Fifth']) await createPlaylist(name, [track]);
    const five = await statementsForPage();
    expect(one.playlists).toBe(1);
    expect(five.playlists).toBe(5);
    expect(one.statements).toBeGreaterThan(0);
    expect(five.statements).toBe(one.statements);
  });

  it('needs a signed-in caller', async () => {
    expect(errorCodes(await graphql(server.url, ARTWORK))).toEqual(['UNAUTHENTICATED']);
  });
});
