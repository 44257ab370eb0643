import type { PlayerEngine, RememberedPlayer, RepeatMode } from './player-engine';
import type { PlayerItem } from './player-queue';

/** The device's volume, whoever signs in. */
const VOLUME_KEY = 'backline.player.volume';
/** Each artist's queue and place, under their own key. */
const QUEUE_KEY_PREFIX = 'backline.player.queue.';
/** The place is written at most this often while playing (and on every change, and on leaving). */
const SAVE_PLACE_EVERY_MS = 2_000;
const KINDS = new Set(['track', 'note', 'version']);
const REPEATS = new Set<RepeatMode>(['off', 'all', 'one']);

/**
 * Keeps the player between visits: the volume and mute for the device, and the artist's queue,
 * current item, place, shuffle and repeat under their own key, so a reload comes back to the same
 * song at the same moment, paused. Signed addresses are not kept (they expire): the current item's
 * cover is asked for again on restoring, its audio on Play. Answers a function that stops keeping.
 */
export function rememberPlayer(engine: PlayerEngine, artistId: string): () => void {
  const key = `${QUEUE_KEY_PREFIX}${artistId}`;
  const volume = readJson(VOLUME_KEY) as { volume?: unknown; muted?: unknown } | null;
  if (typeof volume?.volume === 'number') engine.setVolume(volume.volume);
  if (typeof volume?.muted === 'boolean') engine.setMuted(volume.muted);
  const remembered = rememberedPlayer(readJson(key));
  if (remembered) engine.restore(remembered);

  let lastPlaceSave = 0;
  const save = () => {
    const { queue, shuffle, repeat, volume: level, muted } = engine.getSnapshot();
    writeJson(VOLUME_KEY, { volume: level, muted });
    if (queue.items.length === 0) {
      localStorage.removeItem(key);
      return;
    }
    const items = queue.items.map(({ artworkUrl: _small, largeArtworkUrl: _large, ...item }) => item);
    writeJson(key, { queue: { items, index: queue.index }, seconds: engine.getTime(), shuffle, repeat });
    lastPlaceSave = Date.now();
  };
  const onTime = () => {
    if (Date.now() - lastPlaceSave >= SAVE_PLACE_EVERY_MS) save();
  };
  const offSnapshot = engine.subscribe(save);
  const offTime = engine.subscribeTime(onTime);
  window.addEventListener('pagehide', save);
  return () => {
    offSnapshot();
    offTime();
    window.removeEventListener('pagehide', save);
  };
}

/** Forgets every artist's remembered queue on this device (signing out). */
export function forgetPlayers(): void {
  for (const name of Object.keys(localStorage)) {
    if (name.startsWith(QUEUE_KEY_PREFIX)) localStorage.removeItem(name);
  }
}

/** A stored queue, if it still reads as one (an older or edited entry is ignored). */
function rememberedPlayer(stored: unknown): RememberedPlayer | null {
  if (!stored || typeof stored !== 'object') return null;
  const { queue, seconds, shuffle, repeat } = stored as Record<string, unknown>;
  const items = (queue as { items?: unknown })?.items;
  const index = (queue as { index?: unknown })?.index;
  if (!Array.isArray(items) || !items.every(isItem) || typeof index !== 'number') return null;
  if (index < 0 || index >= items.length) return null;
  return {
    queue: { items, index },
    seconds: typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0,
    shuffle: shuffle === true,
    repeat: REPEATS.has(repeat as RepeatMode) ? (repeat as RepeatMode) : 'off',
  };
}

function isItem(value: unknown): value is PlayerItem {
  const item = value as Partial<PlayerItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    KINDS.has(String(item.kind)) &&
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.artist === 'string' &&
    typeof item.durationSeconds === 'number'
  );
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private browsing): the player still works, it only forgets.
  }
}
