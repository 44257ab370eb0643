import type { Readable, Writable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-ts';

/**
 * The upload's bytes, failing when graphql-upload-ts cannot buffer them, and never crashing the
 * process when the client goes away before a consumer is attached: the receivers pipe the stream
 * only once their temporary file exists, and graphql-upload-ts destroys it with an error when the
 * request ends early; an 'error' with no listener would be thrown. The error stays on the stream
 * (`errored`), so the pipe made later still fails with it.
 *
 * Also: It buffers each file in
 * `os.tmpdir()` (its `capacitor`, not a public field); a failed write there (a full disk) only emits
 * an error on that buffer, and the stream read from it would wait forever for more bytes, holding
 * its files open after the client gave up. Passing the error on lets the receiver answer it (507
 * INSUFFICIENT_STORAGE for ENOSPC) and every file be released.
 */
export function readUpload(upload: FileUpload): Readable {
  const stream = upload.createReadStream();
  stream.on('error', () => undefined);
  const buffer = (upload as FileUpload & { capacitor?: Writable }).capacitor;
  if (!buffer) return stream;
  const passOn = (error: Error) => stream.destroy(error);
  buffer.once('error', passOn);
  stream.once('close', () => buffer.off('error', passOn));
  return stream;
}
