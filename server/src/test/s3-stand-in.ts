import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StorageSettings } from '../modules/storage/s3-storage.js';

const BUCKET = 'backline-test';
// The stand-in checks request signatures against its one built-in key pair.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3StandIn {
  /** The S3 driver's settings for the stand-in's bucket. */
  readonly settings: S3StorageSettings;
  /** The same as the app's environment: STORAGE_DRIVER=s3 and the S3_* variables. */
  readonly env: Record<string, string>;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Empties the bucket. */
  empty(): Promise<void>;
}

/**
 * An S3-compatible server in this process (the @20minutes/s3rver package, files in a temporary
 * folder) on a free loopback port, with one bucket, for the calling test file.
 */
export function useS3StandIn(): S3StandIn {
  let server: S3rver | undefined;
  let directory = '';
  const handle = {
    settings: {} as S3StorageSettings,
    env: {} as Record<string, string>,
    // Through its store: the stand-in mis-checks the signatures of bucket-level calls such as
    // ListObjectsV2 (it signs `/bucket` where the SDK sends `/bucket/`); object calls are checked.
    async keys() {
      const { objects } = await (server as S3rver).store.listObjects(BUCKET, {});
      return objects.map((object) => object.key).sort();
    },
    async empty() {
      const store = (server as S3rver).store;
      for (const key of await handle.keys()) await store.deleteObject(BUCKET, key);
    },
  };

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    handle.settings = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
    };
    handle.env = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    };
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(directory, { recursive: true, force: true });
  });
  return handle;
}
