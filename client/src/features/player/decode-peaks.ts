/**
 * A waveform from the server's compact peaks (`Track.waveformPeaks`: base64 of signed bytes
 * min, max, min, max, ...), as the min and max levels (-1 to 1) the player draws. The levels are
 * those of `Track.waveform`: each byte / 127, to 3 decimals.
 */
export function decodePeaks(base64: string): { min: number[]; max: number[] } {
  const binary = atob(base64);
  const pairs = Math.floor(binary.length / 2);
  const min = new Array<number>(pairs);
  const max = new Array<number>(pairs);
  for (let pair = 0; pair < pairs; pair++) {
    min[pair] = levelOf(binary.charCodeAt(pair * 2));
    max[pair] = levelOf(binary.charCodeAt(pair * 2 + 1));
  }
  return { min, max };
}

/** A byte (0-255) read as signed, as a level. */
function levelOf(byte: number): number {
  const signed = byte > 127 ? byte - 256 : byte;
  return Math.round((signed / 127) * 1000) / 1000;
}
