import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  type ByteRange,
  type FileStorage,
  type LocalReading,
  StoredFileMissingError,
  type TemporaryFile,
} from './storage.js';
import { LocalTemporaryFiles } from './temporary-files.js';
import { pipeIntoTemporaryFile } from './write-temporary-file.js';

export interface S3StorageSettings {
  bucket: string;
  /** `auto` for Cloudflare R2; MinIO accepts any, usually us-east-1. */
  region: string;
  /** Unset for AWS S3; the provider's URL otherwise (R2, MinIO). */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: MinIO and most stand-ins need it. */
  forcePathStyle: boolean;
  /** Both or neither; neither uses the SDK's default chain (AWS_* variables, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** S3's smallest part size, two parts uploading at once: memory stays flat whatever the file's size (README). */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/**
 * Each proxied playback holds one connection to the store while the listener's browser reads, so the
 * pool is larger than the SDK's default of 50.
 */
const MAX_SOCKETS = 256;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * FileStorage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). Uploads are received into a
 * local temporary file (the audio libraries read by path); `promote` streams it into the bucket as a
 * multipart upload and removes it. Reads are proxied: GetObject with a Range, streamed to the client.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly temporaryFiles: LocalTemporaryFiles;

  constructor(
    private readonly settings: S3StorageSettings,
    /** Local folder for temporary files (`<dir>/tmp`), as with the local driver. */
    localDir: string,
  ) {
    this.temporaryFiles = new LocalTemporaryFiles(path.join(localDir, 'tmp'));
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
        httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      },
    });
  }

  createTemporaryFile(extension: string): Promise<TemporaryFile> {
    return this.temporaryFiles.create(extension);
  }

  async promote(file: TemporaryFile, key: string): Promise<void> {
    assertSafeKey(key);
    // On failure lib-storage aborts the multipart upload; the caller discards the temporary file.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: fs.createReadStream(file.path) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    });
    await upload.done();
    await file.discard();
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async size(key: string): Promise<number> {
    assertSafeKey(key);
    const head = await this.client
      .send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      .catch((error: unknown) => missingAsTyped(error, key));
    return head.ContentLength ?? 0;
  }

  async openReadStream(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    const answer = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .catch((error: unknown) => missingAsTyped(error, key));
    // In Node the body is the HTTP response itself (an IncomingMessage): destroying it ends the request.
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
    return answer.Body;
  }

  async readLocally(key: string): Promise<LocalReading> {
    const file = await this.createTemporaryFile(path.extname(key));
    try {
      await pipeIntoTemporaryFile(file, await this.openReadStream(key), new PassThrough());
    } catch (error) {
      await file.discard();
      throw error;
    }
    return { path: file.path, release: () => file.discard() };
  }

  sweepTemporaryFiles(olderThanMs: number): Promise<number> {
    return this.temporaryFiles.sweep(olderThanMs);
  }

  describe(): string {
    const { bucket, endpoint, region } = this.settings;
    return `S3 bucket ${bucket} ${endpoint ? `at ${endpoint}` : `in ${region}`}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
    await this.temporaryFiles.removePending();
  }
}

/**
 * A missing key becomes StoredFileMissingError, as ENOENT does for the local driver. HeadObject has no
 * body, so its 404 is `NotFound` (which a missing bucket also gives); GetObject says `NoSuchKey`, and
 * `NoSuchBucket` stays an error.
 */
function missingAsTyped(error: unknown, key: string): never {
  if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
    throw new StoredFileMissingError(key, { cause: error });
  throw error;
}
