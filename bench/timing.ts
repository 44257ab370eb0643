import { median } from './scratch-database.js';

/**
 * Median milliseconds of each of two operations, run alternately, so a busy moment on this shared
 * machine slows both sides rather than one.
 */
export async function timeAlternately(
  rounds: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[number, number]> {
  for (let i = 0; i < 10; i++) {
    await first();
    await second();
  }
  const samples: [number[], number[]] = [[], []];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const started = process.hrtime.bigint();
    await run();
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  for (let i = 0; i < rounds; i++) {
    await time(first, samples[0]);
    await time(second, samples[1]);
  }
  return [median(samples[0]), median(samples[1])];
}
