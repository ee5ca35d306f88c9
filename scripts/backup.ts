// `npm run backup [file]`: a consistent copy of the embedded database, taken while the server runs
// (DATA_DIR/backups/bahi-<time>.sqlite unless a file is named). On PostgreSQL, use pg_dump (README).
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { backupStore } from '../src/server/ops/backup.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README), not with npm run backup');
  process.exit(2);
}
try {
  const file = await backupStore(config.dataDir, process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
