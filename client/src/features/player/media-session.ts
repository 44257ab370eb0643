import type { PlayerEngine } from './player-engine';
import { currentItem, hasNext, hasPrevious, type PlayerItem } from './player-queue';

/**
 * Feeds the operating system's media controls (lock screen, keyboard media keys, headset buttons)
 * from the player: what plays, its artwork, and play, pause, previous, next and seeking.
 * Returns the function that disconnects them. Does nothing where the Media Session API is missing.
 */
export function connectMediaSession(engine: PlayerEngine): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => {};
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => engine.play()],
    ['pause', () => engine.pause()],
    ['previoustrack', () => engine.previous()],
    ['nexttrack', () => engine.next()],
    ['seekto', (details) => details.seekTime !== undefined && engine.seek(details.seekTime)],
  ];
  for (const [action, handler] of handlers) setHandler(session, action, handler);

  let shownKey = '';
  const sync = () => {
    const { queue, status } = engine.getSnapshot();
    const item = currentItem(queue);
    session.playbackState = status === 'playing' ? 'playing' : item ? 'paused' : 'none';
    setHandler(session, 'previoustrack', hasPrevious(queue) ? () => engine.previous() : null);
    setHandler(session, 'nexttrack', hasNext(queue) ? () => engine.next() : null);
    const key = item ? `${item.kind}:${item.id}:${item.title}:${item.artist}:${item.artworkUrl ?? ''}` : '';
    if (key === shownKey) return;
    shownKey = key;
    session.metadata =
      item && typeof MediaMetadata !== 'undefined'
        ? new MediaMetadata({
            title: item.title,
            artist: item.artist,
            album: 'Backline',
            artwork: artworkOf(item),
          })
        : null;
  };
  sync();
  const unsubscribe = engine.subscribe(sync);
  return () => {
    unsubscribe();
    for (const [action] of handlers) setHandler(session, action, null);
    session.metadata = null;
    session.playbackState = 'none';
  };
}

/** Browsers throw for actions they do not support; those are simply left out. */
function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not supported here.
  }
}

/** The cover at both sizes, absolute (the OS fetches them outside the page). */
function artworkOf(item: PlayerItem): MediaImage[] {
  const images: MediaImage[] = [];
  if (item.artworkUrl) images.push({ src: absolute(item.artworkUrl), sizes: '160x160', type: 'image/webp' });
  if (item.largeArtworkUrl)
    images.push({ src: absolute(item.largeArtworkUrl), sizes: '640x640', type: 'image/webp' });
  return images;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}
