import { useItemPlayback, usePlayer } from './PlayerProvider';
import { PauseIcon, PlayIcon } from './player-icons';
import type { PlayerItem } from './player-queue';

interface PlayButtonProps {
  /** The list this item belongs to, in the order it is shown: playing the item queues the list. */
  queue: readonly PlayerItem[];
  index: number;
  className?: string;
}

/**
 * Hands an item (and the list it is in) to the workspace player, or pauses and resumes it when it is
 * already the one playing. Its label names the item: 'Play Aurora', 'Pause Aurora'.
 */
export function PlayButton({ queue, index, className = 'play-button' }: PlayButtonProps) {
  const player = usePlayer();
  const item = queue[index] as PlayerItem;
  const playback = useItemPlayback(item);
  const playing = playback === 'playing';

  const onClick = () => {
    if (playback === 'none') player.playQueue(queue, index);
    else player.toggle();
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
    </button>
  );
}
