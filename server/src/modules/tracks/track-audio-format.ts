import { registerEnumType } from 'type-graphql';

/** The formats a library track may have (voice notes take others): decided from the file's bytes. */
export const TrackAudioFormat = { MP3: 'MP3', WAV: 'WAV' } as const;
export type TrackAudioFormat = (typeof TrackAudioFormat)[keyof typeof TrackAudioFormat];

registerEnumType(TrackAudioFormat, {
  name: 'AudioFormat',
  description: "A track's audio container, decided from its bytes.",
});
