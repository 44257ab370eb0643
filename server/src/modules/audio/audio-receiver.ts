import fsp from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { UPLOAD_STREAM_BUFFER_BYTES } from '../../http/multipart.js';
import { PayloadTooLargeError, UnsupportedMediaError } from '../../shared/errors.js';
import { type FileStorage, storageWriteError, type TemporaryFile } from '../storage/storage.js';
import { pipeIntoTemporaryFile } from '../storage/write-temporary-file.js';
import { type AudioFacts, readAudioFacts } from './audio-facts.js';
import { type AudioFormat, detectAudioFormat, FORMAT_SNIFF_BYTES } from './audio-format.js';
import { Sha256OffThread } from './sha256-off-thread.js';
import { reportUploadStep, timeUploadStep, uploadTimingWanted } from './upload-timing.js';
import { computeWaveformPeaks, StreamingWavPeaks } from './waveform-peaks.js';
import { DamagedRecordingError } from './webm-facts.js';

/** What one kind of recording accepts: its formats, its size limit and its wording. */
export interface AudioRules {
  accept: readonly AudioFormat[];
  maxBytes: number;
  invalidTypeMessage: string;
  /** For a recording of an accepted format that is cut short or undecodable; else invalidTypeMessage. */
  damagedMessage?: string;
  /** When given, the codec inside the container must be one of these (lower case, e.g. "opus"). */
  codecs?: readonly string[];
}

/** An accepted recording, still in its temporary file until the caller promotes or discards it. */
export interface ReceivedAudio {
  file: TemporaryFile;
  format: AudioFormat;
  sizeBytes: number;
  /** SHA-256 of the bytes (hex), computed while receiving: tells a retried upload from another file. */
  contentSha256: string;
  facts: AudioFacts;
  /** Packed min/max pairs; null for formats whose waveform the browser draws itself (voice notes). */
  peaks: Buffer | null;
}

/**
 * Receives a recording for any feature (library tracks, project tracks, voice notes): streams it to a
 * temporary file under a byte limit, decides the format from the bytes, reads its facts and peaks.
 * On any failure the temporary file is gone before the error is thrown.
 */
export class AudioReceiver {
  constructor(private readonly storage: FileStorage) {}

  async receive(source: Readable, rules: AudioRules): Promise<ReceivedAudio> {
    keepErrorForLater(source);
    const file = await this.storage.createTemporaryFile('upload');
    // A WAV's peaks are taken while it arrives; other formats' after (MP3 needs its decoder).
    const streamedPeaks = rules.accept.includes('WAV') ? new StreamingWavPeaks() : null;
    try {
      const { sizeBytes, contentSha256 } = await timeUploadStep('receive', () =>
        copyWithLimit(source, file, rules.maxBytes, streamedPeaks),
      );
      const format = await timeUploadStep('sniff', async () => detectAudioFormat(await readHead(file.path)));
      if (!sizeBytes || !format || !rules.accept.includes(format))
        throw new UnsupportedMediaError(rules.invalidTypeMessage);
      const facts = await timeUploadStep('facts', () => readAudioFacts(file.path, format)).catch(
        (error: unknown) => {
          if (!(error instanceof DamagedRecordingError)) throw error;
          throw new UnsupportedMediaError(rules.damagedMessage ?? rules.invalidTypeMessage);
        },
      );
      if (!facts || (rules.codecs && !rules.codecs.includes(facts.codec)))
        throw new UnsupportedMediaError(rules.invalidTypeMessage);
      const peaks = await timeUploadStep(
        'peaks',
        async () =>
          (format === 'WAV' ? streamedPeaks?.finish(sizeBytes) : null) ??
          computeWaveformPeaks(file.path, format, facts),
      );
      if (!peaks && (format === 'WAV' || format === 'MP3'))
        throw new UnsupportedMediaError(rules.invalidTypeMessage);
      return { file, format, sizeBytes, contentSha256, facts, peaks };
    } catch (error) {
      await file.discard();
      throw error;
    }
  }
}

/**
 * A client that goes away while the temporary file is being created makes the multipart parser
 * destroy the source with an error before the pipe below listens: with no listener, Node throws it
 * and the process dies (the fault audit's aborted uploads did this). The error stays on the stream
 * (`errored`), so the pipe made afterwards still fails with it.
 */
export function keepErrorForLater(source: Readable): void {
  source.on('error', () => undefined);
}

/** The user-facing words for a size limit. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `File is too large (max ${Math.round(maxBytes / (1024 * 1024))} MB).`;
}

async function copyWithLimit(
  source: Readable,
  file: TemporaryFile,
  maxBytes: number,
  peaks: StreamingWavPeaks | null,
): Promise<{ sizeBytes: number; contentSha256: string }> {
  let received = 0;
  // The SHA-256 is the costliest per-byte step left: its own thread takes it off the request's.
  const hash = new Sha256OffThread();
  const timing = uploadTimingWanted();
  let hashingMs = 0;
  let peaksMs = 0;
  const limiter = new Transform({
    // Room for whole socket reads: with the default 16 KB each 64 KB chunk would pause the source.
    highWaterMark: UPLOAD_STREAM_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) return done(new PayloadTooLargeError(fileTooLargeMessage(maxBytes), maxBytes));
      const started = timing ? performance.now() : 0;
      const handedOver = hash.update(chunk);
      const hashed = timing ? performance.now() : 0;
      peaks?.push(chunk);
      if (timing) {
        hashingMs += hashed - started;
        peaksMs += performance.now() - hashed;
      }
      handedOver.then(() => done(null, chunk), done);
    },
  });
  try {
    await pipeIntoTemporaryFile(file, source, limiter);
  } catch (error) {
    hash.drop();
    // The multipart parsers enforce the same limit (set one byte above ours) and answer 413 their way.
    if ((error as { status?: number }).status === 413)
      throw new PayloadTooLargeError(fileTooLargeMessage(maxBytes), maxBytes);
    throw storageWriteError(error);
  }
  reportUploadStep('hash', hashingMs);
  reportUploadStep('stream-peaks', peaksMs);
  const contentSha256 = await hash.digest();
  return { sizeBytes: received, contentSha256 };
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const head = Buffer.alloc(FORMAT_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
