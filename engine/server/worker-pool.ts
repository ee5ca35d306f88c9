// A small pool of worker threads, the part the report workers (report-workers.ts) and the task workers
// (task-workers.ts) share: workers started on demand up to `size`, each running one job at a time; jobs
// waiting taken in turn between tenants (fair-queue.ts); a job past the time budget has its worker stopped;
// a worker lost (past its heap limit, or dead) fails its job, and a fresh one takes its place on demand.
// What a job is, how it is sent, how its replies are read and what its caller is told are the subclass's.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { FairQueue } from './fair-queue.ts';
import { HttpError } from './http-error.ts';

export type PoolOptions = { entry: URL; workerData?: unknown; size: number; timeLimitMs: number; resourceLimits: ResourceLimits };

/** A job waiting or running: its tenant (for the turns), and how to refuse it. */
export type PoolJob = { id: number; tenantId: number; reject(error: Error): void };

export type Slot<Job> = { worker: Worker; running: Job | null; timer: NodeJS.Timeout | null; ready: boolean };

/** Why a job could not finish, in the subclass's words. */
export type LostJob = 'overrun' | 'too large' | 'failed';

const SHUTTING_DOWN = 'The server is shutting down. Try again in a moment.';

export abstract class WorkerPool<Job extends PoolJob, Reply> {
  readonly #options: PoolOptions;
  readonly #slots = new Set<Slot<Job>>();
  readonly #queue = new FairQueue<Job>((job) => job.tenantId);
  #nextId = 1;
  #closed = false;

  constructor(options: PoolOptions) {
    this.#options = options;
  }

  /** Starts one worker now, so the first job does not wait for it to load. */
  warm(): void {
    if (this.#slots.size === 0) this.#spawn();
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.drain()) job.reject(new HttpError(503, SHUTTING_DOWN));
    await Promise.all([...this.#slots].map((slot) => slot.worker.terminate()));
    this.#slots.clear();
  }

  /** A new job's id. */
  protected nextId(): number {
    return this.#nextId++;
  }

  /** Jobs waiting for a worker. */
  protected get waiting(): number {
    return this.#queue.length;
  }

  /** Queues a job (refused at once once the pool is closed). */
  protected enqueue(job: Job): void {
    if (this.#closed) return job.reject(new HttpError(503, SHUTTING_DOWN));
    this.#queue.push(job);
    this.#dispatch();
  }

  /** Sends a job to the worker that will run it. */
  protected abstract send(worker: Worker, job: Job): void;
  /** A reply from a slot's worker about its running job (`finish` it when it is over). */
  protected abstract receive(slot: Slot<Job>, reply: Reply): void;
  /** Refuses a job that cannot finish (its worker was lost, or it ran out of time). */
  protected abstract abandon(job: Job, error: Error): void;
  /** What the caller is told when a job's worker is lost; `seconds` is the time budget. */
  protected abstract lost(why: LostJob, seconds: number): HttpError;

  /** The slot's job is over: its timer stops and the worker is free. */
  protected finish(slot: Slot<Job>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.running = null;
  }

  /** To a worker still in the pool (one stopped or dead is told nothing). */
  protected tell(slot: Slot<Job>, message: unknown): void {
    if (this.#slots.has(slot)) slot.worker.postMessage(message);
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = [...this.#slots].find((candidate) => candidate.ready && !candidate.running);
      if (!slot) {
        if (this.#slots.size < this.#options.size) this.#spawn();
        return; // a worker coming up, or all busy: dispatched again when one is free
      }
      const job = this.#queue.take([...this.#slots].flatMap((other) => (other.running ? [other.running] : [])));
      slot.running = job;
      slot.timer = setTimeout(() => this.#overrun(slot), this.#options.timeLimitMs);
      this.send(slot.worker, job);
    }
  }

  #spawn(): void {
    const worker = new Worker(this.#options.entry, { workerData: this.#options.workerData, resourceLimits: this.#options.resourceLimits });
    const slot: Slot<Job> = { worker, running: null, timer: null, ready: false };
    this.#slots.add(slot);
    worker.unref();
    worker.on('message', (message: Reply | 'ready') => {
      if (message === 'ready') slot.ready = true;
      else if (slot.running) this.receive(slot, message);
      this.#dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => this.#fail(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too large' : 'failed'));
    worker.on('exit', () => this.#fail(slot, 'failed'));
  }

  /** The budget ran out: the worker is stopped (and whatever it was doing with it). */
  #overrun(slot: Slot<Job>): void {
    this.#fail(slot, 'overrun');
    void slot.worker.terminate();
  }

  #fail(slot: Slot<Job>, why: LostJob): void {
    if (!this.#slots.delete(slot)) return;
    const error = this.lost(why, Math.round(this.#options.timeLimitMs / 100) / 10);
    const job = slot.running;
    this.finish(slot);
    if (job) this.abandon(job, error);
    // A worker that dies before it is ready would die again: tell those waiting instead of retrying forever.
    if (!slot.ready) for (const waiting of this.#queue.drain()) waiting.reject(error);
    if (!this.#closed) this.#dispatch();
  }
}
