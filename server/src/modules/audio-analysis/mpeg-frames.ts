/** What one MPEG audio frame header says. */
export interface MpegFrameHeader {
  sampleRate: number;
  channels: 1 | 2;
  /** Bytes from the header's first byte to the next frame's. */
  frameBytes: number;
  /** Samples per channel the frame decodes to. */
  samples: number;
}

const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};
// biome-ignore format: one table a line
const BIT_RATES_KBPS = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

/** The header at `offset`, or null when the four bytes there are not a usable one (free format included). */
export function parseMpegFrameHeader(bytes: Uint8Array, offset: number): MpegFrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [0, 1, 2, 3].map((i) => bytes[offset + i] ?? 0) as [
    number,
    number,
    number,
    number,
  ];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = 4 - ((b1 >> 1) & 3); // 1, 2 or 3; 4 is reserved
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (!sampleRate || layer === 4) return null;
  const mpeg1 = version === 3;
  const table = mpeg1
    ? [BIT_RATES_KBPS.v1l1, BIT_RATES_KBPS.v1l2, BIT_RATES_KBPS.v1l3][layer - 1]
    : layer === 1
      ? BIT_RATES_KBPS.v2l1
      : BIT_RATES_KBPS.v2l23;
  const kbps = table?.[b2 >> 4];
  if (!kbps) return null;
  const padding = (b2 >> 1) & 1;
  const bitRate = kbps * 1000;
  const frameBytes =
    layer === 1
      ? (Math.floor((12 * bitRate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && !mpeg1 ? 72 : 144) * bitRate) / sampleRate) + padding;
  const samples = layer === 1 ? 384 : layer === 3 && !mpeg1 ? 576 : 1152;
  return { sampleRate, channels: b3 >> 6 === 3 ? 1 : 2, frameBytes, samples };
}

/**
 * Follows an MPEG audio stream frame by frame as its bytes go by, to tell what the decoder does not:
 * how many channels the stream has (the decoder always gives two), and whether the file ends inside a
 * frame, as a copy or upload cut short does. Skips an ID3v2 tag at the start and stops at tags at the end.
 */
export class MpegFrameWalker {
  /** The first header that follows the start, a tag or another frame: one found in junk may be junk. */
  first: MpegFrameHeader | null = null;
  frames = 0;
  /** Frames whose header sits where the previous frame (or the start, or a tag) ended. */
  framesInStep = 0;
  /** Samples per channel in the frames so far. */
  samples = 0;
  /** File offset of the next frame header expected. */
  private next = 0;
  /** File offset of the first byte of `carry`. */
  private carryAt = 0;
  private carry = Buffer.alloc(0);
  private ended = false;
  /** Whether the header now expected sits where a frame (or the start, or a tag) ended. */
  private reachedInStep = true;
  /** Whether the last frame was reached so: a header found in junk may be junk, its "cut" too. */
  private lastInStep = true;

  /** Takes the file's next bytes, in order. */
  push(chunk: Buffer): void {
    if (this.ended) return;
    const bytes = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const base = this.carryAt;
    this.carryAt = base + bytes.length;
    this.carry = Buffer.alloc(0);
    while (!this.ended && this.next - base < bytes.length) {
      const at = this.next - base;
      // An ID3v2 header needs ten bytes, a frame header four: wait for more when they are split.
      if (at + 10 > bytes.length) {
        this.carry = Buffer.from(bytes.subarray(at));
        this.carryAt = this.next;
        return;
      }
      this.step(bytes, at, base);
    }
  }

  /** Why the bytes seen are not a whole MPEG audio stream, given the file's size; null when they are. */
  problem(fileSize: number): string | null {
    if (!this.first) return 'no MPEG audio frame header was found';
    // In a real stream nearly every frame follows the one before; in random bytes almost none does.
    if (this.framesInStep < this.frames / 2)
      return `not an MPEG audio stream: ${this.frames - this.framesInStep} of its ${this.frames} frame headers follow no frame`;
    const missing = this.missingBytes(fileSize);
    return missing ? `the MP3 file is cut short: its last frame lacks ${missing} bytes` : null;
  }

  /** Bytes missing from the end of the last frame, given the file's size; 0 when it ends on a boundary. */
  private missingBytes(fileSize: number): number {
    if (this.ended || !this.frames) return 0;
    // A file cut within ten bytes of a frame's start leaves that frame's header waiting in `carry`.
    const waiting = this.reachedInStep ? parseMpegFrameHeader(this.carry, 0) : null;
    if (waiting) return Math.max(0, this.next + waiting.frameBytes - fileSize);
    return this.lastInStep ? Math.max(0, this.next - fileSize) : 0;
  }

  private step(bytes: Buffer, at: number, base: number): void {
    const header = parseMpegFrameHeader(bytes, at);
    if (header) {
      if (this.reachedInStep) {
        this.first ??= header;
        this.framesInStep++;
      }
      this.frames++;
      this.samples += header.samples;
      this.next += header.frameBytes;
      this.lastInStep = this.reachedInStep;
      this.reachedInStep = true;
      return;
    }
    const tag = bytes.toString('latin1', at, at + 3);
    if (tag === 'ID3' && !this.frames) {
      const size =
        ((bytes[at + 6] ?? 0) << 21) |
        ((bytes[at + 7] ?? 0) << 14) |
        ((bytes[at + 8] ?? 0) << 7) |
        (bytes[at + 9] ?? 0);
      const hasFooter = ((bytes[at + 5] ?? 0) & 0x10) !== 0;
      this.next += 10 + size + (hasFooter ? 10 : 0);
      return;
    }
    if (this.frames && (tag === 'TAG' || tag === 'APE' || tag === 'LYR')) {
      this.ended = true;
      return;
    }
    // Junk between frames: the decoder looks for the next sync word, and so does this.
    const sync = bytes.indexOf(0xff, at + 1);
    this.next = base + (sync === -1 ? bytes.length : sync);
    this.reachedInStep = false;
  }
}
