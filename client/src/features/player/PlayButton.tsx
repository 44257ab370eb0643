import { useItemPlayback, usePlayer } from './PlayerProvider';
import { PauseIcon, PlayIcon } from './player-icons';
import { itemKey, type PlayerItem } from './player-queue';

interface PlayButtonProps {
  /** The list this item belongs to, in the order it is shown: playing the item queues the list. */
  queue: readonly PlayerItem[];
  index: number;
  className?: string;
  /**
   * When something else of the same list is playing, go on from its position (A/B of a song's
   * versions) instead of starting again.
   */
  keepPosition?: boolean;
  /** Shows 'Play' or 'Pause' beside the icon (a page's main button); the name still says what plays. */
  withLabel?: boolean;
}

/**
 * Hands an item (and the list it is in) to the workspace player, or pauses and resumes it when it is
 * already the one playing. Its label names the item: 'Play Aurora', 'Pause Aurora'.
 */
export function PlayButton({
  queue,
  index,
  className = 'play-button',
  keepPosition = false,
  withLabel = false,
}: PlayButtonProps) {
  const player = usePlayer();
  const item = queue[index] as PlayerItem;
  const playback = useItemPlayback(item);
  const playing = playback === 'playing';

  const onClick = () => {
    if (playback !== 'none') {
      player.toggle();
      return;
    }
    const current = player.current();
    const fromTheList = current !== null && queue.some((entry) => itemKey(entry) === itemKey(current));
    if (keepPosition && fromTheList) player.switchQueue(queue, index);
    else player.playQueue(queue, index);
  };
  return (
    <button
      type="button"
      className={className}
      data-playback={playback}
      aria-label={`${playing ? 'Pause' : 'Play'} ${item.title}`}
      onClick={onClick}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
      {withLabel && <span>{playing ? 'Pause' : 'Play'}</span>}
    </button>
  );
}
