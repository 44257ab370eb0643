/** A version's measured loudness, where its analysis is done. */
interface MeasuredVersion {
  id: string;
  analysis: { status: string; loudnessLufs?: number | null };
}

/**
 * The level each version is played at so that all sound equally loud: the quietest measured version
 * as it is, the louder ones turned down by the difference (dB, never above 0). Versions not measured
 * yet play as they are.
 */
export function matchedGains(versions: readonly MeasuredVersion[]): Map<string, number> {
  const measured = versions.filter(
    (version): version is MeasuredVersion & { analysis: { loudnessLufs: number } } =>
      version.analysis.status === 'DONE' && version.analysis.loudnessLufs != null,
  );
  const quietest = Math.min(...measured.map((version) => version.analysis.loudnessLufs));
  return new Map(measured.map((version) => [version.id, quietest - version.analysis.loudnessLufs]));
}
