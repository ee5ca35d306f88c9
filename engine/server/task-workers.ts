// Work that would hold the server's thread (parsing an uploaded file, say) done in a small pool of worker
// threads, each bounded in time and memory: a task past its time budget has its worker stopped, one that
// outgrows the heap limit loses its worker (Node ends a worker, not the process, at `resourceLimits`), and
// either way the caller gets a plain sentence with a 503 or 413, while the server's thread and every other
// tenant's requests go on. A fresh worker takes a lost one's place on demand. Tenants take turns for the
// workers (fair-queue.ts), and a queue past its bound is refused at once (503) rather than growing.
//
// The worker's end is `serveTasks` (below): an entry module calls it with the function that does a task.
// Inputs and results cross by structured clone; an HttpError thrown by the task keeps its status.
import { Worker, type MessagePort } from 'node:worker_threads';
import { FairQueue } from './fair-queue.ts';
import { HttpError, type FieldError } from './http-error.ts';

export type TaskWorkerOptions = {
  /** The worker's entry module; it calls `serveTasks`. */
  entry: URL;
  workerData?: unknown;
  /** Workers at most (each runs one task at a time). */
  size: number;
  /** A task still running after this many milliseconds is stopped. */
  timeLimitMs: number;
  /** A worker's heap limit (old generation, megabytes). */
  memoryMb: number;
  /** Tasks that may wait for a worker; more are refused with `busy`. */
  maxQueued: number;
  /** What a caller is told when its task cannot finish (the pool knows no business words). */
  refusals: { overrun(seconds: number): string; tooLarge: string; failed: string; busy: string };
};

type ErrorReply = { statusCode: number; message: string; errors?: FieldError[] };
export type TaskReply<Out> = { id: number; result: Out } | { id: number; error: ErrorReply };
type TaskCommand<In> = { id: number; input: In };

type Pending<In, Out> = { id: number; tenantId: number; input: In; resolve(result: Out): void; reject(error: Error): void };
type Slot<In, Out> = { worker: Worker; running: Pending<In, Out> | null; timer: NodeJS.Timeout | null; ready: boolean };

export class TaskWorkers<In, Out> {
  readonly #options: TaskWorkerOptions;
  readonly #slots = new Set<Slot<In, Out>>();
  readonly #queue = new FairQueue<Pending<In, Out>>((pending) => pending.tenantId);
  #nextId = 1;
  #closed = false;

  constructor(options: TaskWorkerOptions) {
    this.#options = options;
  }

  /** Starts one worker now, so the first task does not wait for it to load. */
  warm(): void {
    if (this.#slots.size === 0) this.#spawn();
  }

  run(tenantId: number, input: In): Promise<Out> {
    if (this.#closed) return Promise.reject(new HttpError(503, 'The server is shutting down. Try again in a moment.'));
    if (this.#queue.length >= this.#options.maxQueued) return Promise.reject(new HttpError(503, this.#options.refusals.busy));
    return new Promise<Out>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, tenantId, input, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.drain()) pending.reject(new HttpError(503, 'The server is shutting down. Try again in a moment.'));
    await Promise.all([...this.#slots].map((slot) => slot.worker.terminate()));
    this.#slots.clear();
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = [...this.#slots].find((candidate) => candidate.ready && !candidate.running);
      if (!slot) {
        if (this.#slots.size < this.#options.size) this.#spawn();
        return; // a worker coming up, or all busy: dispatched again when one is free
      }
      const pending = this.#queue.take([...this.#slots].flatMap((other) => (other.running ? [other.running] : [])));
      slot.running = pending;
      slot.timer = setTimeout(() => this.#overrun(slot), this.#options.timeLimitMs);
      slot.worker.postMessage({ id: pending.id, input: pending.input } satisfies TaskCommand<In>);
    }
  }

  #spawn(): void {
    const worker = new Worker(this.#options.entry, { workerData: this.#options.workerData, resourceLimits: { maxOldGenerationSizeMb: this.#options.memoryMb } });
    const slot: Slot<In, Out> = { worker, running: null, timer: null, ready: false };
    this.#slots.add(slot);
    worker.unref();
    worker.on('message', (message: TaskReply<Out> | 'ready') => {
      if (message === 'ready') slot.ready = true;
      else this.#settle(slot, message);
      this.#dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const tooLarge = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.#fail(slot, new HttpError(tooLarge ? 413 : 503, tooLarge ? this.#options.refusals.tooLarge : this.#options.refusals.failed));
    });
    worker.on('exit', () => this.#fail(slot, new HttpError(503, this.#options.refusals.failed)));
  }

  #settle(slot: Slot<In, Out>, reply: TaskReply<Out>): void {
    const pending = slot.running;
    if (!pending || pending.id !== reply.id) return;
    clearTimeout(slot.timer!);
    slot.running = null;
    if ('result' in reply) pending.resolve(reply.result);
    else pending.reject(reply.error.statusCode >= 500 ? new Error(reply.error.message) : new HttpError(reply.error.statusCode, reply.error.message, reply.error.errors));
  }

  /** The budget ran out: the worker is stopped and a fresh one takes its place on demand. */
  #overrun(slot: Slot<In, Out>): void {
    this.#fail(slot, new HttpError(503, this.#options.refusals.overrun(Math.round(this.#options.timeLimitMs / 100) / 10)));
    void slot.worker.terminate();
  }

  #fail(slot: Slot<In, Out>, error: HttpError): void {
    if (!this.#slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.running?.reject(error);
    slot.running = null;
    // A worker that dies before it is ready would die again: tell those waiting instead of retrying forever.
    if (!slot.ready) for (const pending of this.#queue.drain()) pending.reject(error);
    if (!this.#closed) this.#dispatch();
  }
}

/** The worker's end: says it is ready, then runs each task it is sent and posts back its result or its refusal. */
export function serveTasks<In, Out>(port: MessagePort, handle: (input: In) => Out | Promise<Out>): void {
  port.on('message', async ({ id, input }: TaskCommand<In>) => {
    try {
      port.postMessage({ id, result: await handle(input) } satisfies TaskReply<Out>);
    } catch (error) {
      const refusal = error instanceof HttpError ? { statusCode: error.statusCode, message: error.message, errors: error.errors } : { statusCode: 500, message: error instanceof Error ? error.message : String(error) };
      port.postMessage({ id, error: refusal } satisfies TaskReply<Out>);
    }
  });
  port.postMessage('ready');
}
