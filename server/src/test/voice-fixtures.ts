/**
 * Voice-note files built byte by byte: Ogg/Opus and WebM/Opus clips of silent 20 ms Opus packets
 * (a packet of just its table-of-contents byte is a valid empty frame), so tests control the length.
 * The real MediaRecorder output these imitate is in fixtures/chromium-voice-1500ms.webm.
 */
const SILENT_20MS_OPUS_PACKET = Buffer.from([0xf8]);
const OPUS_RATE = 48000;
const PRE_SKIP = 312;

/** An Ogg/Opus file of the given length (RFC 7845): OpusHead, OpusTags, then audio pages. */
export function makeOggOpus({ seconds = 1 }: { seconds?: number } = {}): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(OPUS_RATE, 12);
  const vendor = Buffer.from('backline-tests', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);

  const packets = Math.round(seconds / 0.02);
  const pages = [oggPage([head], 0, 0, 0x02), oggPage([tags], 0, 1, 0)];
  for (let sent = 0, sequence = 2; sent < packets; sequence++) {
    const count = Math.min(50, packets - sent);
    sent += count;
    const granule = PRE_SKIP + sent * 960;
    const flags = sent === packets ? 0x04 : 0;
    pages.push(oggPage(Array(count).fill(SILENT_20MS_OPUS_PACKET), granule, sequence, flags));
  }
  return Buffer.concat(pages);
}

function oggPage(packets: Buffer[], granule: number, sequence: number, flags: number): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let left = packet.length; ; left -= 255) {
      lacing.push(Math.min(left, 255));
      if (left < 255) break;
    }
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(flags, 5);
  header.writeBigUInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(0x0b4c4e, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/**
 * A WebM file laid out as MediaRecorder writes it: segment and clusters of unknown size, no duration,
 * one cluster a second. codecId lets a test make a non-Opus file, packet one of unreadable packets.
 */
export function makeWebmOpus({
  seconds = 1,
  codecId = 'A_OPUS',
  packet = SILENT_20MS_OPUS_PACKET,
}: {
  seconds?: number;
  codecId?: string;
  packet?: Buffer;
} = {}) {
  const header = element(0x1a45dfa3, element(0x4282, Buffer.from('webm', 'latin1')));
  const info = element(0x1549a966, element(0x2ad7b1, uint(1_000_000)));
  const audio = element(0xe1, Buffer.concat([element(0xb5, float(48000)), element(0x9f, uint(1))]));
  const trackEntry = element(
    0xae,
    Buffer.concat([
      element(0xd7, uint(1)),
      element(0x83, uint(2)),
      element(0x86, Buffer.from(codecId, 'latin1')),
      audio,
    ]),
  );
  const clusters: Buffer[] = [];
  const packets = Math.round(seconds / 0.02);
  for (let first = 0; first < packets; first += 50) {
    const blocks = [element(0xe7, uint(first * 20))];
    for (let i = 0; i < Math.min(50, packets - first); i++) {
      const block = Buffer.alloc(4);
      block.writeUInt8(0x81, 0);
      block.writeInt16BE(i * 20, 1);
      block.writeUInt8(0x80, 3);
      blocks.push(element(0xa3, Buffer.concat([block, packet])));
    }
    clusters.push(element(0x1f43b675, Buffer.concat(blocks), { unknownSize: true }));
  }
  const segment = element(0x18538067, Buffer.concat([info, element(0x1654ae6b, trackEntry), ...clusters]), {
    unknownSize: true,
  });
  return Buffer.concat([header, segment]);
}

function element(id: number, body: Buffer, { unknownSize = false } = {}): Buffer {
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .replace(/^(.)((..)*)$/, '0$1$2'),
    'hex',
  );
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff);
  else size.writeBigUInt64BE(BigInt(body.length));
  size[0] = unknownSize ? 0x01 : (size[0] ?? 0) | 0x01;
  return Buffer.concat([idBytes, size, body]);
}

function uint(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function float(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
}
