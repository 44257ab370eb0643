/** "min a, median b, p99 c, max d" of a list of similarities, for the figures the tests print. */
export function describeSimilarities(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(3);
  return `min ${at(0)}, median ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`;
}
