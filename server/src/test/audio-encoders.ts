import { Mp3Encoder } from '@breezystack/lamejs';

export interface WavEncoding {
  bits: 8 | 16 | 24 | 32 | 64;
  float?: boolean;
}

/** The integer a sample in -1..1 is stored as, for an integer WAV of `bits` bits. */
export function wavInteger(sample: number, bits: number): number {
  const clamped = Math.max(-1, Math.min(1, sample));
  const full = 2 ** (bits - 1);
  return Math.max(-full, Math.min(full - 1, Math.round(clamped * full)));
}

/** A WAV file of the given channels (interleaved on write), in any PCM or float encoding. */
export function encodeWav(
  channels: Float32Array[],
  sampleRate: number,
  { bits, float = false }: WavEncoding,
): Buffer {
  const frames = channels[0]?.length ?? 0;
  const bytesPerSample = bits / 8;
  const blockAlign = channels.length * bytesPerSample;
  const dataLength = frames * blockAlign;
  const wav = Buffer.alloc(44 + dataLength);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataLength, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(float ? 3 : 1, 20);
  wav.writeUInt16LE(channels.length, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * blockAlign, 28);
  wav.writeUInt16LE(blockAlign, 32);
  wav.writeUInt16LE(bits, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataLength, 40);
  if (bits === 16 && !float) {
    // The common case, a thousand times over in the tests: typed-array writes, not Buffer calls.
    const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, frames * channels.length);
    for (const [channel, values] of channels.entries())
      for (let frame = 0; frame < frames; frame++)
        samples[frame * channels.length + channel] = wavInteger(values[frame] as number, 16);
    return wav;
  }
  for (let frame = 0; frame < frames; frame++) {
    for (const [channel, samples] of channels.entries()) {
      const offset = 44 + frame * blockAlign + channel * bytesPerSample;
      const sample = samples[frame] as number;
      if (float && bits === 64) wav.writeDoubleLE(sample, offset);
      else if (float) wav.writeFloatLE(sample, offset);
      else if (bits === 8) wav.writeUInt8(wavInteger(sample, 8) + 128, offset);
      else wav.writeIntLE(wavInteger(sample, bits), offset, bytesPerSample);
    }
  }
  return wav;
}

/** An MP3 file of one or two channels, encoded with lamejs (pure JavaScript LAME) at `kbps`. */
export function encodeMp3(channels: Float32Array[], sampleRate: number, kbps = 128): Buffer {
  const toPcm16 = (samples: Float32Array) => Int16Array.from(samples, (sample) => wavInteger(sample, 16));
  const [left, right] = channels.map(toPcm16);
  if (!left) throw new Error('encodeMp3 needs at least one channel');
  const encoder = new Mp3Encoder(right ? 2 : 1, sampleRate, kbps);
  const parts: Buffer[] = [];
  const asBuffer = (bytes: Int8Array | Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < left.length; i += 1152) {
    const end = i + 1152;
    parts.push(
      asBuffer(
        right
          ? encoder.encodeBuffer(left.subarray(i, end), right.subarray(i, end))
          : encoder.encodeBuffer(left.subarray(i, end)),
      ),
    );
  }
  parts.push(asBuffer(encoder.flush()));
  return Buffer.concat(parts);
}
