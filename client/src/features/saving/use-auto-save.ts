import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a piece of typed work stands: each state is shown to the writer as it is. */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error';

export interface AutoSaveOptions<T> {
  /** What is typed now. */
  value: T;
  /** What the server holds when the form opens; afterwards the hook tracks it from its own saves. */
  saved: T;
  /** Stores a value (`explicit` for a save the writer asked for); rejects with an Error whose message is shown. */
  save: (value: T, explicit: boolean) => Promise<void>;
  /** Auto-save on: saves on its own after a pause in typing, on flush and when the page is hidden. */
  enabled: boolean;
  /** The pause in typing after which a save starts. */
  delayMs?: number;
  equals?: (a: T, b: T) => boolean;
}

export interface AutoSave {
  status: SaveStatus;
  /** The last failure's message while the status is 'error'. */
  error: string;
  /** Whether what is typed differs from what the server holds. */
  dirty: boolean;
  /**
   * Saves now (auto-save on or off), after any save in flight, and again while the text keeps
   * changing under it; true once the latest text is stored, false if a save failed. `explicit`
   * saves once even when nothing changed (the writer pressed Save).
   */
  flush: (explicit?: boolean) => Promise<boolean>;
}

export const AUTO_SAVE_DELAY_MS = 1500;

/**
 * Keeps typed work saved. One save at a time: a change typed while a save is in flight is saved
 * after it, so an older text never lands after a newer one, and the latest text always wins.
 */
export function useAutoSave<T>({
  value,
  saved,
  save,
  enabled,
  delayMs = AUTO_SAVE_DELAY_MS,
  equals = Object.is,
}: AutoSaveOptions<T>): AutoSave {
  const [savedValue, setSavedValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const latest = useRef(value);
  latest.current = value;
  const stored = useRef(saved);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const callbacks = useRef({ save, equals });
  callbacks.current = { save, equals };

  const flush = useCallback(async (explicit = false): Promise<boolean> => {
    let asked = explicit;
    for (;;) {
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      const next = latest.current;
      if (!asked && callbacks.current.equals(next, stored.current)) return true;
      const attempt = saveOnce(next, asked);
      inFlight.current = attempt;
      asked = false;
      if (!(await attempt)) return false;
    }

    async function saveOnce(next: T, explicitSave: boolean): Promise<boolean> {
      setSaving(true);
      try {
        await callbacks.current.save(next, explicitSave);
        stored.current = next;
        setSavedValue(next);
        setError('');
        return true;
      } catch (failure) {
        setError(failure instanceof Error && failure.message ? failure.message : 'Saving failed.');
        return false;
      } finally {
        inFlight.current = null;
        setSaving(false);
      }
    }
  }, []);

  // A pause in typing: each change restarts the wait.
  useEffect(() => {
    if (!enabled || callbacks.current.equals(value, stored.current)) return;
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs, flush]);

  // Leaving the tab, or the screen, saves what is pending at once.
  useEffect(() => {
    if (!enabled) return;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      void flush();
    };
  }, [enabled, flush]);

  const dirty = !equals(value, savedValue);
  const status: SaveStatus = saving ? 'saving' : error ? 'error' : dirty ? 'unsaved' : 'saved';
  return { status, error, dirty, flush };
}
