import { useEffect, useState } from 'react';

const PREFIX = 'backline:draft:';

function readDraft(key: string): string {
  try {
    return localStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string): void {
  try {
    if (text) localStorage.setItem(PREFIX + key, text);
    else localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or refused (private mode): the guard still asks before the text is dropped.
  }
}

/**
 * Text that is not yet an item on the server (a note being written), kept in this browser under
 * `key` while `enabled` (Auto-save on), so it survives leaving the screen and reloading. A kept
 * draft comes back whatever the setting; clearing the text clears it.
 */
export function useLocalDraft(key: string, enabled: boolean) {
  const [text, setText] = useState(() => readDraft(key));
  useEffect(() => {
    if (enabled || !text) writeDraft(key, text);
  }, [key, text, enabled]);
  return [text, setText] as const;
}
