// Reports run off the event loop, in worker threads with their own database connections.
//
// Why: node:sqlite runs every statement on the thread that calls it, so a report over a large table
// (seconds of SQL, then tens of megabytes of JSON) would hold up every other request of every tenant on
// that server. On PostgreSQL the SQL runs in the database server, but building a large answer in
// JavaScript still blocks the loop. A worker does both, compresses the answer as the client accepts, and
// hands the bytes over in chunks as they are made, so neither thread holds a large answer whole: the worker
// waits while more than a window of them has not yet gone to the client (report-job-serving.ts), and is
// told to stop when the client goes away.
//
// The pool is small (a report is heavy, and the requests of the app must keep a core), fair (a tenant
// with a report running waits behind another tenant's first one), and bounded in time: a report that
// runs past the budget has its worker stopped, which also ends its SQL, and the caller gets a 503 with a
// plain sentence. Nothing here is state that matters: a queue of requests in hand, as any server has.
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { HttpError, type FieldError } from './http-error.ts';
import type { ReportJob } from './report-answer.ts';

/** How the answer's bytes travel: compressed by the worker as the client accepts, so the server's thread never holds or compresses a large text. */
export type Encoding = 'br' | 'gzip' | null;

/** An answer being sent: JSON as UTF-8 bytes, compressed when `encoding` says so, flowing as the worker makes them. */
export type ReportBody = { stream: Readable; encoding: Encoding };

export type ReportWorkerOptions = {
  /** The worker's entry module; it calls `serveReportJobs` with the app's own report runner. */
  entry: URL;
  /** What the entry needs to open the schemas and the database (structured-cloneable). */
  workerData: unknown;
  /** Workers at most (each runs one report at a time). */
  size: number;
  /** A report still running after this many milliseconds is stopped. */
  timeLimitMs: number;
  /** A worker's heap limit; a report whose answer outgrows it is refused rather than taking the server down. */
  memoryMb?: number;
};

/** What a worker sends about a job: the answer starts, a chunk of its bytes, its end; or the error to answer with; or that it stopped when told to. */
export type ReportReply =
  | { id: number; start: Encoding }
  | { id: number; bytes: Uint8Array }
  | { id: number; end: true }
  | { id: number; error: { statusCode: number; message: string; errors?: FieldError[] } }
  | { id: number; stopped: true };

/** What the pool sends a worker: a job to run; bytes of a job's answer the client has taken; or that its answer is no longer wanted. */
export type ReportCommand = { id: number; job: ReportJob; encoding: Encoding } | { id: number; ack: number } | { id: number; stop: true };

type Pending = { id: number; job: ReportJob; encoding: Encoding; resolve(body: ReportBody): void; reject(error: Error): void; stream?: PassThrough };
type Slot = { worker: Worker; running: Pending | null; timer: NodeJS.Timeout | null; ready: boolean };

/**
 * A worker's young generation, where the answer's short-lived pieces (rows, their JSON, the text handed to
 * the compressor) are made and die. V8 sizes it as for a main thread, tens of megabytes kept resident once
 * used; a small one is swept more often, and keeps a worker's resident set near what it really holds.
 */
const YOUNG_GENERATION_MB = 16;

export class ReportWorkers {
  readonly #options: ReportWorkerOptions;
  readonly #slots = new Set<Slot>();
  readonly #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;
  /** When each tenant with work queued was last given a worker (a running count, not a time). */
  readonly #lastServed = new Map<number, number>();
  #served = 0;

  constructor(options: ReportWorkerOptions) {
    this.#options = options;
  }

