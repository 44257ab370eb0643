import fs from 'node:fs/promises';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { filesUnder } from '../../test/storage-files.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, signUp, uploadTrackOverRest } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SET_COVER = `mutation($input: UploadTrackCoverInput!) {
  uploadTrackCover(input: $input) { id small: cover { url expiresAt } large: cover(size: LARGE) { url } }
}`;

let token: string;
let trackId: string;
beforeEach(async () => {
  await fs.rm(server.config.storage.dir, { recursive: true, force: true });
  token = await signUp(server.url, uniqueEmail());
  trackId = (await uploadTrackOverRest(server.url, token, makeWav(), 'take.wav')).body.id as string;
});

/** A real image of the given format, made here. */
function image(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

function setCover(bytes: Buffer, filename: string, as = token, id = trackId) {
  return graphqlWithFile(server.url, as, SET_COVER, { input: { trackId: id } }, { bytes, filename });
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

async function storedCoverFiles(): Promise<string[]> {
  return (await filesUnder(server.config.storage.dir)).filter((name) => name.endsWith('.webp'));
}

describe('track covers', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s and serves it as square WebP at two sizes',
    async (format) => {
      const answer = await setCover(await image(format), `cover.${format}`);
      expect(answer.errors).toBeUndefined();
      const { small, large } = answer.data?.uploadTrackCover ?? {};
      expect(small.url).toMatch(new RegExp(`^${server.url}/media/covers/${trackId}/small\\?token=`));
      expect(Date.parse(small.expiresAt)).toBeGreaterThan(Date.now());
      for (const [url, pixels] of [
        [small.url, 160],
        [large.url, 640],
      ] as const) {
        const { response, bytes } = await fetchImage(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(await sharp(bytes).metadata()).toMatchObject({
          format: 'webp',
          width: pixels,
          height: pixels,
        });
      }
      expect(await storedCoverFiles()).toHaveLength(2);
    },
  );

  it('checks the bytes, not the name: a text file named .png is refused and nothing is stored', async () => {
    const answer = await setCover(Buffer.from('definitely not an image'), 'cover.png');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Cover images must be JPEG, PNG or WebP.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await setCover(gif, 'cover.webp')).errors?.[0]?.message).toBe(
      'Cover images must be JPEG, PNG or WebP.',
    );
    expect(await storedCoverFiles()).toEqual([]);
    expect(await filesUnder(`${server.config.storage.dir}/tmp`)).toEqual([]);
  });

  it('refuses an image over 5 MB', async () => {
    const png = await image('png', 64, 64);
    const padded = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await setCover(padded, 'huge.png');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Cover images can be at most 5 MB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: 5 * 1024 * 1024 },
    });
    expect(await storedCoverFiles()).toEqual([]);
  });

  it('refuses a damaged image with a clear message', async () => {
    const png = await image('png');
    const answer = await setCover(png.subarray(0, 64), 'cut.png');
    expect(answer.errors?.[0]?.message).toBe(
      'That image could not be read. Please choose another JPEG, PNG or WebP.',
    );
    expect(await storedCoverFiles()).toEqual([]);
  });

  it('replacing or removing a cover removes the old files; deleting the track removes the cover', async () => {
    await setCover(await image('png'), 'one.png');
    const first = await storedCoverFiles();
    await setCover(await image('jpeg'), 'two.jpg');
    const second = await storedCoverFiles();
    expect(second).toHaveLength(2);
    expect(second.some((name) => first.includes(name))).toBe(false);

    const removed = await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrackCover(input: { trackId: $id }) { cover { url } } }',
      { id: trackId },
      token,
    );
    expect(removed.data?.deleteTrackCover.cover).toBeNull();
    expect(await storedCoverFiles()).toEqual([]);

    await setCover(await image('png'), 'three.png');
    await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id: trackId },
      token,
    );
    expect(await filesUnder(server.config.storage.dir)).toEqual([]);
  });

  it("cannot touch or see another artist's cover; an audio address does not open a cover", async () => {
    const answer = await setCover(await image('png'), 'mine.png');
    const small = answer.data?.uploadTrackCover.small.url as string;
    const other = await signUp(server.url, uniqueEmail('other'));

    expect(errorCodes(await setCover(await image('png'), 'theirs.png', other))).toEqual(['NOT_FOUND']);
    const removal = await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrackCover(input: { trackId: $id }) { id } }',
      { id: trackId },
      other,
    );
    expect(errorCodes(removal)).toEqual(['NOT_FOUND']);
    const asOther = await fetch(`${server.url}/media/covers/${trackId}/small`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(asOther.status).toBe(404);

    const audio = await graphql(
      server.url,
      'query($id: ID!) { track(id: $id) { audio { url } } }',
      { id: trackId },
      token,
    );
    const audioToken = new URL(audio.data?.track.audio.url).searchParams.get('token');
    const withAudioToken = await fetch(`${server.url}/media/covers/${trackId}/small?token=${audioToken}`);
    expect(withAudioToken.status).toBe(401);
    expect((await fetchImage(small)).response.status).toBe(200);
    expect(await storedCoverFiles()).toHaveLength(2);
  });

  it('a signed cover address opens only the size it was signed for', async () => {
    const answer = await setCover(await image('png'), 'mine.png');
    const { small, large } = answer.data?.uploadTrackCover ?? {};
    const smallToken = new URL(small.url).searchParams.get('token');
    const largeToken = new URL(large.url).searchParams.get('token');

    const largeWithSmallToken = await fetch(
      `${server.url}/media/covers/${trackId}/large?token=${smallToken}`,
    );
    expect(largeWithSmallToken.status).toBe(401);
    const smallWithLargeToken = await fetch(
      `${server.url}/media/covers/${trackId}/small?token=${largeToken}`,
    );
    expect(smallWithLargeToken.status).toBe(401);
    expect((await fetchImage(small.url)).response.status).toBe(200);
    expect((await fetchImage(large.url)).response.status).toBe(200);
  });

  it('answers 304 to a browser that has the cover already, and a new cover gets a new ETag', async () => {
    const small = (await setCover(await image('png'), 'cover.png')).data?.uploadTrackCover.small
      .url as string;
    const { response } = await fetchImage(small);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    // What a browser sends when it revalidates (fetch would otherwise add 'no-cache' to a conditional request).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const again = await fetch(small, { headers: revalidate });
    expect(again.status).toBe(304);

    const replaced = (await setCover(await image('jpeg'), 'cover.jpeg')).data?.uploadTrackCover.small
      .url as string;
    const fresh = await fetch(replaced, { headers: revalidate });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for a size that does not exist and for a track without a cover', async () => {
    await setCover(await image('png'), 'mine.png');
    const huge = await fetch(`${server.url}/media/covers/${trackId}/huge`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(huge.status).toBe(404);
    const bare = (await uploadTrackOverRest(server.url, token, makeWav(), 'bare.wav')).body.id as string;
    const none = await fetch(`${server.url}/media/covers/${bare}/small`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ message: 'This track has no cover.' });
  });

  it('a cover whose files are gone answers 404, and the server carries on', async () => {
    const answer = await setCover(await image('png'), 'mine.png');
    const small = answer.data?.uploadTrackCover.small.url as string;
    for (const file of await storedCoverFiles()) {
      const [found] = (await fs.readdir(server.config.storage.dir, { recursive: true })).filter((name) =>
        String(name).endsWith(file),
      );
      await fs.rm(`${server.config.storage.dir}/${found}`);
    }
    const { response } = await fetchImage(small);
    expect(response.status).toBe(404);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('a cover set while its track is deleted leaves no file behind, whichever goes first', async () => {
    const png = await image('png');
    for (let round = 0; round < 4; round++) {
      const id = (await uploadTrackOverRest(server.url, token, makeWav(), `round-${round}.wav`)).body
        .id as string;
      const [cover, deletion] = await Promise.all([
        setCover(png, 'race.png', token, id),
        graphql(
          server.url,
          'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
          { id },
          token,
        ),
      ]);
      expect(deletion.errors).toBeUndefined();
      expect(errorCodes(cover).filter((code) => code !== 'NOT_FOUND')).toEqual([]);
    }
    await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id: trackId },
      token,
    );
    expect(await filesUnder(server.config.storage.dir)).toEqual([]);
  });
});
