import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Heap used, in bytes, after full garbage collections (with --expose-gc, or exposed here if not). */
export function heapUsedAfterGc(): number {
  const gc = exposedGc();
  for (let round = 0; round < 3; round++) gc();
  return process.memoryUsage().heapUsed;
}

let gcFunction: (() => void) | undefined;

function exposedGc(): () => void {
  if (gcFunction) return gcFunction;
  const fromFlag = (globalThis as { gc?: () => void }).gc;
  if (fromFlag) {
    gcFunction = fromFlag;
    return fromFlag;
  }
  // Without --expose-gc (vitest's workers): V8 hands the function to a new context once the flag is set.
  setFlagsFromString('--expose-gc');
  gcFunction = runInNewContext('gc') as () => void;
  return gcFunction;
}

export function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}
