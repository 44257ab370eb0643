/** The rate fingerprints are taken at. */
export const FINGERPRINT_RATE = 8000;
/** Samples from one fingerprint word to the next: 32 ms, 31.25 words a second. */
export const HOP_SIZE = 256;
/** Marks a silent step; a step whose bits all come out 0 gets its lowest bit set instead. */
export const SILENT_WORD = 0;
export const FINGERPRINT_PREFIX = 'bfp1.';

/** A fingerprint as stored: 'bfp1.' and the base64 of its 32-bit words, little-endian. */
export type AudioFingerprint = string;

// btoa and atob, not Buffer: the web client takes fingerprints too (in a Web Worker).
export function encodeFingerprint(words: Uint32Array): AudioFingerprint {
  const view = new DataView(new ArrayBuffer(words.length * 4));
  for (const [i, word] of words.entries()) view.setUint32(i * 4, word, true);
  let binary = '';
  const bytes = new Uint8Array(view.buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return FINGERPRINT_PREFIX + btoa(binary);
}

/** The words of a stored fingerprint; throws on a string that is not one. */
export function decodeFingerprint(fingerprint: AudioFingerprint): Uint32Array {
  if (!fingerprint.startsWith(FINGERPRINT_PREFIX)) {
    throw new TypeError('Not a Backline audio fingerprint (bfp1).');
  }
  let binary: string;
  try {
    binary = atob(fingerprint.slice(FINGERPRINT_PREFIX.length));
  } catch {
    throw new TypeError('A Backline audio fingerprint is base64 after its prefix.');
  }
  if (binary.length % 4) throw new TypeError('A Backline audio fingerprint holds whole 32-bit words.');
  const view = new DataView(Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer);
  return Uint32Array.from({ length: binary.length / 4 }, (_, i) => view.getUint32(i * 4, true));
}
