import diagnosticsChannel from 'node:diagnostics_channel';

/** The steps of receiving and storing an upload whose durations the upload audit reads. */
export type UploadStep =
  | 'receive'
  | 'hash'
  | 'stream-peaks'
  | 'sniff'
  | 'facts'
  | 'peaks'
  | 'database'
  | 'promote';

export interface UploadStepTiming {
  step: UploadStep;
  ms: number;
}

/**
 * Opt-in timings of an upload's steps (`npm run audit:upload` subscribes). With no subscriber nothing
 * is measured or published, so production pays one property read per step.
 */
export const uploadTimingChannel = diagnosticsChannel.channel('backline:upload-step');

/** Whether anyone listens; callers skip measuring inner loops when not. */
export function uploadTimingWanted(): boolean {
  return uploadTimingChannel.hasSubscribers;
}

/** Publishes one step's duration (milliseconds) to the audit, if it listens. */
export function reportUploadStep(step: UploadStep, ms: number): void {
  if (uploadTimingChannel.hasSubscribers)
    uploadTimingChannel.publish({ step, ms } satisfies UploadStepTiming);
}

/** Runs one step, timing it only when the audit listens. */
export async function timeUploadStep<T>(step: UploadStep, run: () => Promise<T>): Promise<T> {
  if (!uploadTimingChannel.hasSubscribers) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    reportUploadStep(step, performance.now() - started);
  }
}
