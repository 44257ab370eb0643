import { useSyncExternalStore } from 'react';

/** A screen used with a finger: no hovering pointer, and a coarse one. */
const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the device is used by touch, so a screen can say 'tap' instead of 'drag and drop' or 'use
 * the arrow keys'. Follows the device as it changes (a tablet's keyboard attached, say).
 */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(TOUCH_QUERY).matches,
    () => false,
  );
}
