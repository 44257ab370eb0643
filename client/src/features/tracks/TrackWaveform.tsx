import { memo, type PointerEvent, useMemo, useRef } from 'react';
import { decodePeaks } from '../player/decode-peaks';
import { useItemPlayback, useItemTime, usePlayer } from '../player/PlayerProvider';
import type { PlayerItem } from '../player/player-queue';
import { SeekSlider, secondsAtPointer } from '../player/SeekSlider';
import { formatDuration } from '../playlists/format-duration';

interface TrackWaveformProps {
  /** The compact stored peaks (`Track.waveformPeaks`). */
  peaks: string;
  /** The list the track is played in from here, and its place in it (as PlayButton takes them). */
  queue: readonly PlayerItem[];
  index: number;
}

/**
 * A track's waveform, large, drawn from its stored peaks. While the track is the player's current
 * item, the played part is coloured and a playhead follows the player; a click or tap seeks there
 * (a mouse may drag), and on a track that is not the current one it starts the track there. It is
 * a slider as the player bar's waveform is (`SeekSlider`: arrows 5 s, Home, End, m:ss).
 */
export function TrackWaveform({ peaks, queue, index }: TrackWaveformProps) {
  const player = usePlayer();
  const item = queue[index] as PlayerItem;
  const isCurrent = useItemPlayback(item) !== 'none';
  const elapsed = useItemTime(item);
  const duration = item.durationSeconds;
  const dragging = useRef<number | null>(null);
  const share = duration > 0 ? Math.min(100, (elapsed / duration) * 100) : 0;

  const seekTo = (seconds: number) => {
    if (isCurrent) player.seek(seconds);
    // Starting at the very end would end it at once.
    else if (seconds < duration) player.playQueueAt(queue, index, seconds);
  };
  // Clicks and taps seek (a finger scrolling over the waveform is no tap); a mouse may also drag.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !isCurrent) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = event.pointerId;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    player.seek(secondsAtPointer(event.clientX, event.currentTarget, duration));
  };
  const stopDragging = () => {
    dragging.current = null;
  };

  return (
    <div className="track-waveform-timeline">
      <SeekSlider
        className="track-waveform"
        data-current={isCurrent}
        label={`Seek in ${item.title}`}
        elapsed={elapsed}
        duration={duration}
        onSeek={seekTo}
        onClick={(event) => seekTo(secondsAtPointer(event.clientX, event.currentTarget, duration))}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopDragging}
        onPointerCancel={stopDragging}
      >
        <WaveformBars peaks={peaks} className="track-waveform-bars" />
        <div className="track-waveform-played" style={{ clipPath: `inset(0 ${100 - share}% 0 0)` }}>
          <WaveformBars peaks={peaks} className="track-waveform-bars" />
        </div>
        {isCurrent && <div className="track-waveform-playhead" style={{ left: `${share}%` }} />}
      </SeekSlider>
      <div className="track-waveform-times" aria-hidden="true">
        <span>{formatDuration(elapsed)}</span>
        <span>{formatDuration(duration)}</span>
      </div>
    </div>
  );
}

const HEIGHT = 64;

/** The bars, drawn once per peaks: the playhead moving redraws none of them. */
const WaveformBars = memo(function WaveformBars({ peaks, className }: { peaks: string; className: string }) {
  const { min, max } = useMemo(() => decodePeaks(peaks), [peaks]);
  const middle = HEIGHT / 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${Math.max(1, min.length * 3)} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {min.map((low, index) => {
        const top = middle - (max[index] ?? 0) * middle;
        const bottom = middle - low * middle;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions, in order, and never move.
          <rect key={index} x={index * 3} y={top} width={2} height={Math.max(1, bottom - top)} rx={1} />
        );
      })}
    </svg>
  );
});
