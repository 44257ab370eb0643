import { createReadStream } from 'node:fs';
import { Sha256OffThread } from '../audio/sha256-off-thread.js';

/** The SHA-256 of a local file, hashed on the hashing thread (as uploads are), off the event loop. */
export async function sha256OfFile(filePath: string): Promise<Buffer> {
  const hash = new Sha256OffThread();
  try {
    for await (const chunk of createReadStream(filePath)) await hash.update(chunk as Buffer);
    return Buffer.from(await hash.digest(), 'hex');
  } catch (error) {
    hash.drop();
    throw error;
  }
}
