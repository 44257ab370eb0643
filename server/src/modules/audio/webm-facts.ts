import fsp from 'node:fs/promises';
import type { AudioFacts } from './audio-facts.js';

/**
 * Browsers' MediaRecorder writes WebM as a live stream: the segment and every cluster have "unknown
 * size" and no duration is written. music-metadata cannot read such files, so this small reader walks
 * the EBML elements itself. It descends into the few containers that matter, skips everything else by
 * its size, and takes the duration from the last block's timestamp plus that Opus packet's length.
 */
const ID = {
  ebmlHeader: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  audio: 0xe1,
  samplingFrequency: 0xb5,
  channels: 0x9f,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Containers read by descending into them; every other element is skipped whole. */
const CONTAINERS = new Set<number>([
  ID.ebmlHeader,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.audio,
  ID.cluster,
  ID.blockGroup,
]);
const AUDIO_TRACK_TYPE = 2;
const NANOSECONDS = 1e9;

interface WebmState {
  docType?: string;
  timecodeScale: number;
  declaredDuration?: number;
  codecIds: string[];
  audioTracks: number;
  sampleRate?: number;
  channels?: number;
  clusterTimecode: number;
  /** End of the latest block, in timecode units. */
  lastBlockEnd: number;
  blocks: number;
}

/**
 * A WebM/Opus or Ogg recording that is cut short or holds a packet no Opus decoder can read. A
 * recorder writes every element (or Ogg page) whole, so one running past the end means a cut upload.
 */
export class DamagedRecordingError extends Error {
  constructor(reason: string) {
    super(`Damaged recording: ${reason}`);
    this.name = 'DamagedRecordingError';
  }
}

/**
 * Facts of a WebM file with one Opus audio track, or null when it is anything else. Throws
 * DamagedRecordingError for such a file that is cut short or holds an unreadable Opus packet.
 */
export async function readWebmOpusFacts(filePath: string): Promise<(AudioFacts & { codec: 'opus' }) | null> {
  const bytes = await fsp.readFile(filePath);
  const state: WebmState = {
    timecodeScale: 1_000_000,
    codecIds: [],
    audioTracks: 0,
    clusterTimecode: 0,
    lastBlockEnd: 0,
    blocks: 0,
  };
  let unreadable: unknown = null;
  try {
    walk(bytes, state);
  } catch (error) {
    unreadable = error;
  }
  const isOpusWebm =
    state.docType === 'webm' &&
    state.audioTracks === 1 &&
    state.codecIds.length === 1 &&
    state.codecIds[0] === 'A_OPUS';
  if (!isOpusWebm) return null;
  // Past the header, anything unreadable is a recording cut short or damaged, not another format.
  if (unreadable) throw new DamagedRecordingError((unreadable as Error).message);
  if (state.blocks === 0) return null;
  const seconds = ((state.declaredDuration ?? state.lastBlockEnd) * state.timecodeScale) / NANOSECONDS;
  if (!(seconds > 0)) return null;
  return {
    codec: 'opus',
    durationSeconds: seconds,
    // Opus always decodes at 48 kHz; the header's rate is the input's, informational only.
    sampleRate: state.sampleRate ?? 48000,
    channels: state.channels ?? 1,
    bitRate: Math.round((bytes.length * 8) / seconds),
  };
}

function walk(bytes: Buffer, state: WebmState): void {
  let offset = 0;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    const size = readVint(bytes, offset + id.length, false);
    const start = offset + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      offset = start;
      continue;
    }
    if (size.unknown) throw new Error('Only containers may have an unknown size.');
    const end = start + size.value;
    if (end > bytes.length) throw new Error('Element runs past the end of the file.');
    readLeaf(id.value, bytes.subarray(start, end), state);
    offset = end;
  }
}

function readLeaf(id: number, body: Buffer, state: WebmState): void {
  switch (id) {
    case ID.docType:
      state.docType = body.toString('latin1').replace(/\0+$/, '');
      return;
    case ID.timecodeScale:
      state.timecodeScale = readUint(body);
      return;
    case ID.duration:
      state.declaredDuration = readFloat(body);
      return;
    case ID.codecId:
      state.codecIds.push(body.toString('latin1').replace(/\0+$/, ''));
      return;
    case ID.trackType:
      if (readUint(body) === AUDIO_TRACK_TYPE) state.audioTracks += 1;
      return;
    case ID.samplingFrequency:
      state.sampleRate = Math.round(readFloat(body));
      return;
    case ID.channels:
      state.channels = readUint(body);
      return;
    case ID.clusterTimecode:
      state.clusterTimecode = readUint(body);
      return;
    case ID.simpleBlock:
    case ID.block:
      readBlock(body, state);
      return;
  }
}

/** A block: track number (vint), signed 16-bit timecode relative to its cluster, flags, then the packet. */
function readBlock(body: Buffer, state: WebmState): void {
  const track = readVint(body, 0, false);
  const relative = body.readInt16BE(track.length);
  const packet = body.subarray(track.length + 3);
  if (opusPacketSeconds(packet) === 0) throw new Error('An Opus packet holds no frame.');
  const start = state.clusterTimecode + relative;
  const lengthInUnits = (opusPacketSeconds(packet) * NANOSECONDS) / state.timecodeScale;
  state.lastBlockEnd = Math.max(state.lastBlockEnd, start + lengthInUnits);
  state.blocks += 1;
}

/** An Opus packet's length from its table-of-contents byte (RFC 6716, section 3.1). */
export function opusPacketSeconds(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const config = toc >> 3;
  let frameMs: number;
  if (config < 12) frameMs = [10, 20, 40, 60][config % 4] ?? 20;
  else if (config < 16) frameMs = config % 2 === 0 ? 10 : 20;
  else frameMs = [2.5, 5, 10, 20][config % 4] ?? 20;
  const code = toc & 0b11;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2;
  return (frameMs * frames) / 1000;
}

/** An EBML variable-length integer; IDs keep their marker bit, sizes do not. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean) {
  const first = bytes[offset];
  if (first === undefined || first === 0) throw new Error('Invalid EBML integer.');
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) throw new Error('EBML integer runs past the end.');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(body: Buffer): number {
  let value = 0;
  for (const byte of body) value = value * 256 + byte;
  return value;
}

function readFloat(body: Buffer): number {
  if (body.length === 4) return body.readFloatBE(0);
  if (body.length === 8) return body.readDoubleBE(0);
  return 0;
}
