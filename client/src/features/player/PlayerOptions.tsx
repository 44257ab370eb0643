import { Repeat, Repeat1, Shuffle, Volume2, VolumeX } from 'lucide-react';
import { usePlayer, usePlayerSnapshot } from './PlayerProvider';

const REPEAT_NAMES = { off: 'off', all: 'all', one: 'one' } as const;

/** Shuffle, repeat (off, all, one) and mute, as toggle buttons. */
export function PlayerOptions({ withMute = true }: { withMute?: boolean }) {
  const player = usePlayer();
  const { shuffle, repeat, muted } = usePlayerSnapshot();
  return (
    <div className="player-options">
      <button
        type="button"
        className="player-control player-option"
        aria-label="Shuffle"
        aria-pressed={shuffle}
        onClick={() => player.setShuffle(!shuffle)}
      >
        <Shuffle size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="player-control player-option"
        aria-label={`Repeat: ${REPEAT_NAMES[repeat]}`}
        aria-pressed={repeat !== 'off'}
        onClick={() => player.cycleRepeat()}
      >
        {/* Repeating one track shows a 1 in the loop, as music players do. */}
        {repeat === 'one' ? (
          <Repeat1 size={18} aria-hidden="true" />
        ) : (
          <Repeat size={18} aria-hidden="true" />
        )}
      </button>
      {withMute && (
        <button
          type="button"
          className="player-control player-option"
          aria-label="Mute"
          aria-pressed={muted}
          onClick={() => player.toggleMute()}
        >
          {muted ? <VolumeX size={18} aria-hidden="true" /> : <Volume2 size={18} aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
