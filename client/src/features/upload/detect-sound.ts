import type { KeyEstimate, TempoEstimate } from '@backline/sound-analysis';

/** What the upload screen learns of a chosen file before sending it. */
export interface FileSound {
  /** SHA-256 of the file's bytes, hex. */
  contentSha256: string;
  /** Null where the browser could not decode the audio (the file is still sent; the server decides). */
  audio: (DetectedAudio & { durationSeconds: number }) | null;
}

export interface DetectedAudio {
  tempo: TempoEstimate;
  key: KeyEstimate;
  fingerprint: string;
}

/** Decoded audio handed to the worker. */
export interface SoundRequest {
  sampleRate: number;
  channels: Float32Array[];
}

export type SoundDetector = (file: File) => Promise<FileSound | null>;

/** Key and tempo need nothing above 11 kHz (the server's workers use the same rate at most). */
const ANALYSIS_RATE = 22_050;
/** Larger files are hashed only: decoding one would hold hundreds of MB in the tab. */
const MAX_DECODED_BYTES = 250 * 1024 * 1024;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The file's hash and, where the browser can decode it, its tempo, key and fingerprint, detected in a
 * Web Worker with the server's own code (@backline/sound-analysis). One file at a time, however many
 * are dropped, so memory stays one file's. Null in a browser without Web Audio or Web Workers.
 */
export const detectFileSound: SoundDetector = (file) => {
  const next = queue.then(() => detectNow(file));
  queue = next.catch(() => undefined);
  return next;
};

async function detectNow(file: File): Promise<FileSound | null> {
  if (typeof OfflineAudioContext === 'undefined' || typeof Worker === 'undefined') return null;
  const bytes = await file.arrayBuffer();
  const contentSha256 = toHex(await crypto.subtle.digest('SHA-256', bytes));
  if (bytes.byteLength > MAX_DECODED_BYTES) return { contentSha256, audio: null };
  let decoded: AudioBuffer;
  try {
    // decodeAudioData resamples to the context's rate; the buffer is detached, so it is hashed first.
    decoded = await new OfflineAudioContext(1, 1, ANALYSIS_RATE).decodeAudioData(bytes);
  } catch {
    return { contentSha256, audio: null };
  }
  const channels = Array.from({ length: Math.min(decoded.numberOfChannels, 2) }, (_, index) =>
    decoded.getChannelData(index),
  );
  const detected = await inWorker({ sampleRate: decoded.sampleRate, channels });
  return { contentSha256, audio: detected && { ...detected, durationSeconds: decoded.duration } };
}

function inWorker(request: SoundRequest): Promise<DetectedAudio | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./detect-sound.worker.ts', import.meta.url), { type: 'module' });
    const finish = (answer: DetectedAudio | null) => {
      worker.terminate();
      resolve(answer);
    };
    worker.onmessage = (event: MessageEvent<DetectedAudio>) => finish(event.data);
    worker.onerror = () => finish(null);
    // Copied, not transferred: the samples belong to the AudioBuffer.
    worker.postMessage(request);
  });
}

function toHex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
