// The data folder holds every business's books, their backups and the token-signing secret: only the
// account the server runs as may read them (folders 0700, files 0600), whatever the umask (a usual 022
// made the database and backups readable by every user of the machine). Modes are set after creating, as
// the mode given at creation is narrowed by the umask and never widened or enforced; SQLite gives its
// -wal, -shm and -journal files the mode of their database, so a private database keeps them private.
import fs from 'node:fs';
import path from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates the folder (and its parents) if need be, and makes it the owner's alone. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

/** Creates the file empty if it is missing (SQLite takes an empty file for a new database), owner-only. */
export function privateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', FILE_MODE));
  fs.chmodSync(file, FILE_MODE);
}

/**
 * Makes what a data folder already holds private, at start: files made by an earlier version, or copied
 * in by hand, keep their mode otherwise. Answers what could not be changed (a file owned by another
 * account), for a warning: the server still starts.
 */
export function tightenDataDir(dataDir: string): string[] {
  const problems: string[] = [];
  const tighten = (target: string, mode: number) => {
    try {
      fs.chmodSync(target, mode);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') problems.push(`${target}: ${code ?? (error as Error).message}`);
    }
  };
  if (!fs.existsSync(dataDir)) return problems;
  tighten(dataDir, DIR_MODE);
  for (const name of ['token-secret', 'bahi.sqlite', 'bahi.sqlite-wal', 'bahi.sqlite-shm', 'bahi.sqlite-journal']) tighten(path.join(dataDir, name), FILE_MODE);
  const backups = path.join(dataDir, 'backups');
  if (fs.existsSync(backups)) {
    tighten(backups, DIR_MODE);
    for (const entry of fs.readdirSync(backups, { withFileTypes: true })) if (entry.isFile()) tighten(path.join(backups, entry.name), FILE_MODE);
  }
  return problems;
}
