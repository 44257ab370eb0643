import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { AddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { formatDuration } from '../playlists/format-duration';
import { Artwork } from './Artwork';
import { PlayerOptions } from './PlayerOptions';
import { usePlaybackTime, usePlayer, usePlayerSnapshot } from './PlayerProvider';
import { currentItem } from './player-queue';
import { TransportButtons } from './TransportButtons';

/** The seek slider reads in whole seconds from the start. */
const SEEK_SLIDER = { start: 0, step: 1 };

/**
 * What plays, large: the cover, the title, a seek slider big enough for a thumb, the controls,
 * shuffle, repeat and mute, and what comes next. The whole screen on a phone, as music apps open
 * their player; a dialog on a wide screen.
 */
export function NowPlayingDialog({
  open,
  onClose,
  onOpenQueue,
}: {
  open: boolean;
  onClose: () => void;
  onOpenQueue: () => void;
}) {
  return (
    <Dialog
      title="Now Playing"
      className="now-playing-dialog"
      open={open}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onOpenQueue}>
            Queue
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <NowPlaying />
    </Dialog>
  );
}

function NowPlaying() {
  const player = usePlayer();
  const snapshot = usePlayerSnapshot();
  const { queue } = snapshot;
  const item = currentItem(queue);
  const time = usePlaybackTime();
  if (!item) return <p className="muted">Nothing playing. Play a track, a playlist or a project's song.</p>;
  const duration = item.durationSeconds;
  const elapsed = Math.min(time, duration || time);
  const upNext = queue.index === null ? undefined : queue.items[queue.index + 1];
  return (
    <div className="now-playing">
      <Artwork url={item.largeArtworkUrl ?? item.artworkUrl} className="artwork now-playing-artwork" />
      <div className="now-playing-text">
        <p className="now-playing-title">{item.title}</p>
        <p className="muted">{item.artist}</p>
      </div>
      <div className="now-playing-seek">
        <input
          type="range"
          aria-label="Seek"
          min={SEEK_SLIDER.start}
          max={Math.max(SEEK_SLIDER.step, Math.round(duration))}
          step={SEEK_SLIDER.step}
          value={Math.round(elapsed)}
          aria-valuetext={`${formatDuration(elapsed)} of ${formatDuration(duration)}`}
          onChange={(event) => player.seek(Number(event.target.value))}
        />
        <div className="now-playing-times muted">
          <span data-testid="now-playing-elapsed">{formatDuration(elapsed)}</span>
          <span>{formatDuration(duration)}</span>
        </div>
      </div>
      <div className="now-playing-controls">
        <TransportButtons />
      </div>
      <PlayerOptions />
      {/* The listener's own library track can go to a playlist from here, as in any music app's player. */}
      {item.kind === 'track' && !item.othersTrack && (
        <AddToPlaylistButton track={{ id: item.id, title: item.title }} />
      )}
      <p className="now-playing-next muted">
        {upNext ? `Up next: ${upNext.title}` : 'Nothing queued after this one.'}
      </p>
    </div>
  );
}
