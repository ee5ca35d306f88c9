// Starts the PDF workers (pdf-worker.ts) for main.ts, with the server's own schemas and data, and the
// renders in front of them (pdf-renders.ts): their per-business limit and cache.
import { ReportWorkers } from '../../../engine/server/index.ts';
import type { Config } from '../config.ts';
import type { PdfJob } from './pdf-job.ts';
import { PdfRenders } from './pdf-renders.ts';
import type { PdfWorkerSetup } from './pdf-worker.ts';

/**
 * A PDF worker's heap. pdfmake holds a document's whole layout while it works; a 1,000-line bill (the
 * most lines a document takes) is made within this in the tests, and a paper that outgrows it is
 * refused (503) rather than taking the server's memory.
 */
const PDF_WORKER_HEAP_MB = 512;

/** A made PDF is served from the cache for this long at most: the firm and party it prints may have changed. */
const PDF_CACHE_AGE_MS = 10 * 60_000;

export function startPdfWorkers(config: Config, schemas: { schemasDir: string; patchesDir: string | null }): { renders: PdfRenders; close(): Promise<void> } {
  const timeLimitMs = config.pdfTimeLimit * 1000;
  const setup: PdfWorkerSetup = { ...schemas, dataDir: config.dataDir, databaseUrl: config.databaseUrl, timeLimitMs };
  const pool = new ReportWorkers<PdfJob>({
    entry: new URL('./pdf-worker.ts', import.meta.url),
    workerData: setup,
    size: config.pdfWorkers,
    timeLimitMs,
    memoryMb: PDF_WORKER_HEAP_MB,
    refusals: {
      failed: 'The PDF could not be made. Try again in a moment.',
      tooLarge: 'This document is too large to make a PDF of. Print it from the browser instead.',
      overran: (seconds) => `The PDF took longer than ${seconds} seconds to make and was stopped. Print it from the browser instead.`,
    },
  });
  pool.warm();
  const renders = new PdfRenders(pool, { perBusiness: config.pdfsPerBusiness, cacheBytes: config.pdfCacheMb * 1024 * 1024, cacheAgeMs: PDF_CACHE_AGE_MS });
  return { renders, close: () => pool.close() };
}
