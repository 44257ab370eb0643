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
/**
 * Most decoded audio the tab holds at once (22.05 kHz float samples, every channel): larger files
 * are hashed only, and the server's analysis tells their tempo and key after the upload.
 */
const MAX_DECODED_BYTES = 400 * 1024 * 1024;

/**
 * How many times its size a file grows once decoded at ANALYSIS_RATE, at most: a 16-bit 44.1 kHz WAV
 * about as large; an MP3 about 11 times at 128 kbps, 22 at 64 kbps.
 */
function decodedGrowth(file: File): number {
  return /\.mp3$/i.test(file.name) || file.type === 'audio/mpeg' ? 22 : 2;
}

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
  if (bytes.byteLength * decodedGrowth(file) > MAX_DECODED_BYTES) return { contentSha256, audio: null };
  let decoded: AudioBuffer;
  try {
    // decodeAudioData resamples to the context's rate; the buffer is detached, so it is hashed first.
    decoded = await new OfflineAudioContext(1, 1, ANALYSIS_RATE).decodeAudioData(bytes);
  } catch {
    return { contentSha256, audio: null };
  }
  const detected = await inWorker({ sampleRate: decoded.sampleRate, channels: [monoOf(decoded)] });
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
    // Transferred, not copied: the mono mix is this call's own.
    worker.postMessage(
      request,
      request.channels.map((channel) => channel.buffer as ArrayBuffer),
    );
  });
}

function toHex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The channels' mean, in a buffer of its own (the analysis mixes to mono anyway). */
function monoOf(decoded: AudioBuffer): Float32Array {
  const mono = new Float32Array(decoded.length);
  const channels = decoded.numberOfChannels;
  for (let channel = 0; channel < channels; channel++) {
    const samples = decoded.getChannelData(channel);
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] as number) + (samples[i] as number) / channels;
  }
  return mono;
}
