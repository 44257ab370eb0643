import type { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TemporaryFile } from './storage.js';

/**
 * Pipes `source` through `limiter` into the temporary file. On failure it rethrows only once the
 * file's stream has closed: a source that fails at once rejects the pipe while the file is still
 * being opened, and a discard run then would come before the open creates the file, leaving it behind.
 */
export async function pipeIntoTemporaryFile(
  file: TemporaryFile,
  source: Readable,
  limiter: Transform,
): Promise<void> {
  const target = file.createWriteStream();
  try {
    await pipeline(source, limiter, target);
  } catch (error) {
    await closed(target);
    throw error;
  }
}

function closed(stream: Writable): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}
