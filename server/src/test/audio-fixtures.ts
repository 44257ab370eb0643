import { Mp3Encoder } from '@breezystack/lamejs';

export interface ToneOptions {
  seconds?: number;
  sampleRate?: number;
  channels?: 1 | 2;
  frequency?: number;
  /** Peak amplitude, 0..1. */
  amplitude?: number;
}

function toneSamples({
  seconds = 1,
  sampleRate = 8000,
  frequency = 440,
  amplitude = 0.5,
}: ToneOptions): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * amplitude * 32767);
  }
  return samples;
}

/** The 44-byte header of a 16-bit PCM WAV holding `dataLength` bytes of samples. */
export function wavHeader(
  dataLength: number,
  { sampleRate, channels }: { sampleRate: number; channels: number },
): Buffer {
  const blockAlign = channels * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataLength, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataLength, 40);
  return header;
}

/** A real 16-bit PCM WAV file of a sine tone. */
export function makeWav(options: ToneOptions = {}): Buffer {
  const { sampleRate = 8000, channels = 1 } = options;
  const samples = toneSamples(options);
  const dataLength = samples.length * channels * 2;
  const wav = Buffer.alloc(44 + dataLength);
  wavHeader(dataLength, { sampleRate, channels }).copy(wav);
  for (let i = 0; i < samples.length; i++) {
    for (let channel = 0; channel < channels; channel++)
      wav.writeInt16LE(samples[i] ?? 0, 44 + (i * channels + channel) * 2);
  }
  return wav;
}

/** A real MP3 file of a sine tone, encoded with lamejs (pure JavaScript LAME). */
export function makeMp3(options: ToneOptions = {}): Buffer {
  const { sampleRate = 44100, channels = 1 } = options;
  const samples = toneSamples({ ...options, sampleRate });
  const encoder = new Mp3Encoder(channels, sampleRate, 128);
  const parts: Buffer[] = [];
  const asBuffer = (bytes: Int8Array | Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const block = 1152;
  for (let i = 0; i < samples.length; i += block) {
    const chunk = samples.subarray(i, i + block);
    parts.push(asBuffer(channels === 2 ? encoder.encodeBuffer(chunk, chunk) : encoder.encodeBuffer(chunk)));
  }
  parts.push(asBuffer(encoder.flush()));
  return Buffer.concat(parts);
}

/** Text wearing an audio file's name. */
export const TEXT_PRETENDING_TO_BE_MP3 = Buffer.from('This is a text file, not music.\n'.repeat(20));

/** A WAV header followed by garbage instead of format and data chunks. */
export function wavHeaderWithGarbage(): Buffer {
  const garbage = Buffer.alloc(4000, 0x5a);
  const head = Buffer.from('RIFF\0\0\0\0WAVE', 'latin1');
  head.writeUInt32LE(4 + garbage.length, 4);
  return Buffer.concat([head, garbage]);
}

/** The WAV with a RIFF LIST/INFO chunk naming its title (INAM) and artist (IART), as tag editors write. */
export function withWavInfoTags(wav: Buffer, tags: { title?: string; artist?: string }): Buffer {
  const subChunk = (id: string, text: string) => {
    const value = Buffer.from(`${text}\0`, 'latin1');
    const padded = Buffer.concat([value, Buffer.alloc(value.length % 2)]);
    const header = Buffer.alloc(8);
    header.write(id, 0, 'latin1');
    header.writeUInt32LE(value.length, 4);
    return Buffer.concat([header, padded]);
  };
  const entries = [
    ...(tags.title ? [subChunk('INAM', tags.title)] : []),
    ...(tags.artist ? [subChunk('IART', tags.artist)] : []),
  ];
  const body = Buffer.concat([Buffer.from('INFO', 'latin1'), ...entries]);
  const header = Buffer.alloc(8);
  header.write('LIST', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  const tagged = Buffer.concat([wav, header, body]);
  tagged.writeUInt32LE(tagged.length - 8, 4);
  return tagged;
}
