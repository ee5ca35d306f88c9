// The embedded store's server writes its process id beside the database while it runs, so that a
// restore (which must not pull the file from under a running server) can refuse while one is up.
import fs from 'node:fs';
import path from 'node:path';

const pidFile = (dataDir: string) => path.join(dataDir, 'bahi.pid');

export function markRunning(dataDir: string): () => void {
  fs.writeFileSync(pidFile(dataDir), String(process.pid));
  return () => fs.rmSync(pidFile(dataDir), { force: true });
}

/** The process id of a server still running on this data folder, or null. */
export function runningServer(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return pid;
  } catch {
    return null; // a server that was killed left its file behind
  }
}
