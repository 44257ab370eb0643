import type { AnalysisJob } from '../modules/audio-analysis/analysis-worker.js';

/**
 * The analysis worker, with jobs that fail on purpose for the pool's tests: a `filePath` of 'exit'
 * ends the thread, 'crash' throws outside the job (an uncaught exception), 'hang' never finishes.
 */
export default async function analyseOrFail(job: AnalysisJob) {
  if (job.filePath === 'exit') process.exit(3);
  if (job.filePath === 'crash')
    setTimeout(() => {
      throw new Error('a bug outside any job');
    });
  if (job.filePath === 'crash' || job.filePath === 'hang') return new Promise(() => {});
  // Imported only for a real job, so that a thread started for a failing one starts quickly.
  const { default: analyseJob } = await import('../modules/audio-analysis/analysis-worker.js');
  return analyseJob(job);
}
