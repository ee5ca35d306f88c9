// Work that would hold the server's thread (parsing an uploaded file, say) done in a small pool of worker
// threads (worker-pool.ts), each bounded in time and memory: a task past its time budget has its worker stopped, one that
// outgrows the heap limit loses its worker (Node ends a worker, not the process, at `resourceLimits`), and
// either way the caller gets a plain sentence with a 503 or 413, while the server's thread and every other
// tenant's requests go on. A fresh worker takes a lost one's place on demand. Tenants take turns for the
// workers (fair-queue.ts), and a queue past its bound is refused at once (503) rather than growing.
//
// The worker's end is `serveTasks` (below): an entry module calls it with the function that does a task.
// Inputs and results cross by structured clone; an HttpError thrown by the task keeps its status.
import type { MessagePort, Worker } from 'node:worker_threads';
import { HttpError, type FieldError } from './http-error.ts';
import { WorkerPool, type LostJob, type PoolJob, type Slot } from './worker-pool.ts';

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

/**
 * A worker's young generation, kept small as the report workers' is: with a large one, a task allocating
 * fast can take the whole process down at the heap limit instead of its worker (nodejs/node#47224, open).
 */
const YOUNG_GENERATION_MB = 16;

type Task<In, Out> = PoolJob & { input: In; resolve(result: Out): void };

export class TaskWorkers<In, Out> extends WorkerPool<Task<In, Out>, TaskReply<Out>> {
  readonly #options: TaskWorkerOptions;

  constructor(options: TaskWorkerOptions) {
    super({ entry: options.entry, workerData: options.workerData, size: options.size, timeLimitMs: options.timeLimitMs, resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.#options = options;
  }

  run(tenantId: number, input: In): Promise<Out> {
    if (this.waiting >= this.#options.maxQueued) return Promise.reject(new HttpError(503, this.#options.refusals.busy));
    return new Promise<Out>((resolve, reject) => this.enqueue({ id: this.nextId(), tenantId, input, resolve, reject }));
  }

  protected send(worker: Worker, task: Task<In, Out>): void {
    worker.postMessage({ id: task.id, input: task.input } satisfies TaskCommand<In>);
  }

  protected receive(slot: Slot<Task<In, Out>>, reply: TaskReply<Out>): void {
    const task = slot.running!;
    if (task.id !== reply.id) return;
    this.finish(slot);
    if ('result' in reply) task.resolve(reply.result);
    else task.reject(reply.error.statusCode >= 500 ? new Error(reply.error.message) : new HttpError(reply.error.statusCode, reply.error.message, reply.error.errors));
  }

  protected abandon(task: Task<In, Out>, error: Error): void {
    task.reject(error);
  }

  protected lost(why: LostJob, seconds: number): HttpError {
    const { refusals } = this.#options;
    return why === 'overrun' ? new HttpError(503, refusals.overrun(seconds)) : why === 'too large' ? new HttpError(413, refusals.tooLarge) : new HttpError(503, refusals.failed);
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
