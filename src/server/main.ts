// Starts Bahi: configuration, database, migrations, HTTP. Any problem a person can fix (a bad setting,
// an unreachable database, a broken schema file) stops the start with one clear line.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, ConfigError, type Config } from './config.ts';
import { openDatabase, DatabaseUnavailable } from './db/database.ts';
import { migrateAll } from './db/migrations.ts';
import { buildApp, PROJECT_ROOT } from './app.ts';
import { loadTokenSecret, TokenSigner } from './auth/tokens.ts';
import { loadRegistry, loadReports, SchemaError } from '../../engine/schema/index.ts';
import { reportQueries } from './reports/index.ts';
import { updateMenus } from './tenancy/default-menu.ts';
import { installDocumentCatalog } from './documents/catalog.ts';
import { DocumentSchemaError } from '../../overrides/billing/document-kinds.ts';
import { MigrationError, ReportWorkers, TaskWorkers } from '../../engine/server/index.ts';
import type { ParsedFile, UploadedFile } from './import/parse-file.ts';
import type { ParseWorkerSetup } from './import/parse-worker.ts';
import type { ReportWorkerSetup } from './reports/report-worker.ts';
import { startPdfWorkers } from './print/pdf-workers.ts';
import { menuPages } from '../shared/menu-from-schemas.ts';
import { scheduleBackups } from './ops/scheduled-backup.ts';
import { scheduleHousekeeping } from './ops/housekeeping.ts';
import { markRunning } from './ops/server-lock.ts';
import { tightenDataDir } from './ops/private-files.ts';
import { smtpMailer } from './mail/mailer.ts';
import { closeGracefully } from './http/stopping.ts';
import { within } from './ops/within.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const schemasDir = config.schemasDir ?? path.join(PROJECT_ROOT, 'schemas');
  const patchesDir = clientPatches(config.client);
  const registry = loadRegistry(schemasDir, { patchesDir });
  const reports = loadReports(schemasDir, new Set(reportQueries.keys()));
  installDocumentCatalog(registry);
  // Files an earlier version (or a copy by hand) left readable by others are made owner-only.
  const unprotected = tightenDataDir(config.dataDir);
  const database = await openDatabase(config);
  const notes = await migrateAll(database, registry);
  await updateMenus(database.db, menuPages(registry.values(), reports.values()));
  const signer = new TokenSigner(loadTokenSecret(config.tokenSecret, config.dataDir));
  const reportWorkers = config.reportWorkers > 0 ? startReportWorkers(config, { schemasDir, patchesDir }) : undefined;
  const importWorkers = config.importWorkers > 0 ? startImportWorkers(config) : undefined;
  const pdfWorkers = startPdfWorkers(config, { schemasDir, patchesDir });
  const app = await buildApp({
    db: database.db,
    dialect: database.kind,
    readSnapshot: database.readSnapshot,
    registry,
    reports,
    client: config.client,
    signer,
    tokenLifetime: config.tokenLifetime,
    sessionMaxAge: config.sessionMaxAge,
    rememberLifetime: config.rememberLifetime,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    signupsPerAddress: config.signupsPerAddress,
    sharedLinksPerMinute: config.sharedLinksPerMinute,
    sharedLinkOpensPerMinute: config.sharedLinkOpensPerMinute,
    pdfs: pdfWorkers.renders,
    passwordReset: { mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null, publicUrl: config.publicUrl },
    clientDir: path.join(PROJECT_ROOT, 'dist', 'client'),
    reportWorkers,
    importFiles: { maxRows: config.importMaxRows, workers: importWorkers },
  });
  await app.listen({ port: config.port, host: config.host });
  reportWorkers?.warm(); // one worker ready before the first report is asked for
  importWorkers?.warm();
  for (const note of notes) app.log.warn(note);
  for (const problem of unprotected) app.log.warn(`could not make ${problem} readable by this account alone (chmod)`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const ms = Math.round(performance.now() - startedAt);
  // Tests read this line to learn the port when PORT=0.
  console.log(`Bahi is ready at http://localhost:${port}/bahi (${database.describe}; started in ${ms} ms)`);

  // The embedded store: marked as in use (a restore refuses while it is) and copied on a schedule.
  const embedded = database.kind === 'sqlite';
  const unmark = embedded ? markRunning(config.dataDir) : () => {};
  const stopHousekeeping = scheduleHousekeeping(database.db, app.log);
  const stopBackups = embedded ? scheduleBackups(config.dataDir, { everyHours: config.backupEveryHours, keep: config.backupKeep }, app.log) : () => {};

  // README "Stopping": requests answered, none dropped, and the process gone within the grace period and
  // a second or two, even with a request hung on the database (its connection is then abandoned).
  const stop = async () => {
    const graceMs = config.shutdownGrace * 1000;
    const exit = (code: number) => {
      unmark();
      process.exit(code);
    };
    setTimeout(() => exit(1), graceMs + LAST_STEPS_MS).unref(); // whatever hangs below
    stopBackups();
    stopHousekeeping();
    await closeGracefully(app, graceMs);
    await within(Promise.all([reportWorkers?.close(), importWorkers?.close(), pdfWorkers.close(), database.close()]).catch(() => {}), LAST_STEPS_MS / 2, undefined);
    exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** After the grace period, the time left to stop the report workers and close the database before the process exits regardless. */
const LAST_STEPS_MS = 1500;

/**
 * A report worker's heap (V8's old generation). A streamed answer is never held whole (the worker waits
 * while its bytes are on their way), so what remains is a report built whole, a row a ledger or an item: a
 * gigabyte is far past the largest of those, and a report that outgrows it is refused (503, "too large")
 * rather than taking the server's memory.
 */
const REPORT_WORKER_HEAP_MB = 1024;

/** Report workers with the server's own schemas and data. */
function startReportWorkers(config: Config, schemas: { schemasDir: string; patchesDir: string | null }): ReportWorkers {
  const timeLimitMs = config.reportTimeLimit * 1000;
  const setup: ReportWorkerSetup = { ...schemas, dataDir: config.dataDir, databaseUrl: config.databaseUrl, timeLimitMs };
  const workers = new ReportWorkers({ entry: new URL('./reports/report-worker.ts', import.meta.url), workerData: setup, size: config.reportWorkers, timeLimitMs, memoryMb: REPORT_WORKER_HEAP_MB });
  return workers;
}

/**
 * An import worker's heap: a 32 MB upload (the body limit) read as text and rows takes a few hundred
 * megabytes at most; an .xlsx that unzips to more (a "zip bomb") loses the worker and is answered 413.
 */
const IMPORT_WORKER_HEAP_MB = 512;

/** Workers that read uploaded import files (src/server/import/parse-worker.ts). */
function startImportWorkers(config: Config): TaskWorkers<UploadedFile, ParsedFile> {
  const setup: ParseWorkerSetup = { maxRows: config.importMaxRows };
  return new TaskWorkers<UploadedFile, ParsedFile>({
    entry: new URL('./import/parse-worker.ts', import.meta.url),
    workerData: setup,
    size: config.importWorkers,
    timeLimitMs: config.importTimeLimit * 1000,
    memoryMb: IMPORT_WORKER_HEAP_MB,
    maxQueued: 16 * config.importWorkers,
    refusals: {
      overrun: (seconds) => `Reading this file took longer than ${seconds} seconds and was stopped: split it into smaller files`,
      tooLarge: 'This file is too large to read: split it into smaller files',
      failed: 'The file could not be read. Try again in a moment.',
      busy: 'The server is reading many files just now. Try again in a moment.',
    },
  });
}

/** The active client's schema patches; a CLIENT with no folder is a configuration mistake. */
function clientPatches(client: string | null): string | null {
  if (!client) return null;
  const folder = path.join(PROJECT_ROOT, 'overrides', 'clients', client);
  if (!fs.existsSync(folder)) throw new ConfigError(`CLIENT is "${client}" but overrides/clients/${client} does not exist`);
  return path.join(folder, 'schemas');
}

function explain(error: unknown, config?: Config): string | null {
  if (error instanceof ConfigError) return `Bahi cannot start: ${error.message}`;
  if (error instanceof DatabaseUnavailable) return `Bahi cannot start: ${error.message}`;
  if (error instanceof MigrationError) return `Bahi cannot start: the database cannot follow the schemas: ${error.message}`;
  if (error instanceof SchemaError || error instanceof DocumentSchemaError) return `Bahi cannot start: broken schema ${error.message}`;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EADDRINUSE') return `Bahi cannot start: port ${config?.port ?? process.env.PORT} is already in use (set PORT to another)`;
  if (code === 'EACCES' || code === 'EPERM') return `Bahi cannot start: permission denied (${(error as Error).message})`;
  return null;
}

main().catch((error) => {
  const line = explain(error);
  if (line) {
    console.error(line);
  } else {
    console.error('Bahi cannot start:', error);
  }
  process.exit(1);
});
