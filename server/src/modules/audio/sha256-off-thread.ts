import { Worker } from 'node:worker_threads';

/** Bytes handed to the worker at a time, and how many such blocks one upload may have in flight. */
const BLOCK_BYTES = 1 << 20;
const BLOCKS_PER_JOB = 4;

/**
 * The worker: one SHA-256 per job id, fed blocks in order; each block is handed back once hashed.
 * Inline (eval) so that it needs no file of its own, built or not; it uses only Node's own modules.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (message) => {
  const { id, type } = message;
  if (type === 'update') {
    let hash = hashes.get(id);
    if (!hash) hashes.set(id, (hash = createHash('sha256')));
    hash.update(new Uint8Array(message.block, 0, message.length));
    parentPort.postMessage({ id, type: 'free', block: message.block }, [message.block]);
  } else if (type === 'digest') {
    const hash = hashes.get(id) ?? createHash('sha256');
    hashes.delete(id);
    parentPort.postMessage({ id, type: 'digest', hex: hash.digest('hex') });
  } else if (type === 'drop') hashes.delete(id);
});
`;

type FromWorker =
  | { id: number; type: 'free'; block: ArrayBuffer }
  | { id: number; type: 'digest'; hex: string };

let shared: { worker: Worker; jobs: Map<number, Sha256OffThread> } | null = null;
let nextId = 1;

/** The one hashing thread, started on first use; it keeps the process alive only while in use. */
function hashingThread(): NonNullable<typeof shared> {
  if (shared) return shared;
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  const jobs = new Map<number, Sha256OffThread>();
  const thread = { worker, jobs };
  worker.on('message', (message: FromWorker) => jobs.get(message.id)?.receive(message));
  const fail = (error: Error) => {
    if (shared === thread) shared = null;
    for (const job of jobs.values()) job.fail(error);
    jobs.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The hashing thread exited (${code}).`)));
  // After the listeners (adding a message listener refs the worker again); jobs ref it while they run.
  worker.unref();
  shared = thread;
  return thread;
}

/**
 * A SHA-256 computed on a worker thread, so that an upload's request thread only copies its bytes
 * (about a tenth of the cost of hashing them). Bytes are batched into 1 MB blocks handed over without
 * copying; at most four blocks per upload are in flight, and `update` waits for one to come back, so
 * memory stays flat and a slow hash slows the upload rather than queueing it.
 */
export class Sha256OffThread {
  private readonly id = nextId++;
  private readonly thread = hashingThread();
  private block: Uint8Array | null = null;
  private filled = 0;
  private blocksMade = 0;
  private readonly freeBlocks: ArrayBuffer[] = [];
  private blockWanted: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private digested: { resolve: (hex: string) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor() {
    // The thread holds the process open only while some job waits on it.
    if (!this.thread.jobs.size) this.thread.worker.ref();
    this.thread.jobs.set(this.id, this);
  }

  /** Adds bytes, in order; resolves once they are copied (which may wait for a block to come back). */
  async update(chunk: Uint8Array): Promise<void> {
    let from = 0;
    while (from < chunk.length) {
      const block = this.block ?? (await this.takeBlock());
      const count = Math.min(chunk.length - from, block.length - this.filled);
      block.set(chunk.subarray(from, from + count), this.filled);
      this.filled += count;
      from += count;
      if (this.filled === block.length) this.send();
    }
  }

  /** The hex digest of every byte given; the job is over. */
  digest(): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.filled) this.send();
    return new Promise((resolve, reject) => {
      this.digested = { resolve, reject };
      this.thread.worker.postMessage({ id: this.id, type: 'digest' });
    });
  }

  /** Forgets the job (an upload that failed): its state on the worker is dropped. */
  drop(): void {
    if (!this.leave()) return;
    this.thread.worker.postMessage({ id: this.id, type: 'drop' });
  }

  /** @internal a message from the worker about this job. */
  receive(message: FromWorker): void {
    if (message.type === 'digest') {
      this.leave();
      this.digested?.resolve(message.hex);
      return;
    }
    const wanted = this.blockWanted;
    this.freeBlocks.push(message.block);
    this.blockWanted = null;
    wanted?.resolve();
  }

  /** @internal the worker failed: whatever waits on this job fails with it. */
  fail(error: Error): void {
    this.failure ??= error;
    this.blockWanted?.reject(error);
    this.digested?.reject(error);
    this.blockWanted = null;
    this.digested = null;
  }

  /** Removes the job from the thread's; answers whether it was there. */
  private leave(): boolean {
    const { jobs, worker } = this.thread;
    if (!jobs.delete(this.id)) return false;
    if (!jobs.size) worker.unref();
    return true;
  }

  private send(): void {
    // Blocks are made over an ArrayBuffer of their own (takeBlock), never a shared one.
    const block = (this.block as Uint8Array).buffer as ArrayBuffer;
    this.thread.worker.postMessage({ id: this.id, type: 'update', block, length: this.filled }, [block]);
    this.block = null;
    this.filled = 0;
  }

  private async takeBlock(): Promise<Uint8Array> {
    if (this.failure) throw this.failure;
    if (!this.freeBlocks.length && this.blocksMade < BLOCKS_PER_JOB) {
      this.blocksMade++;
      this.freeBlocks.push(new ArrayBuffer(BLOCK_BYTES));
    }
    while (!this.freeBlocks.length) {
      await new Promise<void>((resolve, reject) => {
        this.blockWanted = { resolve, reject };
      });
    }
    this.block = new Uint8Array(this.freeBlocks.pop() as ArrayBuffer);
    return this.block;
  }
}
