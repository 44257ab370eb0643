import { useEffect } from 'react';
import type { PlayerEngine } from './player-engine';

/** Elements where Space already means something (pressing, choosing, typing). */
const SPACE_OWNERS =
  'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"]';
/** Elements where letters already mean something (typing, choosing by first letter). */
const LETTER_OWNERS =
  'input:not([type="range"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="menu"], [role="menuitem"], [role="option"]';
/** Elements where the arrows already mean something (moving a caret, a slider, a choice). */
const ARROW_OWNERS = `${LETTER_OWNERS}, input, [role="slider"], [role="radio"], [role="tab"], [role="tablist"]`;
/** Arrows move the place in the song by this much. */
export const SEEK_STEP_SECONDS = 5;
/** Up and Down, inside the player, change the volume by this much. */
export const VOLUME_STEP = 0.1;

/** The player's keys, as the shortcuts dialog lists them. */
export const PLAYER_SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'Space', does: 'Play or pause' },
  { keys: 'M', does: 'Mute or unmute' },
  { keys: '← / →', does: `Back or forward ${SEEK_STEP_SECONDS} seconds` },
  { keys: '↑ / ↓ (in the player)', does: 'Volume up or down' },
  { keys: 'N / P', does: 'Next or previous in the queue' },
  { keys: '?', does: 'Show these shortcuts' },
];

/**
 * The player's keyboard: Space, M, the arrows, N and P act on the player when focus is not on
 * something where the key already works (a field, a button, a link) or in an open dialog; '?' asks
 * for the shortcuts dialog (`onHelp`).
 */
export function usePlayerShortcuts(engine: PlayerEngine, onHelp: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('dialog[open]')) return;
      const inPlayer = Boolean(target?.closest('.player-bar'));
      if (event.key === '?') {
        if (target?.closest(LETTER_OWNERS)) return;
        event.preventDefault();
        onHelp();
        return;
      }
      const act = actionFor(event.key, engine, inPlayer);
      if (!act || !engine.current()) return;
      const owners =
        event.key === ' ' ? SPACE_OWNERS : event.key.startsWith('Arrow') ? ARROW_OWNERS : LETTER_OWNERS;
      if (target?.closest(owners)) return;
      event.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [engine, onHelp]);
}

function actionFor(key: string, engine: PlayerEngine, inPlayer: boolean): (() => void) | null {
  const { volume } = engine.getSnapshot();
  switch (key) {
    case ' ':
      return () => engine.toggle();
    case 'm':
    case 'M':
      return () => engine.toggleMute();
    case 'n':
    case 'N':
      return () => engine.next();
    case 'p':
    case 'P':
      return () => engine.previous();
    case 'ArrowLeft':
      return () => engine.seek(engine.getTime() - SEEK_STEP_SECONDS);
    case 'ArrowRight':
      return () => engine.seek(engine.getTime() + SEEK_STEP_SECONDS);
    case 'ArrowUp':
      return inPlayer ? () => engine.setVolume(volume + VOLUME_STEP) : null;
    case 'ArrowDown':
      return inPlayer ? () => engine.setVolume(volume - VOLUME_STEP) : null;
    default:
      return null;
  }
}
