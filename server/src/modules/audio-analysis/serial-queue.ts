/**
 * Runs jobs one at a time, in the order given, urgent ones before the rest. `whenIdle` resolves once
 * nothing is queued or running (tests wait on it instead of sleeping). A job that throws is reported
 * to `onError` and the queue goes on; once stopped, queued jobs are dropped and new ones refused.
 */
export class SerialQueue<Job> {
  private readonly urgent: Job[] = [];
  private readonly later: Job[] = [];
  private draining: Promise<void> | null = null;
  private readonly idleWaiters: (() => void)[] = [];
  private pendingStarts = 0;
  private stopped = false;

  constructor(
    private readonly run: (job: Job) => Promise<void>,
    private readonly onError: (job: Job, error: unknown) => void,
  ) {}

  /** Queues a job ahead of those added with `addLater` (an upload before a backlog). */
  add(job: Job): void {
    if (this.stopped) return;
    this.urgent.push(job);
    this.drain();
  }

  addLater(jobs: readonly Job[]): void {
    if (this.stopped) return;
    this.later.push(...jobs);
    this.drain();
  }

  /**
   * Counts `loading` (jobs still being looked up) as work, so `whenIdle` waits for the jobs it adds.
   */
  async track<T>(loading: Promise<T>): Promise<T> {
    this.pendingStarts += 1;
    try {
      return await loading;
    } finally {
      this.pendingStarts -= 1;
      this.settle();
    }
  }

  get busy(): boolean {
    return this.draining !== null || this.pendingStarts > 0;
  }

  /** Resolves when no job is queued, running or being looked up. */
  whenIdle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops the queued jobs and refuses new ones; the running job is left to end (or be failed) on its own. */
  stop(): void {
    this.stopped = true;
    this.urgent.length = 0;
    this.later.length = 0;
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = this.runAll().finally(() => {
      this.draining = null;
      if (!this.stopped && this.urgent.length + this.later.length > 0) this.drain();
      else this.settle();
    });
  }

  private async runAll(): Promise<void> {
    for (let job = this.next(); job !== undefined; job = this.next()) {
      try {
        await this.run(job);
      } catch (error) {
        this.onError(job, error);
      }
    }
  }

  private next(): Job | undefined {
    if (this.stopped) return undefined;
    return this.urgent.shift() ?? this.later.shift();
  }

  private settle(): void {
    if (this.busy) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
