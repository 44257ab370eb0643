import { ListMusic } from 'lucide-react';
import { useState } from 'react';
import type { PlaylistArtwork_PlaylistFragment } from './PlaylistArtwork.generated';

/** How many covers make a mosaic (2 x 2); with fewer, the first one fills the square. */
const MOSAIC_COVERS = 4;

/**
 * A playlist's square cover: its first four tracks' covers as a 2 x 2 mosaic, the first cover alone
 * when one to three tracks have one, and a drawn list of notes when none has (or none still loads:
 * signed addresses expire). Decorative: the card's heading names the playlist.
 */
export function PlaylistArtwork({ playlist }: { playlist: PlaylistArtwork_PlaylistFragment }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const loading = playlist.artwork.map((cover) => cover.url).filter((url) => !failed.has(url));
  const shown = loading.slice(0, loading.length >= MOSAIC_COVERS ? MOSAIC_COVERS : 1);
  const layout = shown.length === 0 ? 'placeholder' : shown.length === 1 ? 'single' : 'mosaic';
  return (
    <span className="playlist-artwork" data-layout={layout} aria-hidden="true">
      {layout === 'placeholder' ? (
        <ListMusic className="glyph" size="1em" aria-hidden="true" />
      ) : (
        shown.map((url) => (
          <img
            key={url}
            src={url}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailed((earlier) => new Set(earlier).add(url))}
          />
        ))
      )}
    </span>
  );
}
