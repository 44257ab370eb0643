const ABSOLUTE_GATE_LUFS = -70;
const INTEGRATED_RELATIVE_GATE_LU = -10;
const RANGE_RELATIVE_GATE_LU = -20;
const RANGE_LOW_PERCENTILE = 0.1;
const RANGE_HIGH_PERCENTILE = 0.95;

/** BS.1770-4 loudness of a mean-square energy (all channel weights 1). */
export function energyToLufs(energy: number): number {
  return -0.691 + 10 * Math.log10(energy);
}

function lufsToEnergy(lufs: number): number {
  return 10 ** ((lufs + 0.691) / 10);
}

/** Integrated loudness of 400 ms block energies (BS.1770-4 gating); null when every block is gated out. */
export function gatedIntegratedLoudness(blockEnergies: Float64Array): number | null {
  const audible = aboveGate(blockEnergies, lufsToEnergy(ABSOLUTE_GATE_LUFS));
  if (audible.length === 0) return null;
  const relativeGate = lufsToEnergy(energyToLufs(mean(audible)) + INTEGRATED_RELATIVE_GATE_LU);
  const gated = aboveGate(Float64Array.from(audible), relativeGate);
  return gated.length === 0 ? null : energyToLufs(mean(gated));
}

/** EBU Tech 3342 loudness range of 3 s short-term energies; null when none pass the gates. */
export function loudnessRange(shortTermEnergies: Float64Array): number | null {
  const audible = aboveGate(shortTermEnergies, lufsToEnergy(ABSOLUTE_GATE_LUFS));
  if (audible.length === 0) return null;
  const relativeGate = lufsToEnergy(energyToLufs(mean(audible)) + RANGE_RELATIVE_GATE_LU);
  const levels = aboveGate(Float64Array.from(audible), relativeGate)
    .map(energyToLufs)
    .sort((a, b) => a - b);
  if (levels.length === 0) return null;
  return percentile(levels, RANGE_HIGH_PERCENTILE) - percentile(levels, RANGE_LOW_PERCENTILE);
}

function aboveGate(energies: Float64Array, gate: number): number[] {
  const kept: number[] = [];
  for (const energy of energies) if (energy > gate) kept.push(energy);
  return kept;
}

function mean(values: number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

// Nearest rank over n - 1 intervals, as in Tech 3342's reference description.
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.round((sorted.length - 1) * fraction)] as number;
}
