/** The rate fingerprints are taken at. */
export const FINGERPRINT_RATE = 8000;
/** Samples from one fingerprint word to the next: 32 ms, 31.25 words a second. */
export const HOP_SIZE = 256;
/** Marks a silent step; a step whose bits all come out 0 gets its lowest bit set instead. */
export const SILENT_WORD = 0;
const FORMAT_PREFIX = 'bfp1.';

/** A fingerprint as stored: 'bfp1.' and the base64 of its 32-bit words, little-endian. */
export type AudioFingerprint = string;

export function encodeFingerprint(words: Uint32Array): AudioFingerprint {
  const bytes = Buffer.alloc(words.length * 4);
  for (const [i, word] of words.entries()) bytes.writeUInt32LE(word, i * 4);
  return FORMAT_PREFIX + bytes.toString('base64');
}

/** The words of a stored fingerprint; throws on a string that is not one. */
export function decodeFingerprint(fingerprint: AudioFingerprint): Uint32Array {
  if (!fingerprint.startsWith(FORMAT_PREFIX)) throw new TypeError('Not a Backline audio fingerprint (bfp1).');
  const bytes = Buffer.from(fingerprint.slice(FORMAT_PREFIX.length), 'base64');
  if (bytes.length % 4) throw new TypeError('A Backline audio fingerprint holds whole 32-bit words.');
  return Uint32Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));
}

/** A fingerprint's words as compact bytes (4 a word, little-endian), as the database keeps them. */
export function fingerprintToBytes(fingerprint: AudioFingerprint): Buffer {
  if (!fingerprint.startsWith(FORMAT_PREFIX)) throw new TypeError('Not a Backline audio fingerprint (bfp1).');
  return Buffer.from(fingerprint.slice(FORMAT_PREFIX.length), 'base64');
}

/** The fingerprint of bytes kept by `fingerprintToBytes`. */
export function fingerprintFromBytes(bytes: Uint8Array): AudioFingerprint {
  return FORMAT_PREFIX + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
