import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { graphql } from '../../__generated__';
import type { WaveformPlayer_TrackFragment } from '../../__generated__/graphql';
import { FormError } from '../../components/FormError';
import { FreshAudioUrlQuery } from './fresh-audio-url';

graphql(`
  fragment WaveformPlayer_track on Track {
    id
    title
    audioUrl
    durationSeconds
    waveform(points: 1000) {
      min
      max
    }
  }
`);

type PlayerState = 'loading' | 'ready' | 'playing' | 'error';

/** The description's waveform look: 2 px bars, 1 px apart, rounded, 64 px high. */
const waveformLook = {
  barWidth: 2,
  barGap: 1,
  barRadius: 2,
  height: 64,
  waveColor: '#7d8796',
  progressColor: '#8cb8ff',
};

/**
 * Draws the peaks stored at upload at once, and streams the audio only when played. The audio address
 * is signed for a few minutes; if it has expired when played, a fresh one is fetched once.
 */
export function WaveformPlayer({ track }: { track: WaveformPlayer_TrackFragment }) {
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<WaveSurfer | null>(null);
  const client = useApolloClient();
  const [state, setState] = useState<PlayerState>('loading');
  const [error, setError] = useState('');
  const { id, durationSeconds, waveform } = track;
  // Read when the player is built: a refetch that only re-signs the address must not rebuild it.
  const audioUrl = useRef(track.audioUrl);
  audioUrl.current = track.audioUrl;

  useEffect(() => {
    if (!container.current) return;
    const media = new Audio();
    media.preload = 'none';
    let retriedWithFreshUrl = false;
    const surfer = WaveSurfer.create({
      container: container.current,
      ...waveformLook,
      media,
      url: audioUrl.current,
      peaks: [waveform.max, waveform.min],
      duration: durationSeconds,
    });
    player.current = surfer;
    surfer.on('ready', () => setState('ready'));
    surfer.on('play', () => setState('playing'));
    surfer.on('pause', () => setState('ready'));
    surfer.on('finish', () => setState('ready'));
    surfer.on('error', async (failure) => {
      if (!retriedWithFreshUrl && media.error) {
        retriedWithFreshUrl = true;
        const fresh = await client.query({
          query: FreshAudioUrlQuery,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        if (fresh.data) {
          media.src = fresh.data.track.audioUrl;
          void surfer.play();
          return;
        }
      }
      setError(failure.message || 'Media error');
      setState('error');
    });
    return () => {
      surfer.destroy();
      player.current = null;
    };
  }, [client, id, durationSeconds, waveform]);

  const playing = state === 'playing';
  return (
    <div className="waveform-player" data-state={state}>
      <button
        type="button"
        className="play-button"
        onClick={() => void player.current?.playPause()}
        disabled={state === 'loading' || state === 'error'}
        aria-label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <div className="waveform" ref={container} />
      {state === 'loading' && <span className="muted">Loading...</span>}
      <FormError message={error} />
    </div>
  );
}
