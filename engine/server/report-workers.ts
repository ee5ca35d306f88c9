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
// with a report running waits behind another tenant's first one: worker-pool.ts, fair-queue.ts), and bounded in time: a report that
// runs past the budget has its worker stopped, which also ends its SQL, and the caller gets a 503 with a
// plain sentence. Nothing here is state that matters: a queue of requests in hand, as any server has.
import { PassThrough, type Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { HttpError, type FieldError } from './http-error.ts';
import { WorkerPool, type LostJob, type PoolJob, type Slot } from './worker-pool.ts';
import type { ReportJob } from './report-answer.ts';

/** How the answer's bytes travel: compressed by the worker as the client accepts, so the server's thread never holds or compresses a large text. */
export type Encoding = 'br' | 'gzip' | null;

/** An answer being sent: JSON as UTF-8 bytes, compressed when `encoding` says so, flowing as the worker makes them. */
export type ReportBody = { stream: Readable; encoding: Encoding };

/** Refusals a pool's callers read, in its own words (a report's by default). */
export type WorkerRefusals = { failed: string; tooLarge: string; overran(seconds: number): string };

const REPORT_REFUSALS: WorkerRefusals = {
  failed: 'The report could not be built. Try again in a moment.',
  tooLarge: 'This report is too large to build. Choose a shorter period or narrow its filters.',
  overran: (seconds) => `This report took longer than ${seconds} seconds and was stopped. Choose a shorter period or narrow its filters.`,
};

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
  /** What callers are told when a job fails, outgrows the heap or overruns; absent: a report's sentences. */
  refusals?: WorkerRefusals;
};

/** What a worker sends about a job: the answer starts, a chunk of its bytes, its end; or the error to answer with; or that it stopped when told to. */
export type ReportReply =
  | { id: number; start: Encoding }
  | { id: number; bytes: Uint8Array }
  | { id: number; end: true }
  | { id: number; error: { statusCode: number; message: string; errors?: FieldError[] } }
  | { id: number; stopped: true };

/** What the pool sends a worker: a job to run; bytes of a job's answer the client has taken; or that its answer is no longer wanted. */
export type ReportCommand<Job = ReportJob> = { id: number; job: Job; encoding: Encoding } | { id: number; ack: number } | { id: number; stop: true };

/** A job names its tenant, which the pool keeps fair between; the rest is the entry's business. */
export type TenantJob = { tenantId: number };

type Pending<Job> = PoolJob & { job: Job; encoding: Encoding; resolve(body: ReportBody): void; stream?: PassThrough };

/**
 * A worker's young generation, where the answer's short-lived pieces (rows, their JSON, the text handed to
 * the compressor) are made and die. V8 sizes it as for a main thread, tens of megabytes kept resident once
 * used; a small one is swept more often, and keeps a worker's resident set near what it really holds.
 */
const YOUNG_GENERATION_MB = 16;

/**
 * The pool runs any job that names its tenant (`Job`) through the entry's answer writer; reports are its
 * first use, and the server's PDFs (src/server/print) its second, with their own entry and sentences.
 */
export class ReportWorkers<Job extends TenantJob = ReportJob> extends WorkerPool<Pending<Job>, ReportReply> {
  readonly #refusals: WorkerRefusals;

  constructor(options: ReportWorkerOptions) {
    super({
      entry: options.entry,
      workerData: options.workerData,
      size: options.size,
      timeLimitMs: options.timeLimitMs,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, ...(options.memoryMb ? { maxOldGenerationSizeMb: options.memoryMb } : {}) },
    });
    this.#refusals = options.refusals ?? REPORT_REFUSALS;
  }

  /** Builds the report; `acceptEncoding` is the request's Accept-Encoding header. */
  run(job: Job, acceptEncoding?: string): Promise<ReportBody> {
    return new Promise<ReportBody>((resolve, reject) => this.enqueue({ id: this.nextId(), tenantId: job.tenantId, job, encoding: chooseEncoding(acceptEncoding), resolve, reject }));
  }

  protected send(worker: Worker, pending: Pending<Job>): void {
    worker.postMessage({ id: pending.id, job: pending.job, encoding: pending.encoding } satisfies ReportCommand<Job>);
  }

  protected receive(slot: Slot<Pending<Job>>, reply: ReportReply): void {
    const pending = slot.running!;
    if (pending.id !== reply.id) return;
    if ('start' in reply) {
      const stream = new PassThrough();
      pending.stream = stream;
      // The server destroys the stream it was sending when the client goes away: a worker still making the
      // answer is told to stop, and the slot is free once it says it has. The time budget runs until then.
      stream.once('close', () => {
        if (slot.running === pending) this.tell(slot, { id: pending.id, stop: true } satisfies ReportCommand<Job>);
      });
      pending.resolve({ stream, encoding: reply.start });
      return;
    }
    if ('bytes' in reply) {
      const chunk = Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength);
      // A PassThrough calls a write back once its reader has taken the bytes before (the response, which
      // pauses it while the socket is full): only then are these counted off the worker's window.
      pending.stream?.write(chunk, (error) => {
        if (!error) this.tell(slot, { id: pending.id, ack: chunk.byteLength } satisfies ReportCommand<Job>);
      });
      return;
    }
    this.finish(slot);
    if ('end' in reply) pending.stream?.end();
    else if ('error' in reply) this.abandon(pending, errorOf(reply.error));
    // stopped: its stream is already gone
  }

  /** A job that cannot finish: refused before its answer began, or its answer cut off (the client sees a broken response, never a false one). */
  protected abandon(pending: Pending<Job>, error: Error): void {
    if (pending.stream) pending.stream.destroy(error);
    else pending.reject(error);
  }

  protected lost(why: LostJob, seconds: number): HttpError {
    if (why === 'overrun') return new HttpError(503, this.#refusals.overran(seconds));
    return new HttpError(503, why === 'too large' ? this.#refusals.tooLarge : this.#refusals.failed);
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
