import { decodePeaks } from '../player/decode-peaks';

const HEIGHT = 64;

/** A track's waveform drawn once from its stored peaks (a picture: the player's waveform seeks). */
export function TrackWaveform({ peaks, title }: { peaks: string; title: string }) {
  const { min, max } = decodePeaks(peaks);
  if (min.length === 0) return null;
  const middle = HEIGHT / 2;
  return (
    <svg
      className="track-waveform"
      viewBox={`0 0 ${min.length * 3} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Waveform of ${title}`}
    >
      {min.map((low, index) => {
        const top = middle - (max[index] ?? 0) * middle;
        const bottom = middle - low * middle;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions, in order, and never move.
          <rect key={index} x={index * 3} y={top} width={2} height={Math.max(1, bottom - top)} rx={1} />
        );
      })}
    </svg>
  );
}
