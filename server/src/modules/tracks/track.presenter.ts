import type { Track } from './track.entity.js';
import { analysisOf } from './track-analysis.types.js';
import type { TrackRow } from './track-listing.js';

// The description's REST shapes; GraphQL answers the Track type from the same rows and entities.

/** The description's track list item. */
export function presentTrackSummary(track: TrackRow) {
  return {
    id: track.id,
    title: track.title,
    artist: track.artist,
    genre: track.genre,
    key: track.key,
    bpm: track.bpm,
  };
}

export function presentTrack(track: Track) {
  return {
    ...presentTrackSummary(track),
    mood: track.mood,
    bpmConfirmed: track.bpmConfirmed,
    keyConfirmed: track.keyConfirmed,
    format: track.format,
    durationSeconds: track.durationSeconds,
    sampleRate: track.sampleRate,
    channels: track.channels,
    bitRate: track.bitRate,
    sizeBytes: track.sizeBytes,
    createdAt: track.createdAt,
    analysis: analysisOf(track),
  };
}
