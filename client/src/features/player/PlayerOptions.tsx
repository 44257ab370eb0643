import { usePlayer, usePlayerSnapshot } from './PlayerProvider';
import { RepeatIcon, ShuffleIcon, VolumeIcon } from './player-icons';

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
        <ShuffleIcon />
      </button>
      <button
        type="button"
        className="player-control player-option"
        aria-label={`Repeat: ${REPEAT_NAMES[repeat]}`}
        aria-pressed={repeat !== 'off'}
        onClick={() => player.cycleRepeat()}
      >
        <RepeatIcon one={repeat === 'one'} />
      </button>
      {withMute && (
        <button
          type="button"
          className="player-control player-option"
          aria-label="Mute"
          aria-pressed={muted}
          onClick={() => player.toggleMute()}
        >
          <VolumeIcon muted={muted} />
        </button>
      )}
    </div>
  );
}
