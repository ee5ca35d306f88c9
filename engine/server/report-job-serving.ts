// The worker's end of the report workers (report-workers.ts keeps the pool, on the server's thread): runs
// each job it is sent and posts its answer's bytes back, compressed, in chunks as they are made.
//
// Flow control: the server's thread acknowledges each chunk once the response has taken it, and a job
// whose posted bytes not yet acknowledged exceed a window waits before making more. Without it a client
// slower than the worker (a phone on a poor network) has the server's thread hold the whole answer; with
// it the server holds a window's worth at most per answer, and the worker's query waits with its cursor.
import type { MessagePort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { HttpError, type FieldError } from './http-error.ts';
import type { ReportJob } from './report-answer.ts';
import type { Encoding, ReportCommand, ReportReply } from './report-workers.ts';

/**
 * Bytes of one answer that may be on their way to the client at once: large enough that the worker rarely
 * waits on a client that keeps up (a few round trips of a fast network), small beside the answers that
 * need it (the largest reports run to a hundred megabytes and more).
 */
export const WINDOW_BYTES = 16 * 1024 * 1024;

const SMALL = 1024; // an answer under a kilobyte goes as it is: compressing it gains nothing
const CHUNK = 64 * 1024;

const bytesOf = (piece: string | Buffer): Buffer => (typeof piece === 'string' ? Buffer.from(piece) : piece);

/** Thrown into a job's answer when the server no longer wants its bytes (the client went away): its query unwinds and its cursor closes. */
class Stopped extends Error {
  constructor() {
    super('The answer is no longer wanted.');
  }
}

/**
 * The worker's end of one job: takes the answer's text piece by piece and posts it on as bytes, compressed
 * (brotli at the quality the server uses for its other answers, or gzip) once it is past a kilobyte, and
 * waits while more than a window of them is not yet acknowledged.
 */
class AnswerWriter {
  readonly #port: MessagePort;
  readonly #id: number;
  readonly #encoding: Encoding;
  readonly #windowBytes: number;
  #held: Array<string | Uint8Array> = [];
  #heldLength = 0;
  #compressor: zlib.BrotliCompress | zlib.Gzip | null = null;
  /** Settles when the compressor has taken all it was given so far. */
  #draining: Promise<unknown> = Promise.resolve();
  #started = false;
  #unacknowledged = 0;
  #stopped = false;
  #wake: (() => void) | null = null;

  constructor(port: MessagePort, id: number, encoding: Encoding, windowBytes: number) {
    this.#port = port;
    this.#id = id;
    this.#encoding = encoding;
    this.#windowBytes = windowBytes;
  }

  /**
   * Waits for room in the window, so the answer is made no faster than the client takes it; then for the
   * compressor to take the piece before this one, not this one: the thread pool compresses a piece while
   * this thread makes the next (its SQL, rows and JSON), and the answer is still made no more than a piece
   * ahead of its compression. Waiting for each piece's own drain left one of the two idle. A piece is text
   * (a report's JSON) or bytes (a file the job made whole).
   */
  async write(piece: string | Uint8Array): Promise<void> {
    await this.#room();
    if (this.#compressor) {
      await this.#draining;
      if (!this.#compressor.write(piece)) this.#draining = new Promise((resolve) => this.#compressor!.once('drain', resolve));
      return;
    }
    this.#held.push(piece);
    this.#heldLength += piece.length;
    if (this.#heldLength < (this.#started ? CHUNK : SMALL)) return;
    if (!this.#started) this.#start(this.#encoding);
    if (this.#compressor) await this.write(this.#take());
    else this.#post(bytesOf(this.#take()));
  }

  /** The last bytes go without waiting for the window: what is left is at most a chunk, and the job is done. */
  async end(): Promise<void> {
    if (this.#stopped) throw new Stopped();
    if (!this.#started) this.#start(null); // all of it under a kilobyte
    if (this.#compressor) {
      const done = new Promise((resolve) => this.#compressor!.once('end', resolve));
      this.#compressor.end(this.#take());
      await done;
    } else if (this.#heldLength > 0) {
      this.#post(bytesOf(this.#take()));
    }
    this.#port.postMessage({ id: this.#id, end: true } satisfies ReportReply);
  }

  /** The server's thread handed `bytes` on to the client. */
  acknowledge(bytes: number): void {
    this.#unacknowledged -= bytes;
    if (this.#unacknowledged <= this.#windowBytes) this.#wakeUp();
  }

  /** The answer is no longer wanted: the next write (or the one waiting) throws. */
  stop(): void {
    this.#stopped = true;
    this.#wakeUp();
  }

  /** Frees the compressor of an answer that ended early (its native memory is not the garbage collector's). */
  discard(): void {
    this.#compressor?.destroy();
  }

  /** Whether the client has been told the answer began (an error after that can only cut it off). */
  get started(): boolean {
    return this.#started;
  }

  async #room(): Promise<void> {
    while (!this.#stopped && this.#unacknowledged > this.#windowBytes) await new Promise<void>((resolve) => (this.#wake = resolve));
    if (this.#stopped) throw new Stopped();
  }

  #wakeUp(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  #start(encoding: Encoding): void {
    this.#started = true;
    this.#port.postMessage({ id: this.#id, start: encoding } satisfies ReportReply);
    if (!encoding) return;
    // The compressor hands out its bytes CHUNK at a time, not in zlib's default 16 KB: each piece out is a
    // round trip to the thread pool and a message to the server's thread; over a 6 MB answer (500 KB of
    // brotli) streaming at 16 KB took 1.5 to 2 times one brotliCompressSync call, at 64 KB the same.
    const options = { chunkSize: CHUNK };
    this.#compressor = encoding === 'br' ? zlib.createBrotliCompress({ ...options, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip(options);
    this.#compressor.on('data', (chunk: Buffer) => this.#post(chunk));
  }

  /** What is held, as one text when it is all text (the usual case, joined once), else as bytes. */
  #take(): string | Buffer {
    const held = this.#held;
    this.#held = [];
    this.#heldLength = 0;
    return held.every((piece) => typeof piece === 'string') ? held.join('') : Buffer.concat(held.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
  }

  /** Copied into a buffer of its own (Node's pooled buffers cannot be transferred), then moved without a copy. */
  #post(chunk: Buffer): void {
    const bytes = new Uint8Array(chunk);
    this.#unacknowledged += bytes.byteLength;
    this.#port.postMessage({ id: this.#id, bytes } satisfies ReportReply, [bytes.buffer as ArrayBuffer]);
  }
}

/**
 * The worker's side: writes each job's answer through `answer`, or answers with its error's status and
 * sentence; a job the server stops (its client went away) ends with `stopped`. `windowBytes` is smaller in
 * tests, to see the waits with small answers.
 */
export function serveReportJobs<Job = ReportJob>(
  port: MessagePort,
  answer: (job: Job, write: (piece: string | Uint8Array) => Promise<void>) => Promise<void>,
  windowBytes = WINDOW_BYTES,
): void {
  const writers = new Map<number, AnswerWriter>();
  const run = async ({ id, job, encoding }: { id: number; job: Job; encoding: Encoding }) => {
    const writer = new AnswerWriter(port, id, encoding, windowBytes);
    writers.set(id, writer);
    try {
      await answer(job, (piece) => writer.write(piece));
      await writer.end();
    } catch (error) {
      writer.discard();
      const reply: ReportReply = error instanceof Stopped ? { id, stopped: true } : { id, error: errorReply(error) };
      port.postMessage(reply);
    } finally {
      writers.delete(id);
    }
  };
  port.on('message', (command: ReportCommand<Job>) => {
    if ('ack' in command) writers.get(command.id)?.acknowledge(command.ack);
    else if ('stop' in command) writers.get(command.id)?.stop();
    else void run(command);
  });
  port.postMessage('ready');
}

/** A refusal keeps its status, sentence and field paths; any other error is a fault (500), with its stack for the server's log. */
function errorReply(error: unknown): { statusCode: number; message: string; errors?: FieldError[] } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message, errors: error.errors };
  return { statusCode: 500, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
