import './player.css';
import { Artwork } from './Artwork';
import { usePlayer, usePlayerSnapshot } from './PlayerProvider';
import { PlayerTimeline } from './PlayerTimeline';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './player-icons';
import { currentItem, hasNext } from './player-queue';

/**
 * The player docked at the bottom of the workspace: what plays, its place in the queue, Play/Pause,
 * Previous, Next and the waveform to seek in. It stays while the artist moves between screens.
 */
export function PlayerBar() {
  const player = usePlayer();
  const { queue, status, error } = usePlayerSnapshot();
  const item = currentItem(queue);
  const playing = status === 'playing' || status === 'loading';

  return (
    <section className="player-bar" aria-label="Player" data-state={status}>
      <Artwork url={item?.artworkUrl} className="artwork player-artwork" />
      <div className="player-meta">
        {item ? (
          <>
            <p className="player-title truncate" title={item.title}>
              {item.title}
            </p>
            <p className="player-artist truncate muted" title={item.artist}>
              {item.artist}
              {queue.items.length > 1 && (
                <span className="player-position">
                  {' '}
                  · {(queue.index ?? 0) + 1} of {queue.items.length}
                </span>
              )}
            </p>
          </>
        ) : (
          <p className="player-title muted">Nothing playing</p>
        )}
      </div>
      <div className="player-controls">
        <button
          type="button"
          className="player-control"
          aria-label="Previous"
          disabled={!item}
          onClick={() => player.previous()}
        >
          <PreviousIcon />
        </button>
        <button
          type="button"
          className="player-control player-toggle"
          aria-label={playing ? 'Pause' : 'Play'}
          disabled={!item}
          onClick={() => player.toggle()}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="player-control"
          aria-label="Next"
          disabled={!hasNext(queue)}
          onClick={() => player.next()}
        >
          <NextIcon />
        </button>
      </div>
      {item && <PlayerTimeline item={item} />}
      {error && (
        <p className="player-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
