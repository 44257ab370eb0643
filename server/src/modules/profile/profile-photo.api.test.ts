import fs from 'node:fs/promises';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { filesUnder } from '../../test/storage-files.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, signUp } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SET_PHOTO = `mutation($input: UploadProfilePhotoInput!) {
  uploadProfilePhoto(input: $input) { avatar small: avatarPhoto large: avatarPhoto(size: LARGE) }
}`;
const ME = '{ me { avatarPhoto } }';

let token: string;
beforeEach(async () => {
  await fs.rm(server.config.storage.dir, { recursive: true, force: true });
  token = await signUp(server.url, uniqueEmail());
});

function image(format: 'png' | 'jpeg', width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .toFormat(format)
    .toBuffer();
}

function setPhoto(bytes: Buffer, filename: string, as = token) {
  return graphqlWithFile(server.url, as, SET_PHOTO, { input: {} }, { bytes, filename });
}

async function storedPhotoFiles(): Promise<string[]> {
  return (await filesUnder(server.config.storage.dir)).filter((name) => name.endsWith('.webp'));
}

describe('profile photos', () => {
  it('takes a photo, serves it square at two sizes to anyone, and keeps the emoji beside it', async () => {
    const answer = await setPhoto(await image('jpeg'), 'me.jpg');
    expect(answer.errors).toBeUndefined();
    const { avatar, small, large } = answer.data?.uploadProfilePhoto ?? {};
    expect(avatar).toBe('🎧');
    expect(small).toMatch(new RegExp(`^${server.url}/media/avatars/[0-9a-f-]{36}/[0-9a-f-]{36}/small$`));
    for (const [url, pixels] of [
      [small, 96],
      [large, 320],
    ] as const) {
      // No token: a photo is shown to every artist, at an address that cannot be guessed.
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: pixels, height: pixels });
    }
    expect((await graphql(server.url, ME, {}, token)).data?.me.avatarPhoto).toBe(small);
  });

  it('shows the photo where other artists see the artist: in a search', async () => {
    const answer = await setPhoto(await image('png'), 'me.png');
    const photo = answer.data?.uploadProfilePhoto.small;
    const other = await signUp(server.url, uniqueEmail('other'));
    const found = await graphql(
      server.url,
      '{ artistSearch(name: "Tester") { nodes { avatar avatarPhoto } } }',
      {},
      other,
    );
    expect(found.data?.artistSearch.nodes).toContainEqual({ avatar: '🎧', avatarPhoto: photo });
  });

  it('a new photo replaces the old, whose address then answers 404; removing it leaves no file', async () => {
    const first = (await setPhoto(await image('png'), 'a.png')).data?.uploadProfilePhoto.small;
    const second = (await setPhoto(await image('jpeg'), 'b.jpg')).data?.uploadProfilePhoto.small;
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    expect(await storedPhotoFiles()).toHaveLength(2);

    const removed = await graphql(server.url, 'mutation { removeProfilePhoto { avatarPhoto } }', {}, token);
    expect(removed.data?.removeProfilePhoto).toEqual({ avatarPhoto: null });
    expect((await fetch(second)).status).toBe(404);
    expect(await storedPhotoFiles()).toEqual([]);
  });

  it('refuses a file that is not an image by its bytes, and keeps what was there', async () => {
    const kept = (await setPhoto(await image('png'), 'a.png')).data?.uploadProfilePhoto.small;
    const refused = await setPhoto(Buffer.from('not an image at all'), 'photo.png');
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe('Profile photos must be JPEG, PNG or WebP.');
    expect((await graphql(server.url, ME, {}, token)).data?.me.avatarPhoto).toBe(kept);
    expect(await storedPhotoFiles()).toHaveLength(2);
  });

  it('answers 404, not a file, for an address that names no photo or reaches outside the photos', async () => {
    for (const path of [
      '/media/avatars/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000/small',
      '/media/avatars/..%2F..%2Fetc/passwd/small',
      '/media/avatars/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000/huge',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('goes with the account', async () => {
    await setPhoto(await image('png'), 'a.png');
    const deleted = await graphql(
      server.url,
      'mutation { deleteAccount(input: { password: "correct horse battery" }) { id } }',
      {},
      token,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await storedPhotoFiles()).toEqual([]);
  });
});
