import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes } from '../../test/http-client.js';
import { filesUnder } from '../../test/storage-files.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, uploadTrackOverGraphql, uploadTrackOverRest } from '../../test/uploads.js';
import { Track } from './track.entity.js';

// Storage on a real 1 MB file system, so a larger upload meets a full disk (ENOSPC).
const storageDir = path.join(os.tmpdir(), `backline-small-disk-${process.pid}`);
beforeAll(async () => {
  await fs.mkdir(storageDir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', storageDir]);
});
afterAll(async () => {
  execFileSync('umount', ['--lazy', storageDir]);
  await fs.rm(storageDir, { recursive: true, force: true });
});

const db = useTestDatabase();
const server = useTestServer(db, { STORAGE_DIR: storageDir });
const tooBigForTheDisk = makeWav({ seconds: 200 }); // 3.2 MB

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

/** Files this process holds open under the storage folder. */
async function openFilesInStorage(): Promise<string[]> {
  const descriptors = await fs.readdir('/proc/self/fd');
  const targets = await Promise.all(
    descriptors.map((fd) => fs.readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target.startsWith(storageDir));
}

describe('an upload the client abandons', () => {
  it('ends at once: its temporary file is removed and no file stays open', async () => {
    const boundary = 'abandoned-upload';
    const request = http.request(`${server.url}/tracks`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(5_000_000),
      },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="track"; filename="song.wav"\r\n` +
        'Content-Type: audio/wav\r\n\r\n',
    );
    request.write(tooBigForTheDisk.subarray(0, 200_000));
    await expect.poll(() => filesUnder(path.join(storageDir, 'tmp'))).toHaveLength(1);

    request.destroy();

    await expect.poll(() => filesUnder(storageDir)).toEqual([]);
    await expect.poll(openFilesInStorage).toEqual([]);
    expect(await db.orm.em.fork().count(Track, {})).toBe(0);
  });
});

describe('a full disk', () => {
  it('answers a REST upload with 507 and a clear message, leaving nothing behind', async () => {
    const answer = await uploadTrackOverRest(server.url, token, tooBigForTheDisk, 'long.wav');

    expect(answer.status).toBe(507);
    expect(answer.body).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      message: 'There is no room to store this file right now. Please try again later.',
    });
    expect(await filesUnder(storageDir)).toEqual([]);
    expect(await openFilesInStorage()).toEqual([]);
    expect(await db.orm.em.fork().count(Track, {})).toBe(0);
  });

  it('answers a GraphQL upload with INSUFFICIENT_STORAGE', async () => {
    const answer = await uploadTrackOverGraphql(server.url, token, tooBigForTheDisk, 'long.wav');

    expect(errorCodes(answer)).toEqual(['INSUFFICIENT_STORAGE']);
    expect(await filesUnder(storageDir)).toEqual([]);
  });

  it('answers a GraphQL upload whose buffer (os.tmpdir) is on the full disk, keeping no file open', async () => {
    // graphql-upload-ts buffers files in os.tmpdir(), which reads TMPDIR at each call.
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = storageDir;
    const filler = path.join(storageDir, 'filler');
    await fs.writeFile(filler, Buffer.alloc(2_000_000)).catch(() => undefined); // stops at ENOSPC
    try {
      const answer = await uploadTrackOverGraphql(server.url, token, makeWav({ seconds: 2 }), 'short.wav');

      expect(errorCodes(answer)).toEqual(['INSUFFICIENT_STORAGE']);
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      await fs.rm(filler);
    }
    await expect.poll(() => filesUnder(storageDir)).toEqual([]);
    await expect.poll(openFilesInStorage).toEqual([]);
  });

  it('still takes a file that fits', async () => {
    const answer = await uploadTrackOverRest(server.url, token, makeWav({ seconds: 2 }), 'short.wav');

    expect(answer.status).toBe(201);
  });
});
