import fsp from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import sharp from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaError } from '../../shared/errors.js';
import { keepErrorForLater } from '../audio/audio-receiver.js';
import { type FileStorage, storageWriteError, type TemporaryFile } from '../storage/storage.js';
import { pipeIntoTemporaryFile } from '../storage/write-temporary-file.js';
import { COVER_PIXELS, COVER_SIZES, type CoverSize } from './cover-keys.js';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export const COVER_TYPE_MESSAGE = 'Cover images must be JPEG, PNG or WebP.';
export const COVER_TOO_LARGE_MESSAGE = 'Cover images can be at most 5 MB.';
const COVER_UNREADABLE_MESSAGE = 'That image could not be read. Please choose another JPEG, PNG or WebP.';
/** Refuses images that would unpack to more pixels than this (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'JPEG' | 'PNG' | 'WEBP';

/** The image format from the file's first bytes, whatever its name or declared type. */
export function detectImageFormat(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'JPEG';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'PNG';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'WEBP';
  return null;
}

/** A cover rendered at both sizes, in temporary files until promoted or discarded. */
export interface ReceivedCover {
  files: Record<CoverSize, TemporaryFile>;
  discard(): Promise<void>;
}

/**
 * Receives a cover image: streams it to a temporary file under 5 MB, checks it is JPEG, PNG or WebP by
 * its bytes, and renders both square sizes as WebP (EXIF orientation applied, metadata dropped). On
 * any failure every temporary file is gone before the error is thrown.
 */
export async function receiveCover(storage: FileStorage, source: Readable): Promise<ReceivedCover> {
  keepErrorForLater(source);
  const original = await storage.createTemporaryFile('cover');
  const rendered: TemporaryFile[] = [];
  const discardRendered = () => Promise.all(rendered.map((file) => file.discard())).then(() => undefined);
  try {
    await copyWithLimit(source, original);
    if (!detectImageFormat(await readHead(original.path)))
      throw new UnsupportedMediaError(COVER_TYPE_MESSAGE);
    const files = {} as Record<CoverSize, TemporaryFile>;
    for (const size of COVER_SIZES) {
      files[size] = await storage.createTemporaryFile('webp');
      rendered.push(files[size]);
    }
    await render(original.path, files);
    return { files, discard: discardRendered };
  } catch (error) {
    await discardRendered();
    throw error;
  } finally {
    await original.discard();
  }
}

/** Decodes the image once and writes every size from it. */
async function render(inputPath: string, files: Record<CoverSize, TemporaryFile>): Promise<void> {
  try {
    const decoded = sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    await Promise.all(
      COVER_SIZES.map((size) =>
        decoded
          .clone()
          .resize(COVER_PIXELS[size], COVER_PIXELS[size], { fit: 'cover' })
          .webp({ quality: 82 })
          .toFile(files[size].path),
      ),
    );
  } catch {
    throw new UnsupportedMediaError(COVER_UNREADABLE_MESSAGE);
  }
}

async function copyWithLimit(source: Readable, file: TemporaryFile): Promise<void> {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > COVER_MAX_BYTES)
        return done(new PayloadTooLargeError(COVER_TOO_LARGE_MESSAGE, COVER_MAX_BYTES));
      done(null, chunk);
    },
  });
  await pipeIntoTemporaryFile(file, source, limiter).catch((error: unknown) => {
    throw storageWriteError(error);
  });
  if (received === 0) throw new UnsupportedMediaError(COVER_TYPE_MESSAGE);
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await fsp.open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
