/** The signed-in session's tokens, kept in localStorage so a reload stays signed in. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const storageKey = 'backline.session';
/** Typing kept in this browser (earlier clients kept note drafts here): none of it outlives a session. */
export const DRAFT_KEY_PREFIX = 'backline:draft:';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedTokens: SessionTokens | null = null;

function parse(raw: string | null): SessionTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens>;
    if (typeof value.accessToken === 'string' && typeof value.refreshToken === 'string') {
      return { accessToken: value.accessToken, refreshToken: value.refreshToken };
    }
  } catch {
    // A value we did not write: treat it as signed out.
  }
  return null;
}

/** The same object while storage is unchanged, as useSyncExternalStore requires. */
export function readTokens(): SessionTokens | null {
  const raw = localStorage.getItem(storageKey);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedTokens = parse(raw);
  }
  return cachedTokens;
}

export function writeTokens(tokens: SessionTokens): void {
  localStorage.setItem(storageKey, JSON.stringify(tokens));
  notify();
}

/** Ends the session in this browser: its tokens and every draft kept under `backline:draft:`. */
export function clearTokens(): void {
  localStorage.removeItem(storageKey);
  clearDrafts();
  notify();
}

function clearDrafts(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls back on changes made here and in other tabs (the storage event fires only in the others). */
export function subscribeToTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
