import type { KeyboardEvent } from 'react';
import { formatDuration } from '../playlists/format-duration';
import { usePlaybackTime, usePlayer } from './PlayerProvider';
import { PlayerWaveform } from './PlayerWaveform';
import type { PlayerItem } from './player-queue';

const SEEK_STEP_SECONDS = 5;

/**
 * Elapsed time, the waveform (or a plain bar for voice notes) and the total time. The waveform is a
 * slider for the keyboard too: arrows move 5 s, Home and End go to the start and the end.
 */
export function PlayerTimeline({ item }: { item: PlayerItem }) {
  const player = usePlayer();
  const time = usePlaybackTime();
  const duration = item.durationSeconds;
  const elapsed = Math.min(time, duration || time);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: elapsed - SEEK_STEP_SECONDS,
      ArrowDown: elapsed - SEEK_STEP_SECONDS,
      ArrowRight: elapsed + SEEK_STEP_SECONDS,
      ArrowUp: elapsed + SEEK_STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    player.seek(target);
  };

  return (
    <div className="player-timeline">
      <span className="player-time" data-testid="player-elapsed">
        {formatDuration(elapsed)}
      </span>
      <div
        className="player-seek"
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(elapsed)}
        aria-valuetext={`${formatDuration(elapsed)} of ${formatDuration(duration)}`}
        onKeyDown={onKeyDown}
      >
        {item.kind !== 'note' ? (
          <PlayerWaveform kind={item.kind} id={item.id} durationSeconds={duration} />
        ) : (
          <PlainProgress elapsed={elapsed} duration={duration} />
        )}
      </div>
      <span className="player-time" data-testid="player-total">
        {formatDuration(duration)}
      </span>
    </div>
  );
}

/** A bar for clips without stored peaks; a click seeks. */
function PlainProgress({ elapsed, duration }: { elapsed: number; duration: number }) {
  const player = usePlayer();
  const share = duration > 0 ? Math.min(1, elapsed / duration) : 0;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the slider around it takes the keys.
    <div
      className="player-plain-progress"
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        player.seek(((event.clientX - box.left) / box.width) * duration);
      }}
    >
      <div style={{ width: `${share * 100}%` }} />
    </div>
  );
}
