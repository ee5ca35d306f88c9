// Backups of the embedded store. Copying bahi.sqlite while the server runs is not a backup: the latest
// writes sit in the write-ahead log beside it (a copy taken so kept 3 bills of 33). SQLite's online
// backup API (node:sqlite's `backup`) copies a consistent snapshot, WAL included, page by page while the
// server goes on writing. PostgreSQL has its own tools (pg_dump and pg_restore; see the README).
import fs from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { privateDir, privateFile } from './private-files.ts';

/** The embedded store's file in a data folder (as db/database.ts opens it). */
export const storeFile = (dataDir: string) => path.join(dataDir, 'bahi.sqlite');
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** Scheduled copies are named by their time (UTC), so they sort oldest first. */
const SCHEDULED = /^bahi-\d{8}-\d{6}\.sqlite$/;

export class BackupError extends Error {}

/** Pages copied a step: node:sqlite takes a positive 32-bit count, so "all of them" is its largest. */
const ALL_PAGES = 2 ** 31 - 1;

/** yyyymmdd-hhmmss in UTC. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * A consistent copy of the store at `destination` (by default DATA_DIR/backups/bahi-<time>.sqlite), taken
 * while the server may be writing; answers the file written.
 */
export async function backupStore(dataDir: string, destination?: string, at = new Date()): Promise<string> {
  const source = storeFile(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`there is no embedded database at ${source} to back up`);
  const target = destination ?? path.join(backupsDir(dataDir), `bahi-${stamp(at)}.sqlite`);
  // The data folder's backups are private (private-files.ts); a folder the operator named is theirs to set.
  if (path.dirname(target) === backupsDir(dataDir)) privateDir(path.dirname(target));
  else fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  // The copy holds every business's books: owner-only from its first byte, wherever it goes.
  privateFile(partial);
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    // All pages in one step: one read transaction, so one consistent snapshot that the WAL lets writers
    // go on past. Copied a few pages a step (the default, 100), every write by the server would restart it.
    await backup(db, partial, { rate: ALL_PAGES });
  } finally {
    db.close();
  }
  // Written under another name first, so a copy cut short (the machine stopped) is never taken for one.
  fs.renameSync(partial, target);
  return target;
}

/** Keeps the newest `keep` scheduled copies in DATA_DIR/backups; answers the files removed. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  const scheduled = fs.readdirSync(dir).filter((name) => SCHEDULED.test(name)).sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep)).map((name) => path.join(dir, name));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}

/** Checks that a file is a whole Bahi database before it replaces the live one. */
export function checkBackupFile(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`no such file: ${file}`);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new BackupError(`${file} is not a database: ${(error as Error).message}`);
  }
  try {
    const integrity = db.prepare('pragma integrity_check').get() as { integrity_check?: string } | undefined;
    if (integrity?.integrity_check !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity?.integrity_check)}`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name));
    for (const needed of ['tenant', 'account', 'journal_line']) {
      if (!tables.has(needed)) throw new BackupError(`${file} is not a Bahi database (it has no ${needed} table)`);
    }
  } catch (error) {
    throw error instanceof BackupError ? error : new BackupError(`${file} is not a database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the live store (the server must be stopped). The store as it was is first
 * kept as DATA_DIR/backups/before-restore-<time>.sqlite, so a restore can itself be undone.
 */
export async function restoreStore(dataDir: string, file: string, at = new Date()): Promise<{ kept: string | null }> {
  checkBackupFile(file);
  const live = storeFile(dataDir);
  let kept: string | null = null;
  if (fs.existsSync(live)) kept = await backupStore(dataDir, path.join(backupsDir(dataDir), `before-restore-${stamp(at)}.sqlite`));
  // The backup API writes the live file through SQLite, which takes care of its journal and WAL.
  privateDir(dataDir);
  privateFile(live);
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    await backup(source, live, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  return { kept };
}
