/** A track's cover, or a placeholder note when it has none. Decorative: the title is said beside it. */
export function Artwork({ url, className = 'artwork' }: { url?: string | null; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="artwork-placeholder">♪</span>
      )}
    </span>
  );
}
