import { useState } from 'react';
import { NoteIcon } from './player-icons';

/**
 * A track's cover, or a placeholder note when it has none or its address no longer loads (signed
 * addresses expire). Decorative: the title is said beside it.
 */
export function Artwork({ url, className = 'artwork' }: { url?: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = url && url !== failedUrl ? url : null;
  return (
    <span className={className} aria-hidden="true">
      {shown ? (
        <img src={shown} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(shown)} />
      ) : (
        <NoteIcon />
      )}
    </span>
  );
}
