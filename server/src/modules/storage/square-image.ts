import fsp from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { IMAGE_MAX_BYTES, IMAGE_REFUSALS, imageFormatOf } from '@backline/field-rules';
import sharp from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaError } from '../../shared/errors.js';
import { keepErrorForLater } from '../audio/audio-receiver.js';
import { type FileStorage, storageWriteError, type TemporaryFile } from './storage.js';
import { pipeIntoTemporaryFile } from './write-temporary-file.js';

/** Refuses images that would unpack to more pixels than this (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 50_000_000;

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
  const typeMessage = IMAGE_REFUSALS.type(kind.plural);
  const original = await storage.createTemporaryFile('image');
  const rendered: TemporaryFile[] = [];
  const discardRendered = () => Promise.all(rendered.map((file) => file.discard())).then(() => undefined);
  try {
    await copyWithLimit(source, original, kind);
    if (!imageFormatOf(await readHead(original.path))) throw new UnsupportedMediaError(typeMessage);
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
    throw new UnsupportedMediaError(IMAGE_REFUSALS.unreadable);
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
      if (received > IMAGE_MAX_BYTES)
        return done(new PayloadTooLargeError(IMAGE_REFUSALS.size(kind.plural), IMAGE_MAX_BYTES));
      done(null, chunk);
    },
  });
  await pipeIntoTemporaryFile(file, source, limiter).catch((error: unknown) => {
    throw storageWriteError(error);
  });
  if (received === 0) throw new UnsupportedMediaError(IMAGE_REFUSALS.type(kind.plural));
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
