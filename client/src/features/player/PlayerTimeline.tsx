import { formatDuration } from '../playlists/format-duration';
import { usePlaybackTime, usePlayer } from './PlayerProvider';
import { PlayerWaveform } from './PlayerWaveform';
import type { PlayerItem } from './player-queue';
import { SeekSlider, secondsAtPointer } from './SeekSlider';

/**
 * Elapsed time, the waveform (or a plain bar for voice notes) and the total time. The waveform is a
 * slider for the keyboard too: arrows move 5 s, Home and End go to the start and the end.
 */
export function PlayerTimeline({ item }: { item: PlayerItem }) {
  const player = usePlayer();
  const time = usePlaybackTime();
  const duration = item.durationSeconds;
  const elapsed = Math.min(time, duration || time);

  return (
    <div className="player-timeline">
      <span className="player-time" data-testid="player-elapsed">
        {formatDuration(elapsed)}
      </span>
      <SeekSlider
        className="player-seek"
        label="Seek"
        elapsed={elapsed}
        duration={duration}
        onSeek={(seconds) => player.seek(seconds)}
      >
        {item.kind !== 'note' ? (
          <PlayerWaveform kind={item.kind} id={item.id} durationSeconds={duration} />
        ) : (
          <PlainProgress elapsed={elapsed} duration={duration} />
        )}
      </SeekSlider>
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
      onClick={(event) => player.seek(secondsAtPointer(event.clientX, event.currentTarget, duration))}
    >
      <div style={{ width: `${share * 100}%` }} />
    </div>
  );
}
