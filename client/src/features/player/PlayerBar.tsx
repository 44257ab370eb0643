import './player.css';
import { useCallback, useState } from 'react';
import { Artwork } from './Artwork';
import { NowPlayingDialog } from './NowPlayingDialog';
import { PlayerOptions } from './PlayerOptions';
import { usePlayer, usePlayerSnapshot } from './PlayerProvider';
import { PlayerTimeline } from './PlayerTimeline';
import { KeyboardIcon, QueueIcon } from './player-icons';
import { currentItem } from './player-queue';
import { QueueDialog } from './QueueDialog';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TransportButtons } from './TransportButtons';
import { usePlayerShortcuts, VOLUME_STEP } from './use-player-shortcuts';

/** The volume slider reads in percent, in the keys' steps. */
const VOLUME_SLIDER = { silent: 0, full: 100 };

/**
 * The player docked at the bottom of the workspace: what plays, its place in the queue, Play/Pause,
 * Previous, Next and the waveform to seek in. It stays while the artist moves between screens. What
 * plays is a button: it opens the player large (the whole screen on a phone).
 */
export function PlayerBar() {
  const player = usePlayer();
  const snapshot = usePlayerSnapshot();
  const { queue, status, error, volume, muted } = snapshot;
  const item = currentItem(queue);
  const [queueOpen, setQueueOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [nowPlayingOpen, setNowPlayingOpen] = useState(false);
  usePlayerShortcuts(
    player,
    useCallback(() => setShortcutsOpen(true), []),
  );

  return (
    <section className="player-bar" aria-label="Player" data-state={status} data-empty={!item || undefined}>
      {item ? (
        <button
          type="button"
          className="player-open"
          aria-haspopup="dialog"
          onClick={() => setNowPlayingOpen(true)}
        >
          <Artwork url={item.artworkUrl} className="artwork player-artwork" />
          <span className="player-meta">
            <span className="player-title truncate" title={item.title}>
              {item.title}
            </span>
            <span className="player-artist truncate muted" title={item.artist}>
              {item.artist}
              {queue.items.length > 1 && (
                <span className="player-position">
                  {' '}
                  · {(queue.index ?? 0) + 1} of {queue.items.length}
                </span>
              )}
            </span>
          </span>
          <span className="visually-hidden">: expand</span>
        </button>
      ) : (
        <>
          <Artwork className="artwork player-artwork" />
          <div className="player-meta">
            <p className="player-title muted">Nothing playing</p>
          </div>
        </>
      )}
      <div className="player-controls">
        <TransportButtons />
        <button
          type="button"
          className="player-control player-queue-button"
          aria-label="Queue"
          aria-haspopup="dialog"
          onClick={() => setQueueOpen(true)}
        >
          <QueueIcon />
        </button>
      </div>
      <div className="player-extras">
        <PlayerOptions />
        <input
          type="range"
          className="player-volume"
          aria-label="Volume"
          min={VOLUME_SLIDER.silent}
          max={VOLUME_SLIDER.full}
          step={VOLUME_STEP * VOLUME_SLIDER.full}
          value={Math.round((muted ? 0 : volume) * VOLUME_SLIDER.full)}
          onChange={(event) => player.setVolume(Number(event.target.value) / VOLUME_SLIDER.full)}
        />
        <button
          type="button"
          className="player-control player-option"
          aria-label="Keyboard shortcuts"
          aria-haspopup="dialog"
          onClick={() => setShortcutsOpen(true)}
        >
          <KeyboardIcon />
        </button>
      </div>
      {item && <PlayerTimeline item={item} />}
      {error && (
        <p className="player-error" role="alert">
          {error}
        </p>
      )}
      <NowPlayingDialog
        open={nowPlayingOpen}
        onClose={() => setNowPlayingOpen(false)}
        onOpenQueue={() => {
          setNowPlayingOpen(false);
          setQueueOpen(true);
        }}
      />
      <QueueDialog open={queueOpen} onClose={() => setQueueOpen(false)} />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </section>
  );
}
