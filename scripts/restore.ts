// `npm run restore <file>`: puts a backup in place of the embedded database. The server must be stopped;
// the database as it was is kept in DATA_DIR/backups first. On PostgreSQL, use pg_restore (README).
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { restoreStore } from '../src/server/ops/backup.ts';
import { runningServer } from '../src/server/ops/server-lock.ts';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore <backup file>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README), not with npm run restore');
  process.exit(2);
}
const pid = runningServer(config.dataDir);
if (pid !== null) {
  console.error(`A Bahi server (process ${pid}) is running on ${config.dataDir}: stop it, then restore`);
  process.exit(2);
}
try {
  const { kept } = await restoreStore(config.dataDir, path.resolve(file));
  console.log(`Restored ${path.resolve(file)}${kept ? `; the database it replaced is kept as ${kept}` : ''}`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
