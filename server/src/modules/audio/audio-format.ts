/** The audio containers Backline accepts somewhere: tracks take MP3 and WAV, voice notes WebM and Ogg. */
export type AudioFormat = 'MP3' | 'WAV' | 'WEBM' | 'OGG';

export const AUDIO_FORMAT_INFO: Record<AudioFormat, { mimeType: string; extension: string }> = {
  MP3: { mimeType: 'audio/mpeg', extension: 'mp3' },
  WAV: { mimeType: 'audio/wav', extension: 'wav' },
  WEBM: { mimeType: 'audio/webm', extension: 'webm' },
  OGG: { mimeType: 'audio/ogg', extension: 'ogg' },
};

/** How many leading bytes detectAudioFormat needs. */
export const FORMAT_SNIFF_BYTES = 12;

/** The format the bytes say, whatever the file's name or declared type: magic numbers only. */
export function detectAudioFormat(head: Uint8Array): AudioFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'WAV';
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'MP3';
  if (head.length >= 2 && isMpegFrameSync(head[0] ?? 0, head[1] ?? 0)) return 'MP3';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return 'WEBM';
  if (head.length >= 4 && ascii(0, 4) === 'OggS') return 'OGG';
  return null;
}

/** 11 set bits of frame sync, then a valid MPEG version and layer III (the "MP3" layer). */
function isMpegFrameSync(first: number, second: number): boolean {
  const sync = first === 0xff && (second & 0xe0) === 0xe0;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  return sync && version !== 0b01 && layer === 0b01;
}
