import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileUpload } from 'graphql-upload-ts';
import { describe, expect, it } from 'vitest';
import { readUpload } from './upload-stream.js';

/** graphql-upload-ts's FileUpload around a given stream and buffer (its non-enumerable `capacitor`). */
function fileUpload(stream: Readable, capacitor: Writable): FileUpload {
  const upload = {
    filename: 'a.wav',
    mimetype: 'audio/wav',
    encoding: '7bit',
    fieldName: 'file',
    createReadStream: () => stream,
  };
  Object.defineProperty(upload, 'capacitor', { value: capacitor, enumerable: false });
  return upload as unknown as FileUpload;
}

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

describe('readUpload', () => {
  it('survives the stream failing before anyone reads it, and the later pipe fails with that error', async () => {
    const stream = new PassThrough();
    const read = readUpload(fileUpload(stream, sink()));
    // What graphql-upload-ts does when the request ends early, before the receiver pipes it.
    stream.destroy(new Error('Request disconnected during file upload stream parsing.'));
    await new Promise((resolve) => setImmediate(resolve));

    await expect(pipeline(read, sink())).rejects.toThrow('Request disconnected');
  });

  it('fails the stream when the buffer cannot be written (a full disk)', async () => {
    const stream = new PassThrough();
    const buffer = sink();
    const read = readUpload(fileUpload(stream, buffer));
    const piped = pipeline(read, sink());
    buffer.emit(
      'error',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    );

    await expect(piped).rejects.toMatchObject({ code: 'ENOSPC' });
  });
});
