// A PDF worker (the engine's worker pool, started by main.ts through pdf-renders.ts): loads the same
// schemas as the server and opens its own read-only connection, then makes each PDF it is sent, reading
// the document, building its model and rendering it (pdf-job.ts). A 1,000-line bill takes seconds of
// pdfmake layout: here it holds up this thread alone, never the server's, which answers every other
// business meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { loadRegistry } from '../../../engine/schema/index.ts';
import { serveReportJobs } from '../../../engine/server/index.ts';
import { openDatabase } from '../db/database.ts';
import { installDocumentCatalog } from '../documents/catalog.ts';
import { createEntityStore } from '../entities.ts';
import { makePdf, nameLine, type PdfJob } from './pdf-job.ts';

/** What main.ts hands each worker: where the schemas and the data are, and the time budget. */
export type PdfWorkerSetup = { schemasDir: string; patchesDir: string | null; dataDir: string; databaseUrl: string | null; timeLimitMs: number };

const setup = workerData as PdfWorkerSetup;
const registry = loadRegistry(setup.schemasDir, { patchesDir: setup.patchesDir });
installDocumentCatalog(registry);
// As for the report workers: the pool's timer answers first, PostgreSQL's statement timeout a second later ends a read still running.
const database = await openDatabase({ databaseUrl: setup.databaseUrl, dataDir: setup.dataDir, reader: { statementTimeoutMs: setup.timeLimitMs + 1000 } });
const store = createEntityStore({ db: database.db, dialect: database.kind, registry });
serveReportJobs<PdfJob>(parentPort!, async (job, write) => {
  const made = await makePdf(store, registry, job);
  await write(nameLine(made.name));
  await write(made.bytes);
});
