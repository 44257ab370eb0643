import { graphql } from '../../__generated__';
import type { TrackCard_TrackFragment } from '../../__generated__/graphql';
import { AddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { AddToProjectButton } from '../projects/AddToProjectButton';
import { WaveformPlayer } from './WaveformPlayer';

graphql(`
  fragment TrackCard_track on Track {
    id
    title
    artist
    genre
    key
    bpm
    ...WaveformPlayer_track
  }
`);

export function TrackCard({ track }: { track: TrackCard_TrackFragment }) {
  return (
    <article className="track-card" aria-label={track.title}>
      <h2 className="track-title">{track.title}</h2>
      <p className="muted">{track.artist}</p>
      <ul className="track-facts">
        <li>{track.genre}</li>
        <li>{track.key}</li>
        <li>{track.bpm} BPM</li>
      </ul>
      <WaveformPlayer track={track} />
      <div className="button-row">
        <AddToPlaylistButton track={track} />
        <AddToProjectButton track={track} />
      </div>
    </article>
  );
}
