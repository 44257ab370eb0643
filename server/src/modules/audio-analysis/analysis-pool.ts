import { createRequire } from 'node:module';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { AudioFormat } from '../audio/audio-format.js';
import type { AudioAnalysis } from './analysis-steps.js';
import type { AnalysisJob } from './analysis-worker.js';

export type { AudioAnalysis } from './analysis-steps.js';

/**
 * Built, this file is analysis-pool.js beside analysis-worker.js. Under vitest or `npm run dev` it is
 * the TypeScript source, and a worker thread does not inherit the transform that loaded it: the
 * worker is then the .ts file, started with swc-node's loader (what `npm run dev` itself uses).
 */
const RUNNING_TYPESCRIPT = import.meta.url.endsWith('.ts');
const TYPESCRIPT_LOADER = '@swc-node/register/esm-register';
export const ANALYSIS_WORKER = new URL(
  `./analysis-worker.${RUNNING_TYPESCRIPT ? 'ts' : 'js'}`,
  import.meta.url,
);

export const DEFAULT_JOB_TIMEOUT_MS = 3 * 60_000;
/** A thread unused this long ends, handing back its memory; the next job starts another (~50 ms). */
const IDLE_THREAD_MS = 60_000;
/** Analysis threads run at a lower priority than the request thread, where the OS allows it. */
const NICE_INCREMENT = 10;

export interface AnalysisPoolOptions {
  /** Threads analysing at once (default 1: these machines have two cores, one is the server's). */
  maxThreads?: number;
  /** A job still running after this long is stopped, its thread ended, and it fails. */
  jobTimeoutMs?: number;
  /** The worker module (tests give one of their own); default analysis-worker. */
  workerFile?: URL;
}

/** An analysis that failed: the file was unreadable, the job took too long, or its thread died. */
export class AudioAnalysisError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'AudioAnalysisError';
  }
}

/**
 * Analyses stored recordings on worker threads, so that decoding and the analyses never hold up the
 * server's event loop. A job that throws, crashes its thread or runs past its time fails alone; the
 * pool replaces the thread and goes on with the next.
 */
export class AnalysisPool {
  private readonly threads: Piscina<AnalysisJob, AudioAnalysis>;
  private readonly jobTimeoutMs: number;

  constructor({
    maxThreads = 1,
    jobTimeoutMs = DEFAULT_JOB_TIMEOUT_MS,
    workerFile = ANALYSIS_WORKER,
  }: AnalysisPoolOptions = {}) {
    this.jobTimeoutMs = jobTimeoutMs;
    this.threads = new Piscina({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads,
      idleTimeout: IDLE_THREAD_MS,
      niceIncrement: NICE_INCREMENT,
      execArgv: workerExecArgv(workerFile),
    });
  }

  /** The analysis of a stored upload; rejects with AudioAnalysisError, saying why, when it fails. */
  async analyse(filePath: string, format: AudioFormat, cancel?: AbortSignal): Promise<AudioAnalysis> {
    const timeout = AbortSignal.timeout(this.jobTimeoutMs);
    const signal = cancel ? AbortSignal.any([timeout, cancel]) : timeout;
    try {
      return await this.threads.run({ filePath, format }, { signal });
    } catch (error) {
      throw new AudioAnalysisError(
        `Analysing ${path.basename(filePath)} failed: ${this.reasonOf(error, cancel)}`,
        {
          cause: error,
        },
      );
    }
  }

  /** Ends the threads; jobs still queued or running fail. */
  close(): Promise<void> {
    return this.threads.destroy();
  }

  private reasonOf(error: unknown, cancel?: AbortSignal): string {
    if (cancel?.aborted) return 'it was cancelled (the app is stopping)';
    if (error instanceof Error && error.name === 'AbortError')
      return `it ran past ${this.jobTimeoutMs / 1000} s and was stopped`;
    if (error instanceof Error && /worker exited/.test(error.message))
      return `its thread stopped (${error.message})`;
    return error instanceof Error ? error.message : String(error);
  }
}

/** The flags a worker starts with: inherited (undefined), or the TypeScript loader for a .ts worker. */
function workerExecArgv(workerFile: URL): string[] | undefined {
  if (!workerFile.pathname.endsWith('.ts')) return undefined;
  if (process.execArgv.some((flag) => flag.includes('@swc-node/register'))) return undefined;
  // @swc/core is a native addon: once the first thread that loaded it ended, the next worker to load
  // it crashed the whole process (SIGSEGV, Node 20). Loaded on this thread too, it is never unloaded.
  createRequire(import.meta.url)('@swc/core');
  return ['--import', TYPESCRIPT_LOADER];
}

let sharedPool: AnalysisPool | null = null;

/**
 * Decodes and analyses a stored upload (WAV or MP3) on the process's one analysis pool: the apps of a
 * process (the tests start one per file) share its thread, so it starts, and loads its code, once.
 * `cancel` stops this job alone.
 */
export function analyseStoredAudio(
  filePath: string,
  format: AudioFormat,
  cancel?: AbortSignal,
): Promise<AudioAnalysis> {
  sharedPool ??= new AnalysisPool();
  return sharedPool.analyse(filePath, format, cancel);
}

/** Ends the shared analysis thread (at shutdown). */
export async function closeSharedAnalysisPool(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await pool?.close();
}
