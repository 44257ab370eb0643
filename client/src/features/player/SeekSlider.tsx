import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react';
import { formatDuration } from '../playlists/format-duration';
import { SEEK_STEP_SECONDS } from './use-player-shortcuts';

/**
 * Where a key sends a seek slider: the arrows `SEEK_STEP_SECONDS` back (Left, Down) or forward
 * (Right, Up), Home the start, End the end; undefined for any other key.
 */
export function seekTargetForKey(key: string, elapsed: number, duration: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, elapsed - SEEK_STEP_SECONDS);
    case 'ArrowRight':
    case 'ArrowUp':
      // Not held to `duration`: where it is unknown (0), the player holds the seek to the media's end.
      return elapsed + SEEK_STEP_SECONDS;
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return undefined;
  }
}

/** The moment under the pointer on a timeline drawn across `element`, from 0 to `duration`. */
export function secondsAtPointer(clientX: number, element: Element, duration: number): number {
  const box = element.getBoundingClientRect();
  if (box.width <= 0) return 0;
  return Math.min(1, Math.max(0, (clientX - box.left) / box.width)) * duration;
}

interface SeekSliderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'onKeyDown'> {
  /** The accessible name ('Seek', 'Seek in Aurora'). */
  label: string;
  elapsed: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * A drawn timeline (a waveform, a bar) as a slider for assistive technology and the keyboard: its
 * values in whole seconds with the text in m:ss ('0:42 of 3:10'), and the keys of
 * `seekTargetForKey`. The player bar's waveform and a track's page both seek through it; what is
 * drawn, and what a pointer does, is theirs (children and the other props).
 */
export function SeekSlider({ label, elapsed, duration, onSeek, children, ...props }: SeekSliderProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const target = seekTargetForKey(event.key, elapsed, duration);
    if (target === undefined) return;
    event.preventDefault();
    onSeek(target);
  };
  return (
    <div
      {...props}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(elapsed)}
      aria-valuetext={`${formatDuration(elapsed)} of ${formatDuration(duration)}`}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
