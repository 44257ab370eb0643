import { useEffect } from 'react';
import type { PlayerEngine } from './player-engine';

/** Elements where Space already means something (typing, pressing, choosing). */
const SPACE_OWNERS =
  'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"]';

/** Space plays or pauses the player when focus is not on something Space already works. */
export function useSpaceTogglesPlayback(engine: PlayerEngine): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || !engine.current()) return;
      const target = event.target;
      if (target instanceof Element && target.closest(SPACE_OWNERS)) return;
      if (target instanceof Element && target.closest('dialog[open]')) return;
      event.preventDefault();
      engine.toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [engine]);
}
