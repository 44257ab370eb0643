import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FreshAudioUrlQuery } from '../tracks/fresh-audio-url';

interface PlaylistPlayerProps {
  tracks: { id: string; title: string }[];
  current: number | null;
  onCurrentChange: (index: number | null) => void;
}

/**
 * Plays the playlist in order: each track's address is signed when it comes up (signed addresses
 * expire), and the next track starts when one ends.
 */
export function PlaylistPlayer({ tracks, current, onCurrentChange }: PlaylistPlayerProps) {
  const client = useApolloClient();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState('');
  const track = current === null ? undefined : tracks[current];
  const trackId = track?.id;

  useEffect(() => {
    setSource(null);
    setError('');
    if (!trackId) return;
    let cancelled = false;
    client
      .query({ query: FreshAudioUrlQuery, variables: { id: trackId }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!cancelled) setSource(data?.track.audioUrl ?? null);
      })
      .catch(() => {
        if (!cancelled) setError('Could not load this track.');
      });
    return () => {
      cancelled = true;
    };
  }, [client, trackId]);

  const playNext = () => {
    if (current === null) return;
    onCurrentChange(current + 1 < tracks.length ? current + 1 : null);
  };

  return (
    <div className="playlist-player">
      <button
        type="button"
        className="button"
        disabled={tracks.length === 0}
        onClick={() => onCurrentChange(0)}
      >
        Play all
      </button>
      {track && current !== null && (
        <p aria-live="polite">
          Now playing: <strong>{track.title}</strong> ({current + 1} of {tracks.length})
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {source && (
        // biome-ignore lint/a11y/useMediaCaption: artists' own music recordings have no captions.
        <audio
          key={source}
          src={source}
          controls
          autoPlay
          onEnded={playNext}
          onError={() => setError('Audio playback error.')}
        />
      )}
    </div>
  );
}
