import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { serverAudioUrlResolver, serverItemDetailsResolver } from './audio-url-resolver';
import { connectMediaSession } from './media-session';
import {
  type AudioUrlResolver,
  type ItemDetailsResolver,
  PlayerEngine,
  type PlayerSnapshot,
} from './player-engine';
import { rememberPlayer } from './player-memory';
import { currentItem, itemKey, type PlayerItem } from './player-queue';

const PlayerContext = createContext<PlayerEngine | null>(null);

interface PlayerProviderProps {
  children: ReactNode;
  /** Where addresses come from; the server unless a test gives its own. */
  resolveAudioUrl?: AudioUrlResolver;
  /** Where a restored item's details (fresh cover addresses) come from; the server unless a test gives its own. */
  resolveItemDetails?: ItemDetailsResolver;
  /** The element that sounds; a new one unless a test gives its own to watch. */
  audio?: HTMLAudioElement;
  /** The signed-in artist, once known: their queue and place are kept on this device. */
  artistId?: string;
}

/**
 * Holds the workspace's one player for as long as the workspace is open, so music goes on while the
 * artist moves between screens; leaving the workspace (signing out) stops it.
 */
export function PlayerProvider({
  children,
  resolveAudioUrl,
  resolveItemDetails,
  audio,
  artistId,
}: PlayerProviderProps) {
  const client = useApolloClient();
  const [engine] = useState(
    () =>
      new PlayerEngine(
        audio ?? new Audio(),
        resolveAudioUrl ?? serverAudioUrlResolver(client),
        resolveItemDetails ?? serverItemDetailsResolver(client),
      ),
  );
  // Declared before connecting: on leaving, it stops keeping before the queue is emptied.
  useEffect(() => (artistId ? rememberPlayer(engine, artistId) : undefined), [engine, artistId]);
  useEffect(() => connectMediaSession(engine), [engine]);
  useEffect(() => engine.connect(), [engine]);
  return <PlayerContext.Provider value={engine}>{children}</PlayerContext.Provider>;
}

/** The player's commands (play a list, pause, next, seek...). */
export function usePlayer(): PlayerEngine {
  const engine = useContext(PlayerContext);
  if (!engine) throw new Error('usePlayer needs a PlayerProvider above it');
  return engine;
}

/** What the player holds and whether it plays; re-renders on every change of either. */
export function usePlayerSnapshot(): PlayerSnapshot {
  const engine = usePlayer();
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot);
}

/** Seconds played of the current item; re-renders a few times a second while playing. */
export function usePlaybackTime(): number {
  const engine = usePlayer();
  return useSyncExternalStore(engine.subscribeTime, engine.getTime);
}

export type ItemPlayback = 'playing' | 'paused' | 'none';

/** Whether this item is the player's current one, and playing; re-renders only when that changes. */
export function useItemPlayback(item: Pick<PlayerItem, 'kind' | 'id'>): ItemPlayback {
  const engine = usePlayer();
  const key = itemKey(item);
  return useSyncExternalStore(engine.subscribe, () => {
    const { queue, status } = engine.getSnapshot();
    const current = currentItem(queue);
    if (!current || itemKey(current) !== key) return 'none';
    return status === 'playing' || status === 'loading' ? 'playing' : 'paused';
  });
}

/**
 * Seconds played of this item while it is the player's current one, else 0: a page showing one item
 * (a track's page) follows its playback without re-rendering for whatever else plays.
 */
export function useItemTime(item: Pick<PlayerItem, 'kind' | 'id'>): number {
  const engine = usePlayer();
  const key = itemKey(item);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offItem = engine.subscribe(listener);
      const offTime = engine.subscribeTime(listener);
      return () => {
        offItem();
        offTime();
      };
    },
    [engine],
  );
  return useSyncExternalStore(subscribe, () => {
    const current = engine.current();
    return current && itemKey(current) === key ? engine.getTime() : 0;
  });
}
