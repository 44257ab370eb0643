import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PlayerOptions } from './PlayerOptions';
import { usePlayer, usePlayerSnapshot } from './PlayerProvider';
import { itemKey } from './player-queue';

/**
 * What the player will play, in order: each item can be played now, moved up or down, or taken
 * out; what is to come can be cleared (what plays keeps playing). Shuffle, repeat and mute are here
 * too, for phones, where the bar has no room for them.
 */
export function QueueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const player = usePlayer();
  const { queue } = usePlayerSnapshot();
  const last = queue.items.length - 1;
  const upcoming = queue.index === null ? 0 : last - queue.index;
  return (
    <Dialog
      title="Queue"
      open={open}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={upcoming <= 0} onClick={() => player.clearUpcoming()}>
            Clear upcoming
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <PlayerOptions />
      {queue.items.length === 0 ? (
        <p className="muted">Nothing queued. Play a track, a playlist or a project's song to start.</p>
      ) : (
        <ol className="queue-list" aria-label="Queue">
          {queue.items.map((item, index) => {
            const current = index === queue.index;
            return (
              <li key={itemKey(item)} className="queue-item" aria-current={current ? 'true' : undefined}>
                <div className="queue-item-text">
                  <span className="truncate">{item.title}</span>
                  <span className="muted truncate">{current ? 'Now playing' : item.artist}</span>
                </div>
                <div className="queue-item-actions">
                  {!current && (
                    <Button
                      variant="secondary"
                      aria-label={`Play ${item.title}`}
                      onClick={() => player.playAt(index)}
                    >
                      Play
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    aria-label={`Move ${item.title} up`}
                    disabled={index === 0}
                    onClick={() => player.move(index, index - 1)}
                  >
                    <ArrowUp size="1em" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Move ${item.title} down`}
                    disabled={index === last}
                    onClick={() => player.move(index, index + 1)}
                  >
                    <ArrowDown size="1em" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => player.remove(item)}
                  >
                    <X size="1em" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
