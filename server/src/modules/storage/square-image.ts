import fsp from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import sharp from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaError } from '../../shared/errors.js';
import { keepErrorForLater } from '../audio/audio-receiver.js';
import { type FileStorage, storageWriteError, type TemporaryFile } from './storage.js';
import { pipeIntoTemporaryFile } from './write-temporary-file.js';

/** The largest image file taken (a cover, a profile photo). */
export const SQUARE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const UNREADABLE_MESSAGE = 'That image could not be read. Please choose another JPEG, PNG or WebP.';
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

/** What is received, in its refusals' words: 'Cover images' must be JPEG, PNG or WebP. */
export interface SquareImageKind<Size extends string> {
  plural: string;
  /** Each rendering's side, in pixels. */
  pixels: Record<Size, number>;
}

/** An image rendered at every size, in temporary files until promoted or discarded. */
export interface ReceivedSquareImage<Size extends string> {
  files: Record<Size, TemporaryFile>;
  discard(): Promise<void>;
}

/**
 * Receives an image: streams it to a temporary file under 5 MB, checks it is JPEG, PNG or WebP by
 * its bytes, and renders each square size as WebP (EXIF orientation applied, metadata dropped). On
 * any failure every temporary file is gone before the error is thrown.
 */
export async function receiveSquareImage<Size extends string>(
  storage: FileStorage,
  source: Readable,
  kind: SquareImageKind<Size>,
): Promise<ReceivedSquareImage<Size>> {
  keepErrorForLater(source);
  const typeMessage = `${kind.plural} must be JPEG, PNG or WebP.`;
  const original = await storage.createTemporaryFile('image');
  const rendered: TemporaryFile[] = [];
  const discardRendered = () => Promise.all(rendered.map((file) => file.discard())).then(() => undefined);
  try {
    await copyWithLimit(source, original, kind);
    if (!detectImageFormat(await readHead(original.path))) throw new UnsupportedMediaError(typeMessage);
    const files = {} as Record<Size, TemporaryFile>;
    for (const size of Object.keys(kind.pixels) as Size[]) {
      files[size] = await storage.createTemporaryFile('webp');
      rendered.push(files[size]);
    }
    await render(original.path, files, kind.pixels);
    return { files, discard: discardRendered };
  } catch (error) {
    await discardRendered();
    throw error;
  } finally {
    await original.discard();
  }
}

/** Decodes the image once and writes every size from it. */
async function render<Size extends string>(
  inputPath: string,
  files: Record<Size, TemporaryFile>,
  pixels: Record<Size, number>,
): Promise<void> {
  try {
    const decoded = sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    await Promise.all(
      (Object.keys(pixels) as Size[]).map((size) =>
        decoded
          .clone()
          .resize(pixels[size], pixels[size], { fit: 'cover' })
          .webp({ quality: 82 })
          .toFile(files[size].path),
      ),
    );
  } catch {
    throw new UnsupportedMediaError(UNREADABLE_MESSAGE);
  }
}

async function copyWithLimit(
  source: Readable,
  file: TemporaryFile,
  kind: SquareImageKind<string>,
): Promise<void> {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > SQUARE_IMAGE_MAX_BYTES)
        return done(new PayloadTooLargeError(`${kind.plural} can be at most 5 MB.`, SQUARE_IMAGE_MAX_BYTES));
      done(null, chunk);
    },
  });
  await pipeIntoTemporaryFile(file, source, limiter).catch((error: unknown) => {
    throw storageWriteError(error);
  });
  if (received === 0) throw new UnsupportedMediaError(`${kind.plural} must be JPEG, PNG or WebP.`);
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
