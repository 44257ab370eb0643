import { type AudioFingerprint, FINGERPRINT_PREFIX } from '@backline/sound-analysis';

/** A fingerprint's words as compact bytes (4 a word, little-endian), as the database keeps them. */
export function fingerprintToBytes(fingerprint: AudioFingerprint): Buffer {
  if (!fingerprint.startsWith(FINGERPRINT_PREFIX)) {
    throw new TypeError('Not a Backline audio fingerprint (bfp1).');
  }
  return Buffer.from(fingerprint.slice(FINGERPRINT_PREFIX.length), 'base64');
}

/** The fingerprint of bytes kept by `fingerprintToBytes`. */
export function fingerprintFromBytes(bytes: Uint8Array): AudioFingerprint {
  return (
    FINGERPRINT_PREFIX + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
  );
}
