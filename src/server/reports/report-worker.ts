// A report worker (engine/server/report-workers.ts): loads the same schemas as the server, opens its own
// read-only connection, and answers report jobs with their JSON text, so the server's thread stays free
// for every other request while a large report is built.
import { parentPort, workerData } from 'node:worker_threads';
import { loadRegistry, loadReports } from '../../../engine/schema/index.ts';
import { HttpError, serveReportJobs, writeReportAnswer } from '../../../engine/server/index.ts';
import { openDatabase } from '../db/database.ts';
import { storeUnavailable } from '../db/errors.ts';
import { installDocumentCatalog } from '../documents/catalog.ts';
import { reportMessage, reportQueries } from './index.ts';

/** What main.ts hands each worker: where the schemas and the data are, and the time budget. */
export type ReportWorkerSetup = { schemasDir: string; patchesDir: string | null; dataDir: string; databaseUrl: string | null; timeLimitMs: number };

const setup = workerData as ReportWorkerSetup;
const registry = loadRegistry(setup.schemasDir, { patchesDir: setup.patchesDir });
const reports = loadReports(setup.schemasDir, new Set(reportQueries.keys()));
installDocumentCatalog(registry);
// The pool's own timer answers the caller when the budget runs out and stops this worker; PostgreSQL would not
// notice the closed connection until it next writes to it, so its statement timeout (a second later, so the
// pool's plain answer always comes first) ends the query in the database too.
const database = await openDatabase({ databaseUrl: setup.databaseUrl, dataDir: setup.dataDir, reader: { statementTimeoutMs: setup.timeLimitMs + 1000 } });
const context = { db: database.db, dialect: database.kind, reports, queries: reportQueries, message: reportMessage };
// A database that cannot answer just now is a 503 with its plain sentence, as on the server's own thread
// (http/errors.ts); the worker's connections are openDatabase's, whose lost connections end no process.
serveReportJobs(parentPort!, (job, write) =>
  writeReportAnswer(context, job, write).catch((error: unknown) => {
    const unavailable = storeUnavailable(error);
    throw unavailable ? new HttpError(503, unavailable) : error;
  }),
);
