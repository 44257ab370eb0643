import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { errorCodes, graphql } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const NODE = `query ($id: ID!) {
  me { id }
  node(id: $id) {
    __typename
    id
    ... on Track { title audio { url expiresAt } }
    ... on Playlist { name }
  }
}`;

let token: string;
let trackId: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
  const upload = await uploadTrackOverRest(
    server.url,
    token,
    makeWav({ seconds: 0.2 }),
    'take.wav',
    trackDetails({ title: 'Found Again' }),
  );
  trackId = upload.body.id as string;
});

describe('node(id:)', () => {
  it('finds a track by the id REST gave it, with an absolute signed audio address', async () => {
    const answer = await graphql(server.url, NODE, { id: trackId }, token);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.node).toMatchObject({ __typename: 'Track', id: trackId, title: 'Found Again' });
    expect(answer.data?.node.audio.url).toMatch(
      new RegExp(`^${server.url}/media/tracks/${trackId}\\?token=`),
    );
    expect(Date.parse(answer.data?.node.audio.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('tells a playlist from a track by its id alone', async () => {
    const created = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: "Late Set" }) { id } }',
      {},
      token,
    );
    const id = created.data?.createPlaylist.id;

    const answer = await graphql(server.url, NODE, { id }, token);

    expect(answer.data?.node).toEqual({ __typename: 'Playlist', id, name: 'Late Set' });
  });

  it("answers null with NOT_FOUND for another artist's id, and keeps the rest of the answer", async () => {
    const stranger = await signUp(server.url, uniqueEmail('stranger'));

    const answer = await graphql(server.url, NODE, { id: trackId }, stranger);

    expect(answer.data?.me.id).toEqual(expect.any(String));
    expect(answer.data?.node).toBeNull();
    expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
  });

  it('answers null with NOT_FOUND for an id that names nothing, UUID or not', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await graphql(server.url, NODE, { id }, token);

      expect(answer.data?.node).toBeNull();
      expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
    }
  });
});
