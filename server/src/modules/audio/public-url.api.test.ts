import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db, { PUBLIC_URL: 'https://music.backline.example' });

describe('media addresses behind PUBLIC_URL', () => {
  it('start with the public origin, not the address the request came in on', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const upload = await uploadTrackOverRest(
      server.url,
      token,
      makeWav({ seconds: 0.2 }),
      'a.wav',
      trackDetails(),
    );

    const answer = await graphql(
      server.url,
      'query ($id: ID!) { track(id: $id) { audio { url } } }',
      { id: upload.body.id },
      token,
    );

    expect(answer.data?.track.audio.url).toMatch(
      new RegExp(`^https://music\\.backline\\.example/media/tracks/${upload.body.id}\\?token=`),
    );
  });
});
