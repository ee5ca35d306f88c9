// The embedded store copies itself into DATA_DIR/backups every BACKUP_EVERY_HOURS hours (and once soon
// after start), keeping the newest BACKUP_KEEP copies. A failed copy is logged and tried at the next turn;
// it never stops the server.
import { backupStore, pruneBackups } from './backup.ts';

export type BackupSchedule = { everyHours: number; keep: number };

/** Starts the schedule; answers the function that stops it. */
export function scheduleBackups(dataDir: string, schedule: BackupSchedule, log: { info(message: string): void; error(message: string): void }): () => void {
  if (schedule.everyHours <= 0) return () => {};
  let running = false;
  const copy = async () => {
    if (running) return;
    running = true;
    try {
      const file = await backupStore(dataDir);
      const removed = pruneBackups(dataDir, schedule.keep);
      log.info(`backup written to ${file}${removed.length ? `; ${removed.length} older removed` : ''}`);
    } catch (error) {
      log.error(`backup failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(copy, 60_000);
  const timer = setInterval(copy, schedule.everyHours * 3_600_000);
  // Neither keeps the process alive on its own.
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
