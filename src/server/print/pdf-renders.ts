// The server's PDFs, made in worker threads (pdf-worker.ts, through the engine's worker pool) and kept
// a while (pdf-cache.ts):
// - never on the server's thread: a 1,000-line bill takes seconds of pdfmake layout, which would hold up
//   every business's requests; a worker past its time budget or heap is stopped and the caller gets a 503;
// - at most `perBusiness` of one business's PDFs being made or waiting at once (429 beyond, with
//   Retry-After), and the pool serves businesses in turn, so one business's flood cannot fill the queue
//   for the others;
// - a PDF asked for while the same one is being made waits for that one; once made it is kept (the key
//   names the document's version), so a link opened sixty times renders once.
import type { ReportBody } from '../../../engine/server/index.ts';
import { ApiError } from '../http/errors.ts';
import { PdfCache } from './pdf-cache.ts';
import { readAnswer, type PdfFile, type PdfJob } from './pdf-job.ts';

/** The worker pool as this file uses it (ReportWorkers<PdfJob>). */
export type PdfPool = { run(job: PdfJob): Promise<ReportBody> };

export type PdfLimits = {
  /** One business's PDFs being made or waiting at once. */
  perBusiness: number;
  /** The cache's size in bytes, and how long a made PDF is served before it is made again. */
  cacheBytes: number;
  cacheAgeMs: number;
};

/** How long a refused caller is asked to wait: about one large bill's rendering. */
const RETRY_SECONDS = 5;

/** Too many of one business's PDFs at once (429, with Retry-After). */
export class PdfsBusy extends ApiError {
  readonly retryAfterSeconds = RETRY_SECONDS;
  constructor(limit: number) {
    super(429, `This business already has ${limit} PDF${limit === 1 ? '' : 's'} being made. Try again in ${RETRY_SECONDS} seconds.`);
  }
}

export type MadePdf = { file: PdfFile; cached: boolean };

export class PdfRenders {
  readonly #pool: PdfPool;
  readonly #limits: PdfLimits;
  readonly #cache: PdfCache;
  /** PDFs being made, by key: a second caller waits for the same one. */
  readonly #making = new Map<string, Promise<PdfFile>>();
  /** Each business's PDFs being made or waiting for a worker. */
  readonly #busy = new Map<number, number>();

  constructor(pool: PdfPool, limits: PdfLimits) {
    this.#pool = pool;
    this.#limits = limits;
    this.#cache = new PdfCache(limits.cacheBytes, limits.cacheAgeMs);
  }

  /**
   * The PDF of `job` at the document's `version`: kept, being made, or made now. `fresh`: not the kept
   * one (a signed-in download, whose user may just have changed the firm or party it prints).
   */
  async file(job: PdfJob, version: string, options: { fresh?: boolean } = {}): Promise<MadePdf> {
    const key = JSON.stringify([job.tenantId, job.path, job.id, job.copy, version]);
    const kept = options.fresh ? null : this.#cache.get(key);
    if (kept) return { file: kept, cached: true };
    const making = this.#making.get(key);
    if (making) return { file: await making, cached: true };
    const busy = this.#busy.get(job.tenantId) ?? 0;
    if (busy >= this.#limits.perBusiness) throw new PdfsBusy(this.#limits.perBusiness);
    this.#busy.set(job.tenantId, busy + 1);
    const made = this.#render(job)
      .then((file) => {
        this.#cache.set(key, file);
        return file;
      })
      .finally(() => {
        this.#making.delete(key);
        const left = (this.#busy.get(job.tenantId) ?? 1) - 1;
        if (left > 0) this.#busy.set(job.tenantId, left);
        else this.#busy.delete(job.tenantId);
      });
    this.#making.set(key, made);
    return { file: await made, cached: false };
  }

  async #render(job: PdfJob): Promise<PdfFile> {
    const answer = await this.#pool.run(job);
    const chunks: Buffer[] = [];
    for await (const chunk of answer.stream) chunks.push(chunk as Buffer);
    return readAnswer(Buffer.concat(chunks));
  }
}
