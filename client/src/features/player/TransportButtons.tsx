import { usePlayer, usePlayerSnapshot } from './PlayerProvider';
import { canGoNext } from './player-engine';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './player-icons';
import { currentItem } from './player-queue';

/** Previous, Play/Pause and Next for the one player: the bar and Now Playing both show them. */
export function TransportButtons() {
  const player = usePlayer();
  const snapshot = usePlayerSnapshot();
  const hasItem = currentItem(snapshot.queue) !== null;
  const playing = snapshot.status === 'playing' || snapshot.status === 'loading';
  return (
    <>
      <button
        type="button"
        className="player-control"
        aria-label="Previous"
        disabled={!hasItem}
        onClick={() => player.previous()}
      >
        <PreviousIcon />
      </button>
      <button
        type="button"
        className="player-control player-toggle"
        aria-label={playing ? 'Pause' : 'Play'}
        disabled={!hasItem}
        onClick={() => player.toggle()}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        className="player-control"
        aria-label="Next"
        disabled={!canGoNext(snapshot)}
        onClick={() => player.next()}
      >
        <NextIcon />
      </button>
    </>
  );
}
