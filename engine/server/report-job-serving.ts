// The worker's end of the report workers (report-workers.ts keeps the pool, on the server's thread): runs
// each job it is sent and posts its answer's bytes back, compressed, in chunks as they are made.
import type { MessagePort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { HttpError } from './http-error.ts';
import type { ReportJob } from './report-answer.ts';
import type { Encoding, ReportReply } from './report-workers.ts';

const SMALL = 1024; // an answer under a kilobyte goes as it is: compressing it gains nothing
const CHUNK = 64 * 1024;

/**
 * The worker's end of one job: takes the answer's text piece by piece and posts it on as bytes, compressed
 * (brotli at the quality the server uses for its other answers, or gzip) once it is past a kilobyte.
 */
class AnswerWriter {
  readonly #port: MessagePort;
  readonly #id: number;
  readonly #encoding: Encoding;
  #held: string[] = [];
  #heldLength = 0;
  #compressor: zlib.BrotliCompress | zlib.Gzip | null = null;
  #started = false;

  constructor(port: MessagePort, id: number, encoding: Encoding) {
    this.#port = port;
    this.#id = id;
    this.#encoding = encoding;
  }

  /** Waits when the compressor is full, so the answer is made no faster than it is compressed. */
  async write(text: string): Promise<void> {
    if (this.#compressor) {
      if (!this.#compressor.write(text)) await new Promise((resolve) => this.#compressor!.once('drain', resolve));
      return;
    }
    this.#held.push(text);
    this.#heldLength += text.length;
    if (this.#heldLength < (this.#started ? CHUNK : SMALL)) return;
    if (!this.#started) this.#start(this.#encoding);
    if (this.#compressor) await this.write(this.#take());
    else this.#post(Buffer.from(this.#take()));
  }

  async end(): Promise<void> {
    if (!this.#started) this.#start(null); // all of it under a kilobyte
    if (this.#compressor) {
      const done = new Promise((resolve) => this.#compressor!.once('end', resolve));
      this.#compressor.end(this.#take());
      await done;
    } else if (this.#heldLength > 0) {
      this.#post(Buffer.from(this.#take()));
    }
    this.#port.postMessage({ id: this.#id, end: true } satisfies ReportReply);
  }

  /** Whether the client has been told the answer began (an error after that can only cut it off). */
  get started(): boolean {
    return this.#started;
  }

  #start(encoding: Encoding): void {
    this.#started = true;
    this.#port.postMessage({ id: this.#id, start: encoding } satisfies ReportReply);
    if (!encoding) return;
    this.#compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip();
    this.#compressor.on('data', (chunk: Buffer) => this.#post(chunk));
  }

  #take(): string {
    const text = this.#held.join('');
    this.#held = [];
    this.#heldLength = 0;
    return text;
  }

  /** Copied into a buffer of its own (Node's pooled buffers cannot be transferred), then moved without a copy. */
  #post(chunk: Buffer): void {
    const bytes = new Uint8Array(chunk);
    this.#port.postMessage({ id: this.#id, bytes } satisfies ReportReply, [bytes.buffer as ArrayBuffer]);
  }
}

/** The worker's side: writes each job's answer through `answer`, or answers with its error's status and sentence. */
export function serveReportJobs(port: MessagePort, answer: (job: ReportJob, write: (text: string) => Promise<void>) => Promise<void>): void {
  port.on('message', async ({ id, job, encoding }: { id: number; job: ReportJob; encoding: Encoding }) => {
    const writer = new AnswerWriter(port, id, encoding);
    try {
      await answer(job, (text) => writer.write(text));
      await writer.end();
    } catch (error) {
      const known = error instanceof HttpError;
      port.postMessage({
        id,
        error: {
          statusCode: known ? error.statusCode : 500,
          message: known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error),
          errors: known ? error.errors : undefined,
        },
      } satisfies ReportReply);
    }
  });
  port.postMessage('ready');
}
