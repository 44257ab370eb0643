import type { TrackDetailsDraft } from './upload-queue';

/**
 * The details a file's own tags give (ID3 in MP3, RIFF INFO or ID3 in WAV): title, artist, BPM, key
 * and genre where present. The tag reader loads only when the first file is chosen. A file whose tags
 * cannot be read gives nothing: its details stay as they are.
 */
export async function readAudioTags(file: File): Promise<Partial<TrackDetailsDraft>> {
  try {
    const { parseBlob } = await import('music-metadata');
    const { common } = await parseBlob(file, { duration: false, skipCovers: true });
    const found: Partial<TrackDetailsDraft> = {
      title: common.title?.trim(),
      artist: common.artist?.trim(),
      bpm: common.bpm ? String(Math.round(common.bpm * 100) / 100) : undefined,
      key: common.key?.trim(),
      genre: common.genre?.[0]?.trim(),
    };
    return Object.fromEntries(Object.entries(found).filter(([, value]) => value));
  } catch {
    return {};
  }
}
