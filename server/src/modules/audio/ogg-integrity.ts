import fsp from 'node:fs/promises';
import { DamagedRecordingError } from './webm-facts.js';

/**
 * Checks the page framing of an Ogg file (RFC 3533, section 6) before its facts are read.
 * music-metadata takes an Ogg file's length from the granule position of the last page it finds, so
 * a recording cut mid-way is read as a shorter clip. An encoder writes every page whole, so a cut
 * upload shows as one of: a page running past the end of the file, a page whose CRC does not match
 * its bytes, a gap in a stream's page sequence numbers, a granule position going backwards, or a
 * stream whose last page lacks the end-of-stream flag. Each throws DamagedRecordingError.
 * A file that does not start with a capture pattern is left to the format check.
 */
export async function checkOggPages(filePath: string): Promise<void> {
  const bytes = await fsp.readFile(filePath);
  const streams = new Map<number, { nextSequence: number; granule: bigint; ended: boolean }>();
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < HEADER_BYTES)
      throw new DamagedRecordingError('an Ogg page header is cut short');
    if (bytes.toString('latin1', offset, offset + 4) !== 'OggS')
      throw new DamagedRecordingError(`no Ogg capture pattern at byte ${offset}`);
    if (bytes.readUInt8(offset + 4) !== 0) throw new DamagedRecordingError('unknown Ogg page version');
    const flags = bytes.readUInt8(offset + 5);
    const granule = bytes.readBigInt64LE(offset + 6);
    const serial = bytes.readUInt32LE(offset + 14);
    const sequence = bytes.readUInt32LE(offset + 18);
    const segments = bytes.readUInt8(offset + 26);
    const bodyStart = offset + HEADER_BYTES + segments;
    if (bodyStart > bytes.length) throw new DamagedRecordingError('an Ogg segment table is cut short');
    let bodyBytes = 0;
    for (let i = 0; i < segments; i++) bodyBytes += bytes.readUInt8(offset + HEADER_BYTES + i);
    const end = bodyStart + bodyBytes;
    if (end > bytes.length) throw new DamagedRecordingError('the last Ogg page is cut short');
    if (pageCrc(bytes.subarray(offset, end)) !== bytes.readUInt32LE(offset + 22))
      throw new DamagedRecordingError(`the Ogg page at byte ${offset} fails its CRC`);

    const stream = streams.get(serial);
    if (!stream) {
      if (!(flags & BOS) || sequence !== 0)
        throw new DamagedRecordingError('an Ogg stream has no first page');
      streams.set(serial, { nextSequence: 1, granule: granule, ended: (flags & EOS) !== 0 });
    } else {
      if (stream.ended) throw new DamagedRecordingError('an Ogg page follows its stream end');
      if (sequence !== stream.nextSequence) throw new DamagedRecordingError('an Ogg page is missing');
      // -1 marks a page on which no packet ends (RFC 3533): it carries no position.
      if (granule !== NO_POSITION) {
        if (granule < stream.granule) throw new DamagedRecordingError('an Ogg granule position goes back');
        stream.granule = granule;
      }
      stream.nextSequence++;
      stream.ended = (flags & EOS) !== 0;
    }
    offset = end;
  }
  if (streams.size === 0) throw new DamagedRecordingError('no Ogg page');
  for (const stream of streams.values())
    if (!stream.ended) throw new DamagedRecordingError('an Ogg stream ends without its last page');
}

const HEADER_BYTES = 27;
const BOS = 0x02;
const EOS = 0x04;
const NO_POSITION = -1n;

/** RFC 3533's CRC-32: polynomial 0x04c11db7, initial value 0, no reflection, no final xor; the CRC field read as 0. */
function pageCrc(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : (page[i] ?? 0);
    crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index << 24;
  for (let bit = 0; bit < 8; bit++) value = value & 0x80000000 ? (value << 1) ^ 0x04c11db7 : value << 1;
  return value >>> 0;
});
