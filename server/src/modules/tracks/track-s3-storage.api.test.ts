import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { useS3StandIn } from '../../test/s3-stand-in.js';
import { filesUnder } from '../../test/storage-files.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, signUp, uploadTrackOverRest } from '../../test/uploads.js';

// The real app with STORAGE_DRIVER=s3, against an S3-compatible stand-in started by this file.
const db = useTestDatabase();
const bucket = useS3StandIn();
const server = useTestServer(db, () => bucket.env);

const SET_COVER = `mutation($input: UploadTrackCoverInput!) {
  uploadTrackCover(input: $input) { id small: cover { url } large: cover(size: LARGE) { url } }
}`;

let token: string;
beforeEach(async () => {
  await bucket.empty();
  token = await signUp(server.url, uniqueEmail());
});

async function audioUrlOf(trackId: string): Promise<string> {
  const answer = await graphql(
    server.url,
    'query($id: ID!) { track(id: $id) { audio { url } } }',
    { id: trackId },
    token,
  );
  return answer.data?.track.audio.url;
}

function coverImage(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
}

describe('tracks with S3 storage', () => {
  it('uploads over REST into the bucket, plays ranges from it, serves a cover, and deleting removes the objects', async () => {
    const wav = makeWav({ seconds: 2, sampleRate: 8000, channels: 1 });
    const upload = await uploadTrackOverRest(server.url, token, wav, 'take.wav');
    expect(upload.status).toBe(201);
    const trackId = upload.body.id as string;
    expect(await bucket.keys()).toEqual([
      expect.stringMatching(new RegExp(`^tracks/[0-9a-f-]+/${trackId}\\.wav$`)),
    ]);
    // Received into a local temporary file, which promote removed; no local copy is kept.
    expect(await filesUnder(server.config.storage.dir)).toEqual([]);

    const audioUrl = await audioUrlOf(trackId);
    const ranged = await fetch(audioUrl, { headers: { range: 'bytes=100-1099' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1099/${wav.length}`);
    expect(ranged.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(wav.subarray(100, 1100))).toBe(true);
    const tail = await fetch(audioUrl, { headers: { range: 'bytes=-16' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 16))).toBe(true);
    const whole = await fetch(audioUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
    expect((await fetch(audioUrl, { headers: { range: `bytes=${wav.length}-` } })).status).toBe(416);

    const cover = await graphqlWithFile(
      server.url,
      token,
      SET_COVER,
      { input: { trackId } },
      {
        bytes: await coverImage(),
        filename: 'cover.png',
      },
    );
    expect(cover.errors).toBeUndefined();
    const image = await fetch(cover.data?.uploadTrackCover.small.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });
    expect((await bucket.keys()).filter((key) => key.startsWith('covers/'))).toHaveLength(2);
    // The analysis reads a bucket's file from a local copy, removed once it is analysed.
    await server.services.trackAnalysis.whenIdle();
    expect(await filesUnder(server.config.storage.dir)).toEqual([]);

    const deletion = await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id: trackId },
      token,
    );
    expect(deletion.errors).toBeUndefined();
    expect(await bucket.keys()).toEqual([]);
  });

  it('a cover whose objects are gone from the bucket answers 404, as a missing local file does', async () => {
    const trackId = (await uploadTrackOverRest(server.url, token, makeWav(), 'take.wav')).body.id as string;
    const cover = await graphqlWithFile(
      server.url,
      token,
      SET_COVER,
      { input: { trackId } },
      {
        bytes: await coverImage(),
        filename: 'cover.png',
      },
    );
    for (const key of (await bucket.keys()).filter((name) => name.startsWith('covers/')))
      await server.services.storage.remove(key);

    const image = await fetch(cover.data?.uploadTrackCover.large.url);
    expect(image.status).toBe(404);
    expect(await image.json()).toMatchObject({ message: 'This cover is no longer available.' });
    expect((await fetch(await audioUrlOf(trackId), { headers: { range: 'bytes=0-3' } })).status).toBe(206);
  });
});