  /** Starts one worker now, so the first report does not wait for the schemas to load. */
  warm(): void {
    if (this.#slots.size === 0) this.#spawn();
  }

  /** Builds the report; `acceptEncoding` is the request's Accept-Encoding header. */
  run(job: ReportJob, acceptEncoding?: string): Promise<ReportBody> {
    if (this.#closed) return Promise.reject(new HttpError(503, 'The server is shutting down. Try again in a moment.'));
    return new Promise<ReportBody>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, job, encoding: chooseEncoding(acceptEncoding), resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new HttpError(503, 'The server is shutting down. Try again in a moment.'));
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
      const pending = this.#takeFairly();
      slot.running = pending;
      slot.timer = setTimeout(() => this.#overrun(slot), this.#options.timeLimitMs);
      slot.worker.postMessage({ id: pending.id, job: pending.job, encoding: pending.encoding } satisfies ReportCommand);
    }
  }

  /**
   * Round robin between tenants: the queued job of the tenant with the fewest reports running, and among
   * those the one served longest ago. One busy tenant cannot fill every worker, nor go twice in a row,
   * while another waits.
   */
  #takeFairly(): Pending {
    const running = new Map<number, number>();
    for (const slot of this.#slots) if (slot.running) running.set(slot.running.job.tenantId, (running.get(slot.running.job.tenantId) ?? 0) + 1);
    const rank = (pending: Pending) => [running.get(pending.job.tenantId) ?? 0, this.#lastServed.get(pending.job.tenantId) ?? -1];
    let best = 0;
    for (let index = 1; index < this.#queue.length; index += 1) {
      const [busy, served] = rank(this.#queue[index]);
      const [bestBusy, bestServed] = rank(this.#queue[best]);
      if (busy < bestBusy || (busy === bestBusy && served < bestServed)) best = index;
    }
    const [pending] = this.#queue.splice(best, 1);
    this.#lastServed.set(pending.job.tenantId, this.#served++);
    // Only tenants with work still queued need remembering.
    for (const tenant of this.#lastServed.keys()) if (!this.#queue.some((queued) => queued.job.tenantId === tenant)) this.#lastServed.delete(tenant);
    return pending;
  }

  #spawn(): void {
    const worker = new Worker(this.#options.entry, {
      workerData: this.#options.workerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, ...(this.#options.memoryMb ? { maxOldGenerationSizeMb: this.#options.memoryMb } : {}) },
    });
    const slot: Slot = { worker, running: null, timer: null, ready: false };
    this.#slots.add(slot);
    worker.unref();
    worker.on('message', (message: ReportReply | 'ready') => {
      if (message === 'ready') {
        slot.ready = true;
      } else {
        this.#settle(slot, message);
      }
      this.#dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.#fail(slot, new HttpError(503, tooBig ? 'This report is too large to build. Choose a shorter period or narrow its filters.' : 'The report could not be built. Try again in a moment.'));
    });
    worker.on('exit', () => this.#fail(slot, new HttpError(503, 'The report could not be built. Try again in a moment.')));
  }

  #settle(slot: Slot, reply: ReportReply): void {
    const pending = slot.running;
    if (!pending || pending.id !== reply.id) return;
    if ('start' in reply) {
      const stream = new PassThrough();
      pending.stream = stream;
      // The server destroys the stream it was sending when the client goes away: a worker still making the
      // answer is told to stop, and the slot is free once it says it has. The time budget runs until then.
      stream.once('close', () => {
        if (slot.running === pending) this.#tell(slot, { id: pending.id, stop: true });
      });
      pending.resolve({ stream, encoding: reply.start });
      return;
    }
    if ('bytes' in reply) {
      const chunk = Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength);
      // A PassThrough calls a write back once its reader has taken the bytes before (the response, which
      // pauses it while the socket is full): only then are these counted off the worker's window.
      pending.stream?.write(chunk, (error) => {
        if (!error) this.#tell(slot, { id: pending.id, ack: chunk.byteLength });
      });
      return;
    }
    clearTimeout(slot.timer!);
    slot.running = null;
    if ('end' in reply) pending.stream?.end();
    else if ('error' in reply) this.#abandon(pending, errorOf(reply.error));
    // stopped: its stream is already gone
  }

  /** To a worker still in the pool (one stopped or dead is told nothing). */
  #tell(slot: Slot, command: ReportCommand): void {
    if (this.#slots.has(slot)) slot.worker.postMessage(command);
  }

  /** A job that cannot finish: refused before its answer began, or its answer cut off (the client sees a broken response, never a false one). */
  #abandon(pending: Pending, error: Error): void {
    if (pending.stream) pending.stream.destroy(error);
    else pending.reject(error);
  }

  /** The budget ran out: the worker is stopped (its statement with it) and a fresh one takes its place on demand. */
  #overrun(slot: Slot): void {
    const seconds = Math.round(this.#options.timeLimitMs / 100) / 10;
    this.#fail(slot, new HttpError(503, `This report took longer than ${seconds} seconds and was stopped. Choose a shorter period or narrow its filters.`));
    void slot.worker.terminate();
  }

  #fail(slot: Slot, error: HttpError): void {
    if (!this.#slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.running) this.#abandon(slot.running, error);
    slot.running = null;
    // A worker that dies before it is ready would die again: tell those waiting instead of retrying forever.
    if (!slot.ready) for (const pending of this.#queue.splice(0)) pending.reject(error);
    if (!this.#closed) this.#dispatch();
  }
}

/** br if the client takes it, else gzip, else none (q=0 refuses a coding, RFC 9110 section 12.5.3). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const taken = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding.trim()),
  );
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('x-gzip') || taken.has('*')) return 'gzip';
  return null;
}

/**
 * A worker's refusal keeps its status (a 503 too: its database not answering just now); a fault of its own
 * (500) goes to the server's error handler as any fault does: logged, answered plainly.
 */
function errorOf(error: { statusCode: number; message: string; errors?: FieldError[] }): Error {
  return error.statusCode === 500 ? new Error(error.message) : new HttpError(error.statusCode, error.message, error.errors);
}
